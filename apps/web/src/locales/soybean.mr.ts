import type { soybeanEn } from './soybean';

/** The Marathi half of soybean.ts, its own module so only Marathi readers download it (issue 41). */
export const soybeanMr: typeof soybeanEn = {
  loading: 'लोड होत आहे...',
  loadFailed: 'डेटा लोड होऊ शकला नाही: {{message}}',
  kgha: 'kg/ha',
  sourcesTitle_one: 'स्रोत ({{count}})',
  sourcesTitle_other: 'स्रोत ({{count}})',
  zones: {
    Central: 'मध्य',
    Southern: 'दक्षिण',
    'North Plain': 'उत्तर मैदानी',
    'North Eastern': 'ईशान्य',
    Eastern: 'पूर्व',
  },
  stages: {
    'Before sowing': 'पेरणीपूर्वी',
    'Initial seedling stage': 'सुरुवातीची रोप अवस्था',
    'Crop development stage': 'पीक वाढीची अवस्था',
    'Mid Season growth stage': 'हंगामाच्या मध्यातील वाढीची अवस्था',
    'Late season growth stage': 'हंगामाच्या उत्तरार्धातील वाढीची अवस्था',
    'Maturity to Harvest': 'परिपक्वता ते काढणी',
  },
  stagesShort: {
    'Initial seedling stage': 'रोप',
    'Crop development stage': 'वाढ',
    'Mid Season growth stage': 'मध्य हंगाम',
    'Late season growth stage': 'उत्तर हंगाम',
    'Maturity to Harvest': 'परिपक्वता',
  },
};
