import { endpoints, IDEMPOTENT_REPLAYED_HEADER, type ImageTask } from '@agrim/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../access/guard.js';
import type { AuditService } from '../audit/audit.service.js';
import type { IdempotencyKeys } from '../http/idempotency.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { Analysis, ImageAnalysisService } from './analysis.service.js';
import { classifierAnswer, soilTypeAnswer, soybeanDiseaseAnswer } from './answers.js';
import { describeModel, type ImageModelRegistry } from './modelRegistry.js';
import { modelField, readPhotosUpload, readPhotoUpload } from './photo.js';
import type { TrainingService } from './training.service.js';
import { receiveTrainingZip, trainingFields } from './trainingUpload.js';

export interface ImageAnalysisRouteDeps {
  analysis: ImageAnalysisService;
  registry: ImageModelRegistry;
  training: TrainingService;
  audit: AuditService;
  idempotency: IdempotencyKeys;
}

export function imageAnalysisRoutes(app: FastifyZodInstance, { analysis, registry, training, audit, idempotency }: ImageAnalysisRouteDeps) {
  /**
   * Photos kept on a phone while offline are sent with an Idempotency-Key (issue 24): a repeat of a
   * key gets the first answer back, and no second analysis is stored.
   */
  const analyse = async (
    request: FastifyRequest,
    reply: FastifyReply,
    task: ImageTask,
    withModel: boolean,
    answer: (a: Analysis) => unknown,
  ) => {
    const upload = await readPhotosUpload(request, analysis.queues.images);
    const caller = callerOf(request);
    const content = { photos: upload.photos.map((p) => p.bytes), fields: upload.fields };
    const done = await idempotency.once(request, caller.userId, content, async () => {
      const a = await analysis.analyse(caller, task, upload, withModel ? modelField(upload.fields) : undefined);
      return { status: 200, body: answer(a) };
    });
    if (done.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true');
    return reply.code(200).send(done.body as never);
  };

  registerRoutes(app, endpoints.imageAnalysis, {
    soilType: (request, reply) => analyse(request, reply, 'soil-type', false, soilTypeAnswer),
    soilTestText: async (request) => {
      const upload = await readPhotoUpload(request, analysis.queues.ocr);
      const text = await analysis.readText(callerOf(request), upload);
      return { status: 'success' as const, extracted: text.lines.join('\n'), ocr_confidence: text.confidence };
    },
    soybeanDisease: (request, reply) => analyse(request, reply, 'soybean-leaf', false, soybeanDiseaseAnswer),
    tomatoDisease: (request, reply) => analyse(request, reply, 'tomato-leaf', true, (a) => classifierAnswer(a, 'tomato')),
    seedQuality: (request, reply) => analyse(request, reply, 'seed-quality', true, (a) => classifierAnswer(a, null)),
    models: async (request) => ({ status: 'success' as const, models: (await registry.models(request.query.task)).map(describeModel) }),
    train: async (request, reply) => {
      const upload = await receiveTrainingZip(request);
      try {
        const job = await training.submit(callerOf(request), trainingFields(upload.fields), upload.zipPath);
        return reply.code(202).send({ status: 'accepted' as const, job });
      } finally {
        await upload.cleanup();
      }
    },
    jobs: async () => ({ status: 'success' as const, jobs: await training.list() }),
    job: async (request) => ({ status: 'success' as const, job: await training.get(request.params.id) }),
    remove: async (request) => {
      // Recorded here: the registry is a folder of files and knows no callers.
      const removed = await registry.remove(request.params.id);
      await audit.record(callerOf(request), {
        action: 'model.deleted',
        targetType: 'image_model',
        targetId: removed.id,
        details: { task: removed.task, name: removed.name },
      });
      return { status: 'success' as const, id: removed.id };
    },
  });
}
