/** Strings of the Yield Prediction screen (spec 2.18); the Hindi object must have the same keys. */
export const yieldEn = {
  intro: 'Production of a crop in one district, year by year, and its forecast for the coming years.',
  crop: 'Crop',
  state: 'State',
  district: 'District',
  chooseHint: 'Choose a state, then a district, to see its production trend.',
  soybeanTitle: 'Soybean Production Trend in {{state}}, {{district}}',
  title: '{{crop}} Production Trend in {{state}}, {{district}}',
  year: 'Year',
  production: 'Production (1000 tons)',
  productionBales: 'Production (1000 bales)',
  productionNuts: 'Production (1000 nuts)',
  historical: 'Historical',
  future: 'Forecast',
  band: '{{percent}} range',
  noData: 'No Data available for yield prediction trends',
  method: 'Method: {{method}}. The shaded band holds {{percent}} of outcomes.',
  backtest:
    'Tested on the last {{years}} years of this series, each forecast from the years before it: average error {{mape}} %, against {{baseline}} % for repeating the last year’s production.',
  backtestNoArea:
    'Tested on the last {{years}} years of this series, each forecast from the years before it: average error {{mape}} %. The data has no area sown for the last year, so its production is repeated.',
  backtestModelOnly: 'Tested on the last {{years}} years of this series: average error {{mape}} %.',
  noBacktest: 'Too few years in this series to test the forecast on past years.',
  basis: 'The last area sown, {{area}} ha, times the yield of the last 3 years, {{perHa}} {{unit}} a hectare.',
  basisUnits: { tonnes: 'tonnes', bales: 'bales', nuts: 'nuts' } as Record<string, string>,
  methods: {
    last_value: 'the last year’s production repeated',
    yield_per_ha: 'the area sown times the yield per hectare',
    mean_3: 'the average of the last 3 years',
    linear_trend_5: 'the straight-line trend of the last 5 years',
    damped_trend: 'a trend that levels off (Holt’s damped trend)',
  } as Record<string, string>,
  loadFailed: 'Could not load the list: {{message}}',
  crops: {
    Soyabean: 'Soyabean',
  } as Record<string, string>,
};
