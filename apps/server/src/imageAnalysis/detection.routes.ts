import {
  classifierResponseSchema,
  errorResponseSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  type ImageTask,
  modelFieldSchema,
  soilTestAnalysisResponseSchema,
  soilTypeResponseSchema,
  soybeanDiseaseResponseSchema,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { ImageAnalysisService } from './analysis.service.js';
import { classifierAnswer, soilTypeAnswer, soybeanDiseaseAnswer } from './answers.js';
import { readPhotoUpload } from './photo.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  // Each account's photos wait their turn; too many at once from one account (or in all) is a 429.
  429: errorResponseSchema,
};

const MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
const PHOTO = `multipart/form-data: \`file\`, a JPEG, PNG or WebP photo (checked by its content, at most ${MB} MB and 48 megapixels).`;
const KEPT =
  'The photo is kept without its metadata (EXIF, GPS) with the answer; `analysis.record_id` names the record. ' +
  'When the model is not sure (the photo is unlike its training photos, or the best class is under the confidence threshold) ' +
  'the label says "Not sure" and `analysis.best_guess` has the best class. No model for the task: 409, with how to add one.';
const MODEL_FIELD =
  'Optional text field `model`: an installed model’s id or name (any case; GET /api/v1/ml/image-models lists them); unknown: 404.';

function modelField(fields: Record<string, string>): string | undefined {
  const parsed = modelFieldSchema.safeParse(fields.model === '' ? undefined : fields.model);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', `model: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

export function detectionRoutes(app: FastifyZodInstance, analysis: ImageAnalysisService) {
  const analyse = async (request: Parameters<typeof callerOf>[0], task: ImageTask, withModel: boolean) => {
    const upload = await readPhotoUpload(request);
    return analysis.analyse(callerOf(request), task, upload, withModel ? modelField(upload.fields) : undefined);
  };

  app.post(
    '/get/soil/type/predict',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'The soil type in a photo of soil, with the crops it suits and the states where it is found',
        description: `${PHOTO} ${KEPT} \`crops\` and \`state_info\` are English and comma separated; \`soil\` has both languages and the sources.`,
        consumes: ['multipart/form-data'],
        response: { 200: soilTypeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const a = await analyse(request, 'soil-type', false);
      return soilTypeAnswer(a.model.classifier, a.prediction, a.recordId);
    },
  );

  app.post(
    '/get/soil/test/analysis',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'The text of a photographed soil test report, read offline (English and Hindi)',
        description: `${PHOTO} \`extracted\` has the lines read, separated by "\\n". A photo with no readable text: 422; the reader busy: 429. The photo is not kept.`,
        consumes: ['multipart/form-data'],
        response: { 200: soilTestAnalysisResponseSchema, 422: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const upload = await readPhotoUpload(request);
      const text = await analysis.readText(callerOf(request), upload);
      return { status: 'success' as const, extracted: text.lines.join('\n'), ocr_confidence: text.confidence };
    },
  );

  app.post(
    '/get/soyabean/disease/prediction',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'The disease on a photographed soybean leaf (or Healthy), with each class’s probability and what to do',
        description: `${PHOTO} ${KEPT} \`confidence\` is in percent; \`advice\` is null when not sure.`,
        consumes: ['multipart/form-data'],
        response: { 200: soybeanDiseaseResponseSchema, ...errors },
      },
    },
    async (request) => {
      const a = await analyse(request, 'soybean-leaf', false);
      return soybeanDiseaseAnswer(a.model.classifier, a.prediction, a.recordId);
    },
  );

  app.post(
    '/get/tomato/disease/prediction',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'The disease on a photographed tomato leaf, with the class probabilities and what to do',
        description: `${PHOTO} ${MODEL_FIELD} ${KEPT} \`confidence\` is 0..1; \`predictions\` is one row of probabilities in \`class_labels\` order.`,
        consumes: ['multipart/form-data'],
        response: { 200: classifierResponseSchema, ...errors },
      },
    },
    async (request) => {
      const a = await analyse(request, 'tomato-leaf', true);
      return classifierAnswer(a.model.classifier, a.prediction, a.recordId, 'tomato');
    },
  );

  app.post(
    '/get/soyabean/seed/prediction',
    {
      schema: {
        tags: ['image analysis'],
        summary: 'The quality class of photographed soybean seeds, by an installed seed model',
        description:
          `${PHOTO} ${MODEL_FIELD} ${KEPT} There is no built-in seed model: an Admin trains one from a zip of class-named ` +
          'folders (POST /api/v1/ml/image-models/train) or installs an ONNX model; until then this answers 409.',
        consumes: ['multipart/form-data'],
        response: { 200: classifierResponseSchema, ...errors },
      },
    },
    async (request) => {
      const a = await analyse(request, 'seed-quality', true);
      return classifierAnswer(a.model.classifier, a.prediction, a.recordId, null);
    },
  );
}
