import type { phAnalysisEn } from './phAnalysis';

/** The Marathi half of phAnalysis.ts, its own module so only Marathi readers download it. */
export const phAnalysisMr: typeof phAnalysisEn = {
  intro: 'सामू (pH) रीडिंगची तपासणी: प्रोबचे दोष, अडकलेली मूल्ये आणि चल मध्यकापासून अचानक उसळी.',
  summaryTitle: 'गेले 7 दिवस',
  total: 'रीडिंग',
  anomalies: 'विसंगती',
  mean: 'सरासरी सामू (pH)',
  range: 'सामू (pH) मर्यादा',
  byReason: 'कारणानुसार विसंगती',
  byCategory: 'सामू (pH) श्रेणीनुसार रीडिंग',
  reasons: {
    sensor_fault: 'सेन्सर दोष',
    stuck: 'अडकलेले रीडिंग',
    spike: 'अचानक उसळी',
  },
  reasonHelp: {
    sensor_fault: 'pH 3–10 च्या बाहेर: प्रोब बंद पडला आहे किंवा मातीबाहेर आहे.',
    stuck: 'pH, तापमान आणि ओलावा एक तास किंवा अधिक काळ बदललेले नाहीत.',
    spike: 'आजूबाजूच्या रीडिंगच्या चल मध्यकापासून खूप दूर.',
  },
  chartTitle: 'कालानुसार सामू (pH)',
  chartAria: 'सामू (pH) रीडिंग, त्यांचा चल मध्यक आणि विसंगती',
  rollingMedian: 'चल मध्यक',
  bucketed: 'प्रत्येक बिंदू {{interval}} ची सरासरी आहे; विसंगती एकेका रीडिंगवरून चिन्हांकित केल्या आहेत.',
  noReadings: 'या उपकरणाचे अजून एकही सामू (pH) रीडिंग नाही.',
  tableTitle: 'सामू (pH) रीडिंग, सर्वात नवीन आधी',
  tableAria: 'सामू (pH) विश्लेषण तक्ता',
  slNo: 'अ. क्र.',
  pH: 'सामू (pH)',
  status: 'विसंगतीची स्थिती',
  suggestion: 'उपाय',
  timestamp: 'वेळ',
  statuses: { Normal: 'सामान्य', Anomaly: 'विसंगती' },
};
