import type { soilAnalysisEn } from './soilAnalysis';

/** The Hindi half of soilAnalysis.ts, its own module so only Hindi readers download it (issue 24). */
export const soilAnalysisHi: typeof soilAnalysisEn = {
  loadFailed: 'डेटा लोड नहीं हो सका: {{message}}',
  loadingGrid: 'डेटा तालिका लोड हो रही है...',
  loadingPlot: 'चार्ट लोड हो रहा है...',
  noData: 'कोई डेटा नहीं मिला',
  rowsPerPage: 'प्रति पृष्ठ पंक्तियाँ:',
  displayedRows: '{{count}} में से {{from}}–{{to}}',
  readings: 'रीडिंग',
  minutes_one: '{{count}} मिनट',
  minutes_other: '{{count}} मिनट',
  hours_one: '{{count}} घंटा',
  hours_other: '{{count}} घंटे',
  categories: {
    Low: 'कम',
    Medium: 'मध्यम',
    High: 'अधिक',
    Acidic: 'अम्लीय',
    Optimal: 'उपयुक्त',
    Alkaline: 'क्षारीय',
    'Normal Conductivity': 'सामान्य चालकता',
    'Critical for Germination': 'अंकुरण के लिए हानिकारक',
    'Critical for sensitive crops': 'संवेदनशील फसलों के लिए हानिकारक',
    'Injurious to most crops': 'अधिकांश फसलों के लिए हानिकारक',
  },
  days: {
    Monday: 'सोमवार',
    Tuesday: 'मंगलवार',
    Wednesday: 'बुधवार',
    Thursday: 'गुरुवार',
    Friday: 'शुक्रवार',
    Saturday: 'शनिवार',
    Sunday: 'रविवार',
  },
  histogram: {
    title: '{{feature}} ({{unit}})',
    tooltip: '{{from}} से {{to}} {{unit}}: {{count}} रीडिंग',
  },
  units: { 'mg/kg': 'मि.ग्रा./कि.ग्रा.' },
  pie: {
    subtitle: 'अवधि का औसत, मि.ग्रा./कि.ग्रा.',
    tooltip: '{{name}}: {{value}} मि.ग्रा./कि.ग्रा. ({{percent}} %)',
  },
};
