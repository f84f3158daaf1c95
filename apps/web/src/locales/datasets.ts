/** Strings of the Datasets screen and of the missing-dataset notice; the Hindi object must have the same keys. */
export const datasetsEn = {
  intro:
    'The public data the rainfall and yield forecasts are fitted on. Importing a file makes it the new version in one step, and the forecasts use it at once.',
  kinds: {
    rainfall: 'Rainfall by subdivision',
    'crop-production': 'Crop production by district',
  },
  kindHelp: {
    rainfall: 'Monthly rainfall (mm) of the IMD meteorological subdivisions. Used by Weather Prediction.',
    'crop-production': 'Area and production of each crop by state, district, year and season. Used by Yield Prediction.',
  },
  notImported: 'Not imported yet',
  version: 'Version',
  versionValue: 'v{{version}}',
  rows: 'Rows',
  importedAt: 'Imported at',
  importedBy: 'Imported by',
  by: { startup: 'the server at start (DATASETS_DIR)', cli: 'the command line' },
  sourceFile: 'Imported file',
  skipped: 'Rows skipped',
  expectedFile: 'Expected file',
  summary: 'Content',
  summaryKeys: {
    subdivisions: 'Subdivisions',
    years: 'Years',
    missing_months: 'Months without a value',
    states: 'States',
    districts: 'Districts',
    crops: 'Crops',
    missing_production: 'Rows without production',
  } as Record<string, string>,
  upload: {
    title: 'Import a new version',
    choose: 'Choose CSV file',
    noFile: 'No file chosen',
    import: 'Import',
    skipBad: 'Import the valid rows and skip the bad ones',
    skipBadHelp: 'Without this, one bad row refuses the whole file and nothing changes.',
    notCsv: 'Choose a .csv file.',
    tooLarge: 'The file is larger than {{size}} MB.',
  },
  report: {
    title: 'Import report',
    imported: '{{rows}} rows imported from {{file}}: now version {{version}}.',
    rejected_one: '{{formatted}} row was rejected.',
    rejected_other: '{{formatted}} rows were rejected.',
    allValid: 'Every row was valid.',
    refused: 'Nothing was imported: {{message}}',
    line: 'Line',
    message: 'Problem',
    truncated: 'The first {{shown}} of {{count}} rejected rows are listed.',
    tableLabel: 'Rejected rows',
  },
  sources: {
    title: 'Where to get the data',
    rainfall:
      'Rainfall: “Rainfall in India 1901-2015”, monthly rainfall by meteorological subdivision from the India Meteorological Department (IMD), published on data.gov.in (Open Government Data Platform India). Download the CSV and import it unchanged.',
    cropProduction:
      'Crop production: “Crop Production in India”, district-wise and season-wise crop production statistics (area in hectares, production in tonnes) of the Ministry of Agriculture and Farmers Welfare, published on data.gov.in.',
    cli: 'The same import from the command line on the server, where <code>kind</code> is <code>rainfall</code> or <code>crop-production</code>:',
  },
  loadFailed: 'Could not load the datasets: {{message}}',
  importing: {
    rainfall: 'The rainfall dataset is being imported. The forecast appears here as soon as it is ready.',
    'crop-production': 'The crop production dataset is being imported. The lists and the forecast appear here as soon as it is ready.',
  },
  missing: {
    title: 'Dataset not imported',
    rainfall: 'The rainfall dataset (“Rainfall in India 1901-2015”) has not been imported, so there is nothing to forecast from.',
    'crop-production':
      'The crop production dataset (“Crop Production in India”) has not been imported, so there is nothing to forecast from.',
    howAdmin: 'Import the file {{file}} on the Datasets screen, or on the server run:',
    howOther: 'Ask an administrator to import it.',
    open: 'Open Datasets',
  },
};
