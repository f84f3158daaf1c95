import type { soilAnalysisEn } from './soilAnalysis';

/** The Marathi half of soilAnalysis.ts, its own module so only Marathi readers download it (issue 41). */
export const soilAnalysisMr: typeof soilAnalysisEn = {
  loadFailed: 'माहिती लोड करता आली नाही: {{message}}',
  loadingGrid: 'माहितीचा तक्ता लोड होत आहे...',
  loadingPlot: 'आलेख लोड होत आहे...',
  noData: 'कोणतीही माहिती सापडली नाही',
  rowsPerPage: 'प्रति पान ओळी:',
  displayedRows: '{{count}} पैकी {{from}}–{{to}}',
  readings: 'रीडिंग',
  minutes_one: '{{count}} मिनिट',
  minutes_other: '{{count}} मिनिटे',
  hours_one: '{{count}} तास',
  hours_other: '{{count}} तास',
  categories: {
    Low: 'कमी',
    Medium: 'मध्यम',
    High: 'जास्त',
    Acidic: 'आम्लधर्मी',
    Optimal: 'योग्य',
    Alkaline: 'अल्कधर्मी',
    'Normal Conductivity': 'सामान्य वाहकता',
    'Critical for Germination': 'उगवणीसाठी धोकादायक',
    'Critical for sensitive crops': 'संवेदनशील पिकांसाठी धोकादायक',
    'Injurious to most crops': 'बहुतेक पिकांना हानिकारक',
  },
  days: {
    Monday: 'सोमवार',
    Tuesday: 'मंगळवार',
    Wednesday: 'बुधवार',
    Thursday: 'गुरुवार',
    Friday: 'शुक्रवार',
    Saturday: 'शनिवार',
    Sunday: 'रविवार',
  },
  histogram: {
    title: '{{feature}} ({{unit}})',
    tooltip: '{{from}} ते {{to}} {{unit}}: {{count}} रीडिंग',
  },
  units: { 'mg/kg': 'mg/kg' },
  pie: {
    subtitle: 'कालावधीची सरासरी, mg/kg',
    tooltip: '{{name}}: {{value}} mg/kg ({{percent}} %)',
  },
};
