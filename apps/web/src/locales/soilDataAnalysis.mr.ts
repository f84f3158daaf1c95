import type { soilDataAnalysisEn } from './soilDataAnalysis';

/** The Marathi half of soilDataAnalysis.ts, its own module so only Marathi readers download it. */
export const soilDataAnalysisMr: typeof soilDataAnalysisEn = {
  intro: 'कालावधीतील प्रत्येक रीडिंग मृदा आरोग्य पत्रिकेच्या मोजपट्ट्यांवर तपासले, आणि त्याबाबत काय करावे ते.',
  counts: '{{valid}} रीडिंगचे विश्लेषण केले.',
  faulty_one: '{{count}} सदोष रीडिंग (सर्व मूल्ये 0, प्रोब बंद पडलेला) वगळले.',
  faulty_other: '{{count}} सदोष रीडिंग (सर्व मूल्ये 0, प्रोब बंद पडलेला) वगळली.',
  bucketed: 'प्रत्येक ओळ {{interval}} मधील रीडिंगची सरासरी आहे ({{count}} ओळी); हिस्टोग्राम प्रत्येक रीडिंग वापरतात.',
  noReadings: '{{start}} ते {{end}} या काळात या उपकरणाचे एकही रीडिंग नाही.',
  allFaulty: 'या कालावधीतील प्रत्येक रीडिंग सदोष आहे (सर्व मूल्ये 0): विश्लेषणासाठी काहीच नाही.',
  fertility: 'कालावधीतील जमिनीची सुपीकता:',
  fertilityIndex: '(अन्नद्रव्य निर्देशांक 3 पैकी {{index}})',
  gridTitle: 'रीडिंग आणि त्यांच्या श्रेणी',
  gridAria: 'मातीची रीडिंग, त्यांच्या श्रेणी आणि उपाय',
  date: 'तारीख',
  time: 'वेळ',
  day: 'वार',
  value: 'मूल्य',
  category: 'श्रेणी',
  suggestion: 'उपाय',
  soilFertility: 'जमिनीची सुपीकता',
  histograms: 'हिस्टोग्राम',
  suggestionsTitle: 'या कालावधीसाठी उपाय',
  rowsCount_one: '{{formatted}} ओळ',
  rowsCount_other: '{{formatted}} ओळी',
  composition: 'अन्नद्रव्यांची रचना',
};
