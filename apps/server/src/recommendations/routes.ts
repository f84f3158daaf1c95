import { endpoints, IDEMPOTENT_REPLAYED_HEADER, shcFieldsSchema } from '@agrim/contracts';
import { modelCard, predictCrop } from '@agrim/ml';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import type { IdempotencyKeys } from '../http/idempotency.js';
import { readMultipart } from '../http/multipart.js';
import { registerRoutes } from '../http/routes.js';
import { registerRecordChecks } from '../access/records.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { DeviceService } from '../sensors/devices.service.js';
import type { ReadingQueryService } from '../sensors/query.service.js';
import type { AdviceService } from './advice.service.js';
import { rejectInvalidCardBody } from './cardValidation.js';
import { recommendCropWithDevice } from './cropWithDevice.js';
import type { FertilizerService } from './fertilizer.service.js';
import { cardChecks, ownCardReading } from './records.js';
import type { ShcService } from './shc.service.js';

export interface RecommendationDeps {
  fertilizer: FertilizerService;
  advice: AdviceService;
  cards: ShcService;
  devices: DeviceService;
  queries: ReadingQueryService;
  reportUrl: string | null;
  idempotency: IdempotencyKeys;
}

export function recommendationRoutes(app: FastifyZodInstance, d: RecommendationDeps) {
  registerRecordChecks(app, cardChecks(d.cards));
  registerRoutes(app, endpoints.recommendations, {
    crop: async (request) => ({ status: 'success' as const, ...predictCrop(request.body) }),
    cropWithDevice: async (request) => recommendCropWithDevice(d, callerOf(request), request.body),
    models: async () => ({ status: 'success' as const, cards: [modelCard('crop'), modelCard('fertilizer')], report_url: d.reportUrl }),
    fertilizer: async (request) => d.fertilizer.predict(callerOf(request), request.body),
    advice: async (request) => {
      const advice = await d.advice.forReadings(request.body);
      return { status: 'success' as const, language: request.body.language, ...advice };
    },
    prompt: async () => ({ status: 'Success' as const, prompt: d.advice.prompt() }),
    predictions: async (request) => ({ status: 'success' as const, ...(await d.fertilizer.log(request.query)) }),
    // A farmer's card photo kept offline is sent with an Idempotency-Key (issue 39): a resend after a
    // lost answer gets the first reading back, and no second reading is stored.
    readCard: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the card as multipart/form-data with a `file` field.');
      // One photo and the three fields the form sends; the OCR place is taken before the photo is read.
      const body = await readMultipart(request, { files: 1, fields: 3, queue: d.cards.ocr });
      const fields = shcFieldsSchema.safeParse(body.fields);
      if (!fields.success) {
        throw new AppError('VALIDATION_FAILED', fields.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      }
      const file = body.files.find((f) => f.field === 'file');
      if (!file) throw new AppError('VALIDATION_FAILED', 'file: choose a photo of the Soil Health Card.');
      const caller = callerOf(request);
      const done = await d.idempotency.once(request, caller.userId, { photo: file.bytes, fields: body.fields }, async () => ({
        status: 200,
        body: { success: true as const, data: await d.cards.read(caller, file, fields.data, body.slot) },
      }));
      if (done.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true');
      return reply.code(200).send(done.body as never);
    },
    enterCard: {
      options: { attachValidation: true },
      handler: async (request) => {
        rejectInvalidCardBody(request);
        return { success: true as const, data: await d.cards.enter(callerOf(request), request.body) };
      },
    },
    confirmCard: {
      // The guard's ownCardReading check runs first (an id not of the caller's cards is 404, as if absent).
      options: { attachValidation: true },
      handler: async (request) => {
        rejectInvalidCardBody(request);
        return { success: true as const, data: await d.cards.confirm(callerOf(request), ownCardReading.of(request), request.body) };
      },
    },
  });
}
