import { z } from 'zod';

/**
 * Forecasts (issue 8): rainfall by IMD subdivision and crop production by state and district (the
 * datasets they are fitted on: `datasets.ts`). Field names of spec section 3 are kept (including the
 * hyphenated `actual-ds` style); extensions are snake_case.
 */

// ---------------------------------------------------------------- rainfall (spec 2.15, 3, 7)

export const DEFAULT_SUBDIVISION = 'Andaman & Nicobar Islands';

/** The answer of forecasts.subdivisions. */
export const weatherSubdivisionsResponseSchema = z.object({ status: z.literal('success'), subdivisions: z.array(z.string()) });

/** The answer of forecasts.rainfall. */
export const weatherPredictedRequestSchema = z.object({ subdivisions: z.array(z.string().trim().min(1).max(100)).min(1).max(40) });

const month = z.string().regex(/^\d{4}-\d{2}-01$/, 'must be the first day of a month, yyyy-mm-01');

export const forecastRowSchema = z.object({ ds: month, yhat: z.number(), yhat_lower: z.number(), yhat_upper: z.number() });
export type ForecastRow = z.infer<typeof forecastRowSchema>;

export const rainfallModelInfoSchema = z.object({
  version: z.string(),
  method: z.string(),
  /** Backtest on the last 10 years held out: the model's MAE and R² and the two baselines' MAE (mm a month). */
  backtest: z.object({
    from: month,
    to: month,
    mae: z.number(),
    rsquare: z.number(),
    mae_climatology: z.number(),
    mae_seasonal_naive: z.number(),
  }),
  /** Width of the uncertainty band: this central share of outcomes, e.g. 0.8. */
  interval: z.number(),
});

export const subdivisionForecastSchema = z
  .object({
    subdivision: z.string(),
    /** Observed monthly rainfall (mm), months ascending; null where the source has NA. */
    'actual-ds': z.array(month),
    'actual-y': z.array(z.number().nullable()),
    /** The model's values over the held-out backtest years and the next 12 months after the data. */
    'forecast-ds': z.array(month),
    'forecast-yhat': z.array(z.number()),
    'forecast-yhat_lower': z.array(z.number()),
    'forecast-yhat_upper': z.array(z.number()),
    /** R² of the forecast against the held-out years (the backtest), not of the fit. */
    rsquare: z.number(),
    /** The table rows: the next 12 months after the data. */
    forecast: z.array(forecastRowSchema),
    model: rainfallModelInfoSchema,
  })
  .meta({ id: 'SubdivisionForecast' });
export type SubdivisionForecast = z.infer<typeof subdivisionForecastSchema>;

export const weatherPredictedResponseSchema = z.object({ status: z.literal('success'), subdivisions: z.array(subdivisionForecastSchema) });
export type WeatherPredictedResponse = z.infer<typeof weatherPredictedResponseSchema>;

/** forecasts.rainfallFuture: monthly forecast from the month after the data up to `future_date`. */
export const weatherFutureRequestSchema = z.object({
  subdivisions: z.array(z.string().trim().min(1).max(100)).min(1).max(40),
  /** yyyy-mm-dd; must not be in the past (Asia/Kolkata) and at most 50 years after the data ends. */
  future_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date yyyy-mm-dd'),
});
export const subdivisionFutureSchema = z.object({
  subdivision: z.string(),
  'future_forecast-ds': z.array(month),
  'future_forecast-yhat': z.array(z.number()),
  'future_forecast-yhat_lower': z.array(z.number()),
  'future_forecast-yhat_upper': z.array(z.number()),
});
export const weatherFutureResponseSchema = z.object({ status: z.literal('success'), subdivisions: z.array(subdivisionFutureSchema) });
export type WeatherFutureResponse = z.infer<typeof weatherFutureResponseSchema>;

// ---------------------------------------------------------------- yield (spec 2.18, 3, 7)

export const DEFAULT_YIELD_CROP = 'Soyabean';

/** forecasts.yieldCrops (extension): crops with production data. */
export const yieldCropsResponseSchema = z.object({ status: z.literal('success'), crops: z.array(z.string()) });

export const yieldStateRequestSchema = z.object({ Crop: z.string().trim().min(1).max(100) });
export const yieldDistrictRequestSchema = yieldStateRequestSchema.extend({ State: z.string().trim().min(1).max(100) });
export const yieldPredictionRequestSchema = yieldDistrictRequestSchema.extend({ District: z.string().trim().min(1).max(100) });

export const yieldStatesResponseSchema = z.object({ status: z.literal('success'), crop_type_state_data: z.array(z.string()) });
export const yieldDistrictsResponseSchema = z.object({ status: z.literal('success'), crop_type_district_data: z.array(z.string()) });

/** Production in tonnes (as the source; the screen shows thousands of tonnes). */
export const yieldPointSchema = z.object({ Crop_Year: z.number().int(), Production: z.number() });
export const yieldFuturePointSchema = yieldPointSchema.extend({ lower: z.number(), upper: z.number() });
/** A past year (extension): its area sown (ha) and yield per hectare (t/ha), null when a season of it has no area. */
export const yieldHistoryPointSchema = yieldPointSchema.extend({
  Area: z.number().nullable().optional(),
  Yield: z.number().nullable().optional(),
});

export const yieldPredictionResponseSchema = z
  .object({
    status: z.literal('success'),
    historical_data: z.array(yieldHistoryPointSchema),
    future_data: z.array(yieldFuturePointSchema),
    model: z.object({
      method: z.string(),
      /** With the method yield_per_ha (extension): the area sown it assumes (the last year's, ha) and the yield per hectare (t/ha). */
      basis: z.object({ area: z.number(), yield_per_ha: z.number() }).optional(),
      /** Rolling-origin backtest on the last years of this series (never a random split). */
      backtest: z.object({ years: z.number().int(), mape: z.number().nullable(), mape_last_value: z.number().nullable() }),
      interval: z.number(),
    }),
  })
  .meta({ id: 'YieldPrediction' });
export type YieldPredictionResponse = z.infer<typeof yieldPredictionResponseSchema>;
