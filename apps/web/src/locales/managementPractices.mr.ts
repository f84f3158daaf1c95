import type { managementPracticesEn } from './managementPractices';

/** The Marathi half of managementPractices.ts, its own module so only Marathi readers download it. */
export const managementPracticesMr: typeof managementPracticesEn = {
  intro: 'सोयाबीन पिकाच्या प्रत्येक अवस्थेत काय करावे, सार्वजनिक स्रोतांवरून.',
  stage: 'पिकाची अवस्था',
  allStages: 'सर्व अवस्था',
  zone: 'विभाग',
  allZones: 'सर्व विभाग',
  sowingDate: 'पेरणीची तारीख',
  current: 'पेरणीनंतर {{count}} दिवस: {{stage}}',
  beforeSowingDate: 'पेरणीची तारीख अजून यायची आहे: {{stage}}',
  source: 'स्रोत: {{source}}',
  references: 'संदर्भ',
  referenceLabel: 'स्रोत {{n}} (शेवटी दिलेल्या संदर्भांमध्ये)',
  itemCount_one: '{{count}} मुद्दा',
  itemCount_other: '{{count}} मुद्दे',
  openAll: 'सर्व उघडा',
  closeAll: 'सर्व बंद करा',
  toBeConfirmed: 'खात्री करणे बाकी',
  toBeConfirmedHint: 'स्रोतातून आठवणीने लिहिलेले, अजून स्रोताशी पडताळलेले नाही',
  none: 'या निवडीसाठी कोणत्याही पद्धती नाहीत.',
  zonesFor: 'यासाठी: {{zones}}',
};
