import type { phAnalysisEn } from './phAnalysis';

/** The Hindi half of phAnalysis.ts, its own module so only Hindi readers download it. */
export const phAnalysisHi: typeof phAnalysisEn = {
  intro: 'pH रीडिंग की जाँच: प्रोब की खराबी, अटके मान और चलती माध्यिका से बड़े उछाल।',
  summaryTitle: 'पिछले 7 दिन',
  total: 'रीडिंग',
  anomalies: 'असामान्यताएँ',
  mean: 'औसत pH',
  range: 'pH सीमा',
  byReason: 'कारण के अनुसार असामान्यताएँ',
  byCategory: 'pH श्रेणी के अनुसार रीडिंग',
  reasons: {
    sensor_fault: 'सेंसर खराबी',
    stuck: 'अटकी रीडिंग',
    spike: 'अचानक उछाल',
  },
  reasonHelp: {
    sensor_fault: 'pH 3–10 से बाहर: प्रोब विफल है या मिट्टी से बाहर है।',
    stuck: 'pH, तापमान और नमी एक घंटे या अधिक समय से नहीं बदले।',
    spike: 'आसपास की रीडिंग की चलती माध्यिका से बहुत दूर।',
  },
  chartTitle: 'समय के साथ pH',
  chartAria: 'pH रीडिंग, उनकी चलती माध्यिका और असामान्यताएँ',
  rollingMedian: 'चलती माध्यिका',
  bucketed: 'हर बिंदु {{interval}} का औसत है; असामान्यताएँ एकल रीडिंग से चिह्नित हैं।',
  noReadings: 'इस उपकरण की अभी कोई pH रीडिंग नहीं है।',
  tableTitle: 'pH रीडिंग, नवीनतम पहले',
  tableAria: 'pH विश्लेषण तालिका',
  slNo: 'क्रम सं.',
  pH: 'pH',
  status: 'असामान्यता स्थिति',
  suggestion: 'सुझाव',
  timestamp: 'समय',
  statuses: { Normal: 'सामान्य', Anomaly: 'असामान्य' },
};
