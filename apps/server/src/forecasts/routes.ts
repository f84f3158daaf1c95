import {
  errorResponseSchema,
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
} from '@agrim/contracts';
import type { FastifyZodInstance } from '../http/types.js';
import { type ForecastService, MAX_FUTURE_YEARS, YIELD_HORIZON } from './forecasts.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  503: errorResponseSchema,
};

const NEEDS = (dataset: string) =>
  `Needs the ${dataset} dataset: 409 when it has never been imported (the message says how), 503 while it is being imported.`;
const RAIN = NEEDS('rainfall');
const CROPS = NEEDS('crop production');
const NAMES = 'Names match without regard to case or extra spaces; an unknown one is refused (400) with the allowed values.';

export function forecastRoutes(app: FastifyZodInstance, forecasts: ForecastService) {
  app.get(
    '/weather/prediction',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'The IMD subdivisions with a rainfall forecast, sorted',
        description: `Names are title case ("Andaman & Nicobar Islands"). ${RAIN}`,
        response: { 200: weatherSubdivisionsResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, subdivisions: await forecasts.subdivisions() }),
  );

  app.post(
    '/get/weather/predicted',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'Monthly rainfall of each subdivision: the data, the backtest forecast of its last 10 years, and the next 12 months',
        description:
          '`actual-*`: every month of the data (null where the source has NA or a year is missing). `forecast-*`: the forecast of ' +
          'the held-out last 10 years by the model fitted before them, then the next 12 months after the data by the model fitted on ' +
          'all of it, with the band (`model.interval`). `rsquare` is the backtest R² (not the fit); `model.backtest` compares its MAE ' +
          `with two baselines. \`forecast\` is the table: the next 12 months. ${NAMES} ${RAIN}`,
        body: weatherPredictedRequestSchema,
        response: { 200: weatherPredictedResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, subdivisions: await forecasts.predicted(request.body.subdivisions) }),
  );

  app.post(
    '/get/weather/predicted/future',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'Monthly rainfall forecast of each subdivision from the month after its data to the month of future_date',
        description:
          `\`future_date\` (yyyy-mm-dd) must be today or later in India (Asia/Kolkata) and at most ${MAX_FUTURE_YEARS} years after ` +
          `the subdivision's data; otherwise 400. ${NAMES} ${RAIN}`,
        body: weatherFutureRequestSchema,
        response: { 200: weatherFutureResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      subdivisions: await forecasts.future(request.body.subdivisions, request.body.future_date),
    }),
  );

  app.get(
    '/get/yield/crops',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'The crops with production figures, sorted (extension)',
        description: CROPS,
        response: { 200: yieldCropsResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, crops: await forecasts.cropNames() }),
  );

  app.post(
    '/get/soyabean/yield/prediction/state',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'The states with production figures of a crop, sorted',
        description: `Any crop of GET /get/yield/crops (the path keeps the original's name). ${NAMES} ${CROPS}`,
        body: yieldStateRequestSchema,
        response: { 200: yieldStatesResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, crop_type_state_data: await forecasts.statesOf(request.body.Crop) }),
  );

  app.post(
    '/get/soyabean/yield/prediction/state/district',
    {
      schema: {
        tags: ['forecasts'],
        summary: 'The districts of a state with production figures of a crop, sorted',
        description: `${NAMES} ${CROPS}`,
        body: yieldDistrictRequestSchema,
        response: { 200: yieldDistrictsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      crop_type_district_data: await forecasts.districtsOf(request.body.Crop, request.body.State),
    }),
  );

  app.post(
    '/get/soyabean/yield/prediction',
    {
      schema: {
        tags: ['forecasts'],
        summary: `Production of a crop in a district by year, and the next ${YIELD_HORIZON} years forecast`,
        description:
          '`historical_data`: production in tonnes (as the source; bales for cotton, nuts for coconut) of every year with figures, ' +
          `all seasons summed. \`future_data\`: the ${YIELD_HORIZON} years after the last one, with the band (\`model.interval\`). ` +
          '`model`: the method chosen for this series by a rolling-origin backtest of its last years, with its MAPE and the ' +
          `last-value baseline's. ${NAMES} ${CROPS}`,
        body: yieldPredictionRequestSchema,
        response: { 200: yieldPredictionResponseSchema, ...errors },
      },
    },
    async (request) => forecasts.yieldPrediction(request.body.Crop, request.body.State, request.body.District),
  );
}
