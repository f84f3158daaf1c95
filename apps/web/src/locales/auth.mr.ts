import type { authEn } from './auth';

/** The Marathi half of auth.ts, its own module so only Marathi readers download it. */
export const authMr: typeof authEn = {
  title: 'साइन इन',
  subtitle: 'मृदा आरोग्य देखरेख आणि पीक सल्ला',
  username: 'वापरकर्ता नाव',
  usernameHelp: 'तुमच्या खात्याचा ईमेल पत्ता',
  usernameHint: 'ईमेल किंवा मोबाईल नंबर (10 अंक, +91 ऐच्छिक)',
  usernameInvalid: 'तुमचा ईमेल, किंवा तुमचा 10 अंकी मोबाईल नंबर भरा.',
  password: 'पासवर्ड',
  showPassword: 'पासवर्ड दाखवा',
  hidePassword: 'पासवर्ड लपवा',
  signIn: 'साइन इन करा',
  failed: 'साइन इन होऊ शकले नाही',
  usernameRequired: 'तुमचे वापरकर्ता नाव भरा.',
  passwordRequired: 'तुमचा पासवर्ड भरा.',
  customTokenFailed: 'साइन-इन लिंक चालली नाही. तुमच्या पासवर्डने साइन इन करा.',
  sessionEnded: 'तुमचे सत्र संपले आहे (दुसऱ्या उपकरणावर साइन आउट केले, पासवर्ड किंवा भूमिका बदलली, किंवा खाते बंद केले). पुन्हा साइन इन करा.',
};
