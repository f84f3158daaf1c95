import { endpoints, type ImageTask } from '@agrim/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../access/guard.js';
import type { AuditService } from '../audit/audit.service.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ImageAnalysisService } from './analysis.service.js';
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
}

export function imageAnalysisRoutes(app: FastifyZodInstance, { analysis, registry, training, audit }: ImageAnalysisRouteDeps) {
  const analyse = async (request: FastifyRequest, task: ImageTask, withModel: boolean) => {
    const upload = await readPhotosUpload(request);
    return analysis.analyse(callerOf(request), task, upload, withModel ? modelField(upload.fields) : undefined);
  };

  registerRoutes(app, endpoints.imageAnalysis, {
    soilType: async (request) => {
      const a = await analyse(request, 'soil-type', false);
      return soilTypeAnswer(a);
    },
    soilTestText: async (request) => {
      const upload = await readPhotoUpload(request);
      const text = await analysis.readText(callerOf(request), upload);
      return { status: 'success' as const, extracted: text.lines.join('\n'), ocr_confidence: text.confidence };
    },
    soybeanDisease: async (request) => {
      const a = await analyse(request, 'soybean-leaf', false);
      return soybeanDiseaseAnswer(a);
    },
    tomatoDisease: async (request) => {
      const a = await analyse(request, 'tomato-leaf', true);
      return classifierAnswer(a, 'tomato');
    },
    seedQuality: async (request) => {
      const a = await analyse(request, 'seed-quality', true);
      return classifierAnswer(a, null);
    },
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
