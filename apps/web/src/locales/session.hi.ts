import type { sessionEn } from './session';

/** The Hindi half of session.ts, its own module so only Hindi readers download it (issue 24). */
export const sessionHi: typeof sessionEn = {
  actingAs:
    '{{impersonator}} {{name}} के रूप में साइन इन हैं। अभी किया गया हर काम "{{impersonator}}, {{name}} के रूप में" दर्ज होता है, और यह सत्र एक घंटे के भीतर समाप्त हो जाएगा।',
  endActing: 'साइन आउट',
};
