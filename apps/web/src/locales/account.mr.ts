import type { accountEn } from './account';

/** The Marathi half of account.ts, its own module so only Marathi readers download it. */
export const accountMr: typeof accountEn = {
  details: 'खात्याचा तपशील',
  name: 'नाव',
  email: 'ईमेल',
  role: 'भूमिका',
  phone: 'फोन',
  created: 'सदस्य झाल्याची तारीख',
  lastLogin: 'शेवटचे साइन इन',
  changePassword: 'पासवर्ड बदला',
  currentPassword: 'सध्याचा पासवर्ड',
  newPassword: 'नवीन पासवर्ड',
  newPasswordHelp: 'किमान 8 अक्षरे',
  save: 'पासवर्ड बदला',
  passwordChanged: 'पासवर्ड बदलला. इतर सर्व उपकरणांवरून साइन आउट केले आहे.',
  sessions: 'सत्रे',
  sessionsHelp: 'आता वापरत नसलेल्या फोनवर किंवा संगणकावर साइन इन आहे? हे सत्रही धरून सर्व सत्रे संपवा.',
  logoutAll: 'सर्व उपकरणांवरून साइन आउट करा',
  languageHelp: 'स्क्रीन, सल्ला आणि अहवाल याच भाषेत दिसतात.',
};
