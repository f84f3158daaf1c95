import {
  errorResponseSchema,
  imageModelsQuerySchema,
  imageModelsResponseSchema,
  TRAINING_MIN_IMAGES_PER_CLASS,
  TRAINING_ZIP_MAX_BYTES,
  trainingJobResponseSchema,
  trainingJobsResponseSchema,
  trainingRequestFieldsSchema,
} from '@agrim/contracts';
import { z } from 'zod';
import { callerOf } from '../access/guard.js';
import type { AuditService } from '../audit/audit.service.js';
import { AppError } from '../http/errors.js';
import type { FastifyZodInstance } from '../http/types.js';
import { describeModel, type ImageModelRegistry } from './modelRegistry.js';
import type { TrainingService } from './training.service.js';
import { receiveTrainingZip } from './trainingUpload.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

const removedResponseSchema = z.object({ status: z.literal('success'), id: z.string() });

export interface ImageModelRouteDeps {
  registry: ImageModelRegistry;
  training: TrainingService;
  audit: AuditService;
  /** Largest training zip accepted (default TRAINING_ZIP_MAX_BYTES). */
  maxZipBytes?: number;
}

export function imageModelRoutes(
  app: FastifyZodInstance,
  { registry, training, audit, maxZipBytes = TRAINING_ZIP_MAX_BYTES }: ImageModelRouteDeps,
) {
  app.get(
    '/api/v1/ml/image-models',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'The image models installed for a task (or all tasks): built-in, trained and ONNX drop-ins, with their cards',
        description: 'Only models that load are listed; `default` marks the one a call that names no model uses.',
        querystring: imageModelsQuerySchema,
        response: { 200: imageModelsResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, models: (await registry.models(request.query.task)).map(describeModel) }),
  );

  app.post(
    '/api/v1/ml/image-models/train',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'Train an image model from a zip of class-named folders of photos (runs in the background)',
        description:
          `multipart/form-data: \`task\`, \`name\` (unique among the task's models) and \`file\`, a zip of at most ${Math.round(maxZipBytes / 1048576)} MB ` +
          `with one folder per class (one enclosing folder is fine), at least 2 classes of at least ${TRAINING_MIN_IMAGES_PER_CLASS} JPEG, PNG or WebP photos. ` +
          'Other files are skipped; unsafe paths and links are ignored. Answers 202 with the queued job: poll GET /api/v1/ml/image-models/jobs/{id}. ' +
          'Too few photos: 422; a zip that unpacks too large: 413; a name in use: 409; ' +
          'the account already has its limit of trainings queued or running, or the training queue is full: 429 with Retry-After.',
        consumes: ['multipart/form-data'],
        response: {
          202: trainingJobResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const upload = await receiveTrainingZip(request, maxZipBytes);
      try {
        const fields = trainingRequestFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          throw new AppError('VALIDATION_FAILED', fields.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
        }
        const job = await training.submit(callerOf(request), fields.data, upload.zipPath);
        return reply.code(202).send({ status: 'accepted' as const, job });
      } finally {
        await upload.cleanup();
      }
    },
  );

  app.get(
    '/api/v1/ml/image-models/jobs',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'The training jobs, newest first (the last 100)',
        response: { 200: trainingJobsResponseSchema, ...errors },
      },
    },
    async () => ({ status: 'success' as const, jobs: await training.list() }),
  );

  app.get(
    '/api/v1/ml/image-models/jobs/:id',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'One training job: queued, running (with its progress), succeeded (with the model id) or failed (with the reason)',
        params: z.object({ id: z.uuid() }),
        response: { 200: trainingJobResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, job: await training.get(request.params.id) }),
  );

  app.delete(
    '/api/v1/ml/image-models/:id',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'Uninstall a trained or ONNX image model',
        description: 'Built-in models cannot be removed (409).',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: removedResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
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
  );
}
