/**
 * Strings the soil analytics screens (spec 2.9, 2.10, 2.12) share, the key group soilAnalysis: Soil Data Analysis,
 * Analysis (pH), Visualisation and the Nutrient Calculator, whose own are in their modules (issue 42). Hindi has the same keys.
 */
export const soilAnalysisEn = {
  loadFailed: 'Could not load the data: {{message}}',
  loadingGrid: 'Loading data grid...',
  loadingPlot: 'Loading plot...',
  noData: 'No Data Found',
  rowsPerPage: 'Rows per page:',
  displayedRows: '{{from}}–{{to}} of {{count}}',
  readings: 'Readings',
  minutes_one: '{{count}} minute',
  minutes_other: '{{count}} minutes',
  hours_one: '{{count}} hour',
  hours_other: '{{count}} hours',
  categories: {
    Low: 'Low',
    Medium: 'Medium',
    High: 'High',
    Acidic: 'Acidic',
    Optimal: 'Optimal',
    Alkaline: 'Alkaline',
    'Normal Conductivity': 'Normal Conductivity',
    'Critical for Germination': 'Critical for Germination',
    'Critical for sensitive crops': 'Critical for sensitive crops',
    'Injurious to most crops': 'Injurious to most crops',
  },
  days: {
    Monday: 'Monday',
    Tuesday: 'Tuesday',
    Wednesday: 'Wednesday',
    Thursday: 'Thursday',
    Friday: 'Friday',
    Saturday: 'Saturday',
    Sunday: 'Sunday',
  },
  histogram: {
    title: '{{feature}} ({{unit}})',
    tooltip: '{{from}} to {{to}} {{unit}}: {{count}} readings',
  },
  units: { 'mg/kg': 'mg/kg' },
  pie: {
    subtitle: 'Mean of the period, mg/kg',
    tooltip: '{{name}}: {{value}} mg/kg ({{percent}} %)',
  },
};
