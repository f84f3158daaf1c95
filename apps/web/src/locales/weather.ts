/** Strings of the Weather Prediction screen (spec 2.15); the Hindi object must have the same keys. */
export const weatherEn = {
  intro:
    'Monthly rainfall of the IMD meteorological subdivisions: what fell, what the model forecasts, and how far the forecast can be trusted.',
  subdivisions: 'All Division',
  chooseOne: 'Choose at least one subdivision to see its forecast.',
  futureTitle: 'Select a future date for forecasting',
  startTime: 'Start Time',
  futureHelp: 'Every month up to this date is forecast.',
  pastDate: 'Choose today or a later date.',
  tooLate: 'Choose a date up to {{date}}.',
  chart: 'Rainfall, actual and forecast',
  actual: 'Actual',
  forecast: 'Forecast',
  band: '{{percent}} range',
  rainfallAxis: 'Rainfall (mm)',
  rsquare: 'R²: {{value}}',
  rsquareHelp:
    'Measured on the last 10 years of the data ({{from}} to {{to}}), which the model did not see when it was fitted: 1 is a perfect forecast, 0 is no better than the average.',
  backtest:
    'Average error on those years: {{mae}} mm a month. Compared with the usual rainfall of the month: {{climatology}} mm; with the same month a year before: {{naive}} mm.',
  model: 'Model: {{method}} (version {{version}}). The shaded band holds {{percent}} of outcomes.',
  table: 'Forecast for the 12 months after the data',
  timestamp: 'Timestamp',
  rainfall: 'Rainfall (mm)',
  range: 'Likely range (mm)',
  rowsPerPage: 'Rows per page:',
  displayedRows: '{{from}}–{{to}} of {{count}}',
  noRows: 'No forecast months',
  futureChart: 'Forecast up to {{date}}',
  missingIndex: 'Error: Missing data for index {{n}}',
  failed: 'The forecast failed: {{message}}',
  loadFailed: 'Could not load the subdivisions: {{message}}',
};
