import type { sessionEn } from './session';

/** The Marathi half of session.ts, its own module so only Marathi readers download it (issue 41). */
export const sessionMr: typeof sessionEn = {
  actingAs:
    '{{impersonator}} हे {{name}} म्हणून साइन इन आहेत. आता केलेले प्रत्येक काम "{{impersonator}}, {{name}} म्हणून" असे नोंदवले जाते, आणि हे सत्र एका तासाच्या आत संपेल.',
  endActing: 'साइन आउट',
};
