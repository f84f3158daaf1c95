import { endpoint, errorResponses } from '../endpoint.js';
import {
  weatherFutureRequestSchema,
  weatherFutureResponseSchema,
  weatherPredictedRequestSchema,
  weatherPredictedResponseSchema,
  weatherSubdivisionsResponseSchema,
  yieldCropsResponseSchema,
  yieldDistrictRequestSchema,
  yieldDistrictsResponseSchema,
  yieldPredictionRequestSchema,
  yieldPredictionResponseSchema,
  yieldStateRequestSchema,
  yieldStatesResponseSchema,
} from '../forecasts.js';
import { ADMIN_ROLES } from '../roles.js';

/** How far ahead a rainfall forecast may reach, in years after the subdivision's data. */
export const MAX_FUTURE_YEARS = 50;
/** Years of production forecast after the last year with figures. */
export const YIELD_HORIZON = 5;

const errors = errorResponses(400, 401, 403, 409, 503);
const tags = ['forecasts'];
// Forecasts (issue 8): Admin screens (spec 2.1: weather prediction, yield prediction).
const access = { roles: ADMIN_ROLES };

const NEEDS = (dataset: string) =>
  `Needs the ${dataset} dataset: 409 when it has never been imported (the message says how), 503 while it is being imported.`;
const RAIN = NEEDS('rainfall');
const CROPS = NEEDS('crop production');
const NAMES = 'Names match without regard to case or extra spaces; an unknown one is refused (400) with the allowed values.';

/** Rainfall and crop production forecasts (server: `apps/server/src/forecasts/`). */
export const forecasts = {
  subdivisions: endpoint({
    method: 'GET',
    path: '/weather/prediction',
    tags,
    summary: 'The IMD subdivisions with a rainfall forecast, sorted',
    description: `Names are title case ("Andaman & Nicobar Islands"). ${RAIN}`,
    response: { 200: weatherSubdivisionsResponseSchema, ...errors },
    access,
  }),
  rainfall: endpoint({
    method: 'POST',
    path: '/get/weather/predicted',
    tags,
    summary: 'Monthly rainfall of each subdivision: the data, the backtest forecast of its last 10 years, and the next 12 months',
    description:
      '`actual-*`: every month of the data (null where the source has NA or a year is missing). `forecast-*`: the forecast of ' +
      'the held-out last 10 years by the model fitted before them, then the next 12 months after the data by the model fitted on ' +
      'all of it, with the band (`model.interval`). `rsquare` is the backtest R² (not the fit); `model.backtest` compares its MAE ' +
      `with two baselines. \`forecast\` is the table: the next 12 months. ${NAMES} ${RAIN}`,
    body: weatherPredictedRequestSchema,
    response: { 200: weatherPredictedResponseSchema, ...errors },
    access,
  }),
  rainfallFuture: endpoint({
    method: 'POST',
    path: '/get/weather/predicted/future',
    tags,
    summary: 'Monthly rainfall forecast of each subdivision from the month after its data to the month of future_date',
    description:
      `\`future_date\` (yyyy-mm-dd) must be today or later in India (Asia/Kolkata) and at most ${MAX_FUTURE_YEARS} years after ` +
      `the subdivision's data; otherwise 400. ${NAMES} ${RAIN}`,
    body: weatherFutureRequestSchema,
    response: { 200: weatherFutureResponseSchema, ...errors },
    access,
  }),
  yieldCrops: endpoint({
    method: 'GET',
    path: '/get/yield/crops',
    tags,
    summary: 'The crops with production figures, sorted (extension)',
    description: CROPS,
    response: { 200: yieldCropsResponseSchema, ...errors },
    access,
  }),
  yieldStates: endpoint({
    method: 'POST',
    path: '/get/soyabean/yield/prediction/state',
    tags,
    summary: 'The states with production figures of a crop, sorted',
    description: `Any crop of GET /get/yield/crops (the path keeps the original's name). ${NAMES} ${CROPS}`,
    body: yieldStateRequestSchema,
    response: { 200: yieldStatesResponseSchema, ...errors },
    access,
  }),
  yieldDistricts: endpoint({
    method: 'POST',
    path: '/get/soyabean/yield/prediction/state/district',
    tags,
    summary: 'The districts of a state with production figures of a crop, sorted',
    description: `${NAMES} ${CROPS}`,
    body: yieldDistrictRequestSchema,
    response: { 200: yieldDistrictsResponseSchema, ...errors },
    access,
  }),
  yieldPrediction: endpoint({
    method: 'POST',
    path: '/get/soyabean/yield/prediction',
    tags,
    summary: `Production of a crop in a district by year, and the next ${YIELD_HORIZON} years forecast`,
    description:
      '`historical_data`: production in tonnes (as the source; bales for cotton, nuts for coconut) of every year with figures, ' +
      `all seasons summed. \`future_data\`: the ${YIELD_HORIZON} years after the last one, with the band (\`model.interval\`). ` +
      '`model`: the method chosen for this series by a rolling-origin backtest of its last years, with its MAPE and the ' +
      `last-value baseline's. ${NAMES} ${CROPS}`,
    body: yieldPredictionRequestSchema,
    response: { 200: yieldPredictionResponseSchema, ...errors },
    access,
  }),
};
