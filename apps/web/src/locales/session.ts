/** Strings about the session itself (acting as another account); Hindi has the same keys (checked by the type). */
export const sessionEn = {
  actingAs:
    '{{impersonator}} is signed in as {{name}}. Everything done now is recorded as {{impersonator}} acting as {{name}}, and this session ends within an hour.',
  endActing: 'Sign out',
};

export const sessionHi: typeof sessionEn = {
  actingAs:
    '{{impersonator}} {{name}} के रूप में साइन इन हैं। अभी किया गया हर काम "{{impersonator}}, {{name}} के रूप में" दर्ज होता है, और यह सत्र एक घंटे के भीतर समाप्त हो जाएगा।',
  endActing: 'साइन आउट',
};
