/**
 * Strings of the My Account screen (features/account), the key group account; its two-step sign-in setup is in
 * totp.ts, shared with the sign-in page.
 */
export const accountEn = {
  details: 'Account details',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  phone: 'Phone',
  created: 'Member since',
  lastLogin: 'Last sign-in',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHelp: 'At least 8 characters',
  save: 'Change password',
  passwordChanged: 'Password changed. Every other device has been signed out.',
  sessions: 'Sessions',
  sessionsHelp: 'Signed in on a phone or computer you no longer use? End every session, this one included.',
  logoutAll: 'Sign out on all devices',
  languageHelp: 'Screens, advice and reports use this language.',
};
