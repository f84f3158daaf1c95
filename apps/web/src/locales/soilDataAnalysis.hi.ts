import type { soilDataAnalysisEn } from './soilDataAnalysis';

/** The Hindi half of soilDataAnalysis.ts, its own module so only Hindi readers download it. */
export const soilDataAnalysisHi: typeof soilDataAnalysisEn = {
  intro: 'अवधि की हर रीडिंग मृदा स्वास्थ्य कार्ड के पैमानों पर आँकी गई, और उसके लिए क्या करें।',
  counts: '{{valid}} रीडिंग का विश्लेषण किया गया।',
  faulty_one: '{{count}} दोषपूर्ण रीडिंग (सभी मान 0, प्रोब विफल) छोड़ दी गई।',
  faulty_other: '{{count}} दोषपूर्ण रीडिंग (सभी मान 0, प्रोब विफल) छोड़ दी गईं।',
  bucketed: 'हर पंक्ति {{interval}} की रीडिंग का औसत है ({{count}} पंक्तियाँ); हिस्टोग्राम हर रीडिंग से बने हैं।',
  noReadings: '{{start}} से {{end}} के बीच इस उपकरण की कोई रीडिंग नहीं है।',
  allFaulty: 'इस अवधि की हर रीडिंग दोषपूर्ण है (सभी मान 0): विश्लेषण के लिए कुछ नहीं है।',
  fertility: 'अवधि की मृदा उर्वरता:',
  fertilityIndex: '(पोषक सूचकांक 3 में से {{index}})',
  gridTitle: 'रीडिंग और उनकी श्रेणियाँ',
  gridAria: 'मृदा रीडिंग, उनकी श्रेणियाँ और सुझाव',
  date: 'तारीख',
  time: 'समय',
  day: 'दिन',
  value: 'मान',
  category: 'श्रेणी',
  suggestion: 'सुझाव',
  soilFertility: 'मृदा उर्वरता',
  histograms: 'हिस्टोग्राम',
  suggestionsTitle: 'इस अवधि के सुझाव',
  rowsCount_one: '{{formatted}} पंक्ति',
  rowsCount_other: '{{formatted}} पंक्तियाँ',
  composition: 'पोषक तत्व संरचना',
};
