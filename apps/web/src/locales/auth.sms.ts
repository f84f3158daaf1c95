/**
 * Strings of the sign-in page's SMS paths (issue 41: a code by SMS to sign in or to reset the password).
 * Loaded with those paths, not with the app (i18n namespace `sms`); Hindi has the same keys (checked by the type).
 */
export const smsCodeEn = {
  useCode: 'Sign in with a code by SMS',
  forgot: 'Forgot password? Reset it with a code by SMS',
  signInTitle: 'Sign in with a code by SMS',
  resetTitle: 'Reset your password',
  intro: 'For farmers with a mobile number: we send a 6-digit code to your phone.',
  unavailable:
    'Codes by SMS are not available: this server has no SMS gateway set up. Sign in with your password, or ask your administrator.',
  checking: 'Checking whether codes can be sent…',
  number: 'Mobile number',
  numberHint: '10 digits, +91 optional',
  numberRequired: 'Enter your mobile number.',
  numberInvalid: 'Enter a 10-digit mobile number.',
  send: 'Send code',
  sendAgain: 'Send a new code',
  sent: 'If a farmer’s account has this number, a code is on its way by SMS. It is valid for {{minutes}} minutes.',
  code: 'Code from the SMS',
  codeHint: '6 digits',
  codeInvalid: 'Enter the 6 digits from the SMS.',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters; not a common password.',
  newPasswordShort: 'Use at least 8 characters.',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signIn: 'Sign in',
  setPassword: 'Set new password',
  back: 'Back to sign-in with password',
  failed: 'That did not work. Try again.',
};
export type SmsCodeStrings = typeof smsCodeEn;
