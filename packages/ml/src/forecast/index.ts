export {
  DEFAULT_RAINFALL_CONFIG,
  fitRainfallModel,
  type ForecastPoint,
  type MonthlyPoint,
  type RainfallBacktest,
  type RainfallConfig,
  type RainfallModel,
} from './rainfall.js';
export {
  YIELD_DEFAULT_METHOD,
  YIELD_INTERVAL,
  YIELD_METHODS,
  YIELD_MIN_YEARS,
  forecastYield,
  type YearValue,
  type YieldForecast,
  type YieldMethod,
} from './yield.js';
export {
  CROP_PRODUCTION_FILE,
  RAINFALL_FILE,
  parseCropProduction,
  parseRainfall,
  readCropProduction,
  readRainfall,
  type ProductionSeries,
} from './data.js';
