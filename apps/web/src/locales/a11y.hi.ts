import type { a11yEn } from './a11y';

/** The Hindi half of a11y.ts. */
export const a11yHi: typeof a11yEn = {
  skipToMain: 'मुख्य सामग्री पर जाएँ',
  chart: {
    showTable: 'डेटा तालिका के रूप में दिखाएँ',
    hideTable: 'डेटा तालिका छिपाएँ',
    tableCaption: '{{title}}: रीडिंग तालिका के रूप में',
    time: 'समय',
    summary: '{{title}}, {{from}} से {{to}} तक {{count}} रीडिंग। {{series}}।',
    seriesSummary: '{{label}} {{min}} से {{max}} तक, अंतिम {{last}}',
    empty: '{{title}}: इस अवधि में कोई रीडिंग नहीं।',
    rowsShown: '{{count}} में से नवीनतम {{shown}} रीडिंग; CSV निर्यात में सभी हैं।',
    noValue: 'कोई मान नहीं',
    range: 'सीमा',
    histogramSummary: '{{title}}: {{bins}} सीमाओं में {{count}} रीडिंग; सबसे अधिक, {{most}}, {{from}} से {{to}} तक।',
    nutrient: 'पोषक तत्व',
    mean: 'औसत',
    share: 'हिस्सा',
    pieSummary: '{{title}}: {{parts}}।',
    piePart: '{{name}} {{value}} ({{percent}} %)',
  },
};
