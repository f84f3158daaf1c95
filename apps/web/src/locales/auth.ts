/**
 * Strings of the sign-in page (features/auth), the key group login: needed before anything else, so they ship with the app (en.ts).
 * Its SMS paths are auth.sms.ts, loaded with them; the two-step code is totp.ts, shared with My Account.
 */
export const authEn = {
  title: 'Sign in',
  subtitle: 'Soil health monitoring and crop advice',
  username: 'Username',
  usernameHelp: 'The email address of your account',
  // Issue 41: a farmer signs in with their mobile number.
  usernameHint: 'Email or mobile number (10 digits, +91 optional)',
  usernameInvalid: 'Enter your email, or your 10-digit mobile number.',
  password: 'Password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signIn: 'Sign in',
  failed: 'Failed to log in',
  usernameRequired: 'Enter your username.',
  passwordRequired: 'Enter your password.',
  customTokenFailed: 'The sign-in link did not work. Sign in with your password.',
  sessionEnded:
    'Your session has ended (signed out on another device, password or role changed, or the account was disabled). Sign in again.',
};
