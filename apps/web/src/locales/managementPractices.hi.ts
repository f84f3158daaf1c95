import type { managementPracticesEn } from './managementPractices';

/** The Hindi half of managementPractices.ts, its own module so only Hindi readers download it. */
export const managementPracticesHi: typeof managementPracticesEn = {
  intro: 'सोयाबीन फसल की हर अवस्था में क्या करें, सार्वजनिक स्रोतों से।',
  stage: 'फसल अवस्था',
  allStages: 'सभी अवस्थाएँ',
  zone: 'क्षेत्र',
  allZones: 'सभी क्षेत्र',
  sowingDate: 'बुवाई की तारीख',
  current: 'बुवाई के {{count}} दिन बाद: {{stage}}',
  beforeSowingDate: 'बुवाई की तारीख आगे है: {{stage}}',
  source: 'स्रोत: {{source}}',
  references: 'संदर्भ',
  referenceLabel: 'स्रोत {{n}} (अंत में संदर्भ सूची में)',
  itemCount_one: '{{count}} बात',
  itemCount_other: '{{count}} बातें',
  openAll: 'सभी खोलें',
  closeAll: 'सभी बंद करें',
  toBeConfirmed: 'पुष्टि बाकी',
  toBeConfirmedHint: 'स्रोत से याद करके लिखा गया, अभी स्रोत से मिलान नहीं हुआ',
  none: 'इस चयन के लिए कोई पद्धति नहीं।',
  zonesFor: 'के लिए: {{zones}}',
};
