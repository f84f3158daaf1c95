import type { authEn } from './auth';

/** The Hindi half of auth.ts, its own module so only Hindi readers download it. */
export const authHi: typeof authEn = {
  title: 'साइन इन करें',
  subtitle: 'मृदा स्वास्थ्य निगरानी और फसल सलाह',
  username: 'उपयोगकर्ता नाम',
  usernameHelp: 'आपके खाते का ईमेल पता',
  usernameHint: 'ईमेल या मोबाइल नंबर (10 अंक, +91 ज़रूरी नहीं)',
  usernameInvalid: 'अपना ईमेल, या 10 अंकों का मोबाइल नंबर लिखें।',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दिखाएँ',
  hidePassword: 'पासवर्ड छिपाएँ',
  signIn: 'साइन इन करें',
  failed: 'लॉग इन नहीं हो सका',
  usernameRequired: 'अपना उपयोगकर्ता नाम दर्ज करें।',
  passwordRequired: 'अपना पासवर्ड दर्ज करें।',
  customTokenFailed: 'साइन-इन लिंक काम नहीं किया। अपने पासवर्ड से साइन इन करें।',
  sessionEnded: 'आपका सत्र समाप्त हो गया है (किसी दूसरे डिवाइस पर साइन आउट, पासवर्ड या भूमिका बदली गई, या खाता बंद किया गया)। फिर से साइन इन करें।',
};
