import type { soybeanEn } from './soybean';

/** The Hindi half of soybean.ts, its own module so only Hindi readers download it (issue 24). */
export const soybeanHi: typeof soybeanEn = {
  loading: 'लोड हो रहा है...',
  loadFailed: 'डेटा लोड नहीं हो सका: {{message}}',
  kgha: 'कि.ग्रा./हे.',
  sourcesTitle_one: 'स्रोत ({{count}})',
  sourcesTitle_other: 'स्रोत ({{count}})',
  zones: {
    Central: 'मध्य',
    Southern: 'दक्षिणी',
    'North Plain': 'उत्तरी मैदान',
    'North Eastern': 'उत्तर-पूर्वी',
    Eastern: 'पूर्वी',
  },
  stages: {
    'Before sowing': 'बुवाई से पहले',
    'Initial seedling stage': 'प्रारंभिक अंकुर अवस्था',
    'Crop development stage': 'फसल विकास अवस्था',
    'Mid Season growth stage': 'मध्य मौसम वृद्धि अवस्था',
    'Late season growth stage': 'देर मौसम वृद्धि अवस्था',
    'Maturity to Harvest': 'परिपक्वता से कटाई',
  },
  stagesShort: {
    'Initial seedling stage': 'अंकुर',
    'Crop development stage': 'विकास',
    'Mid Season growth stage': 'मध्य मौसम',
    'Late season growth stage': 'देर मौसम',
    'Maturity to Harvest': 'परिपक्वता',
  },
};
