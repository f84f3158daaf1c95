/** Strings of the shared failure notice (issue 22, item 2): what happened and what to do; Hindi has the same keys. */
export const failuresEn = {
  title: 'That did not work',
  network: 'The server could not be reached.',
  timeout: 'The server took too long to answer.',
  hints: {
    network: 'Check your internet connection, then try again.',
    signIn: 'Your session has ended: sign in again, then repeat this step.',
    forbidden: 'Your account may not do this. Ask an Admin to give you access.',
    notFound: 'It may have been removed or not set up yet. If it should be there, ask an Admin.',
    invalid: 'Check what you entered and try again.',
    tooMany: 'Too many tries in a short time: wait a minute, then try again.',
    server: 'Something went wrong on the server. Try again in a few minutes; if it keeps failing, tell an Admin.',
  },
  retry: 'Try again',
  /** A step of a larger task failed, e.g. "Starting the soil test failed". */
  step: '{{what}}: {{message}}',
  steps: {
    soilTestStart: 'The soil test could not be started',
    soilTestProbe: 'The probe placement could not be recorded',
    soilTestConfirm: 'The test run could not be started',
    soilTestAbort: 'The soil test could not be cancelled',
    soilImages: 'The test started, but the soil image could not be uploaded',
    download: 'The download failed',
    latestReading: "Your device's latest reading could not be loaded; the values below are defaults",
  },
};
