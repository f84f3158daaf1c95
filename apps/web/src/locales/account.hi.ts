import type { accountEn } from './account';

/** The Hindi half of account.ts, its own module so only Hindi readers download it. */
export const accountHi: typeof accountEn = {
  details: 'खाते का विवरण',
  name: 'नाम',
  email: 'ईमेल',
  role: 'भूमिका',
  phone: 'फ़ोन',
  created: 'सदस्य बने',
  lastLogin: 'पिछला साइन-इन',
  changePassword: 'पासवर्ड बदलें',
  currentPassword: 'वर्तमान पासवर्ड',
  newPassword: 'नया पासवर्ड',
  newPasswordHelp: 'कम से कम 8 अक्षर',
  save: 'पासवर्ड बदलें',
  passwordChanged: 'पासवर्ड बदल गया। बाकी सभी डिवाइस से साइन आउट कर दिया गया है।',
  sessions: 'सत्र',
  sessionsHelp: 'किसी ऐसे फ़ोन या कंप्यूटर पर साइन इन है जिसे अब आप उपयोग नहीं करते? सभी सत्र समाप्त करें, यह सत्र भी।',
  logoutAll: 'सभी उपकरणों से साइन आउट करें',
  languageHelp: 'स्क्रीन, सलाह और रिपोर्ट इसी भाषा में होंगी।',
};
