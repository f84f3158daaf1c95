/** Strings about the session itself (acting as another account); Hindi has the same keys (checked by the type). */
export const sessionEn = {
  actingAs:
    '{{impersonator}} is signed in as {{name}}. Everything done now is recorded as {{impersonator}} acting as {{name}}, and this session ends within an hour.',
  endActing: 'Sign out',
};
