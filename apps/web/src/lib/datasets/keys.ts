/**
 * Query keys of the datasets and of the forecasts fitted on them: an import refreshes both, so
 * the forecast screens never show a forecast of the replaced version.
 */
export const datasetKeys = {
  list: ['datasets'] as const,
};

export const forecastKeys = {
  all: ['forecasts'] as const,
  subdivisions: ['forecasts', 'weather', 'subdivisions'] as const,
  predicted: (subdivision: string) => ['forecasts', 'weather', 'predicted', subdivision] as const,
  future: (subdivision: string, date: string) => ['forecasts', 'weather', 'future', subdivision, date] as const,
  yieldCrops: ['forecasts', 'yield', 'crops'] as const,
  yieldStates: (crop: string) => ['forecasts', 'yield', 'states', crop] as const,
  yieldDistricts: (crop: string, state: string) => ['forecasts', 'yield', 'districts', crop, state] as const,
  yieldPrediction: (crop: string, state: string, district: string) => ['forecasts', 'yield', 'prediction', crop, state, district] as const,
};
