/**
 * Strings the soybean screens (issue 10) share, the key group soybean: SoyaBean Statistics (spec 2.13), Crop Analytics &
 * Fertigation (2.14) and Management Practices, whose own are in their modules (issue 42). Hindi has the same keys.
 */
export const soybeanEn = {
  loading: 'Loading...',
  loadFailed: 'Could not load the data: {{message}}',
  kgha: 'kg/ha',
  sourcesTitle_one: 'Source ({{count}})',
  sourcesTitle_other: 'Sources ({{count}})',
  zones: {
    Central: 'Central',
    Southern: 'Southern',
    'North Plain': 'North Plain',
    'North Eastern': 'North Eastern',
    Eastern: 'Eastern',
  },
  stages: {
    'Before sowing': 'Before sowing',
    'Initial seedling stage': 'Initial seedling stage',
    'Crop development stage': 'Crop development stage',
    'Mid Season growth stage': 'Mid Season growth stage',
    'Late season growth stage': 'Late season growth stage',
    'Maturity to Harvest': 'Maturity to Harvest',
  },
  /** Stage names short enough for a chart axis. */
  stagesShort: {
    'Initial seedling stage': 'Seedling',
    'Crop development stage': 'Development',
    'Mid Season growth stage': 'Mid season',
    'Late season growth stage': 'Late season',
    'Maturity to Harvest': 'Maturity',
  },
};
