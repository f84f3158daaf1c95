import {
  errorResponseSchema,
  fertilizerAdviceRequestSchema,
  fertilizerAdviceResponseSchema,
  fertilizerPredictionRequestSchema,
  fertilizerPredictionResponseSchema,
  latestPromptResponseSchema,
  modelReportResponseSchema,
  predictionLogQuerySchema,
  predictionLogResponseSchema,
  recommendCropRequestSchema,
  recommendCropResponseSchema,
  recommendationCropRequestSchema,
  recommendationCropResponseSchema,
  shcConfirmRequestSchema,
  shcFieldsSchema,
  shcResponseSchema,
} from '@agrim/contracts';
import { modelCard, predictCrop } from '@agrim/ml';
import { z } from 'zod';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';
import type { AdviceService } from './advice.service.js';
import type { FertilizerService } from './fertilizer.service.js';
import type { ShcService } from './shc.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export interface RecommendationDeps {
  fertilizer: FertilizerService;
  advice: AdviceService;
  cards: ShcService;
  devices: DeviceService;
  queries: ReadingQueryService;
  reportUrl: string | null;
}

export function recommendationRoutes(app: FastifyZodInstance, d: RecommendationDeps) {
  app.post(
    '/api/v1/ai/recommend_crop',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'The crop that suits these soil and weather values, the three best with probabilities, and what drove the answer',
        body: recommendCropRequestSchema,
        response: { 200: recommendCropResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, ...predictCrop(request.body) }),
  );

  app.post(
    '/api/v1/ai/recommendation_crop',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: "Crop recommendation for the body's values and for the caller's latest sensor reading",
        description:
          "The device prediction uses the latest reading of the caller's device (or `deviceId`); probes do not measure rainfall, so it takes the body's.",
        body: recommendationCropRequestSchema,
        response: { 200: recommendationCropResponseSchema, ...errors },
      },
    },
    async (request) => {
      const b = request.body;
      const user = predictCrop({
        N: b.nitrogen,
        P: b.phosphorus,
        K: b.potassium,
        temperature: b.temperature,
        humidity: b.humidity,
        ph: b.ph,
        rainfall: b.rainfall,
      });
      const latest = await latestReadingOf(d, callerOf(request), b.deviceId);
      const reading = latest?.reading;
      const display = reading
        ? {
            device_id: latest.deviceId,
            timestamp: reading.timestamp,
            nitrogen: reading.nitrogen,
            phosphorus: reading.phosphorus,
            potassium: reading.potassium,
            temperature: reading.temperature,
            humidity: reading.humidity,
            ph: reading.ph,
            rainfall: b.rainfall,
          }
        : null;
      const device =
        display &&
        predictCrop({
          N: display.nitrogen,
          P: display.phosphorus,
          K: display.potassium,
          temperature: display.temperature,
          humidity: display.humidity,
          ph: display.ph,
          rainfall: display.rainfall,
        });
      return { status: 'success' as const, predicted_crops_user: user, predicted_crops_device: device, df_db_display: display };
    },
  );

  app.get(
    '/api/v1/ml/models',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'The model cards of the crop and fertilizer models (data, evaluation, confusion matrix, feature importance)',
        response: { 200: modelReportResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, cards: [modelCard('crop'), modelCard('fertilizer')], report_url: d.reportUrl }),
  );

  app.post(
    '/agri/fertilizer/recommendation/id',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'The fertilizer (as its N-P-K grade) for these values; the prediction is stored and its id returned',
        body: fertilizerPredictionRequestSchema,
        response: { 200: fertilizerPredictionResponseSchema, ...errors },
      },
    },
    async (request) => d.fertilizer.predict(callerOf(request), request.body),
  );

  app.post(
    '/agri/fertilizer/recommendation/gpt',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'Fertilizer advice in English or Hindi (markdown): ratings, doses, products, timing, water, corrections, sources',
        description: 'Probe values are mg/kg (converted to kg/ha ×2.24); conductivity µS/cm.',
        body: fertilizerAdviceRequestSchema,
        response: { 200: fertilizerAdviceResponseSchema, ...errors },
      },
    },
    async (request) => {
      const advice = await d.advice.forReadings(request.body);
      return { status: 'success' as const, language: request.body.language, ...advice };
    },
  );

  app.get(
    '/get/latest/prompt',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'The advice template (and the rephrasing instructions when an LLM is configured)',
        response: { 200: latestPromptResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'Success' as const, prompt: d.advice.prompt() }),
  );

  app.get(
    '/api/v1/fertilizer/predictions',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'The log of fertilizer predictions, newest first, with filters',
        querystring: predictionLogQuerySchema,
        response: { 200: predictionLogResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await d.fertilizer.log(request.query)) }),
  );

  app.post(
    '/api/v1/fert/prediction/shc',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'Read a Soil Health Card photo (OCR, offline) and advise from its values',
        description:
          'multipart/form-data: `file` (JPEG, PNG or WebP), `language` (english | hindi), `crop_type`, `soil_type`. ' +
          'A photo in which no card values can be read answers 422. The photo is not kept.',
        consumes: ['multipart/form-data'],
        response: {
          200: shcResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the card as multipart/form-data with a `file` field.');
      const body = await readMultipart(request);
      const fields = shcFieldsSchema.safeParse(body.fields);
      if (!fields.success) {
        throw new AppError('VALIDATION_FAILED', fields.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      }
      const file = body.files.find((f) => f.field === 'file');
      if (!file) throw new AppError('VALIDATION_FAILED', 'file: choose a photo of the Soil Health Card.');
      return { success: true as const, data: await d.cards.read(callerOf(request), file, fields.data) };
    },
  );

  app.post(
    '/api/v1/fert/prediction/shc/values',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'Advice from Soil Health Card values typed by hand (when the photo cannot be read)',
        body: shcConfirmRequestSchema,
        response: { 200: shcResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await d.cards.enter(callerOf(request), request.body) }),
  );

  app.post(
    '/api/v1/fert/prediction/shc/:id/confirm',
    {
      schema: {
        tags: ['crop and fertilizer'],
        summary: 'Correct the values read from a card and get the final advice',
        params: z.object({ id: z.uuid() }),
        body: shcConfirmRequestSchema,
        response: { 200: shcResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await d.cards.confirm(callerOf(request), request.params.id, request.body) }),
  );
}

async function latestReadingOf(d: RecommendationDeps, caller: ReturnType<typeof callerOf>, deviceId?: string) {
  try {
    const device = await d.devices.resolve(caller, deviceId);
    const reading = await d.queries.latest(device.id);
    return reading && { deviceId: device.id, reading };
  } catch (err) {
    // A caller with no device (or another's device id) simply has no device prediction.
    if (err instanceof AppError && err.code === 'NOT_FOUND' && !deviceId) return null;
    throw err;
  }
}
