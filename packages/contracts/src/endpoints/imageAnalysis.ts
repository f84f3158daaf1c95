import { z } from 'zod';
import { endpoint, errorResponses } from '../endpoint.js';
import {
  classifierResponseSchema,
  IMAGE_UPLOAD_MAX_BYTES,
  imageModelRemovedResponseSchema,
  MAX_PHOTOS_PER_ANALYSIS,
  imageModelsQuerySchema,
  imageModelsResponseSchema,
  soilTestAnalysisResponseSchema,
  soilTypeResponseSchema,
  soybeanDiseaseResponseSchema,
  TRAINING_MIN_IMAGES_PER_CLASS,
  TRAINING_ZIP_MAX_BYTES,
  trainingJobResponseSchema,
  trainingJobsResponseSchema,
} from '../imageAnalysis.js';
import { ADMIN_ROLES } from '../roles.js';

// Each account's photos wait their turn; too many at once from one account (or in all) is a 429.
const photoErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
const errors = errorResponses(400, 401, 403, 404);
const tags = ['image analysis'];
const consumes = ['multipart/form-data'];
// Image analysis (issue 7): Admin screens (spec 2.1: soil type, soil test analyzer, disease, seeds).
const admins = { roles: ADMIN_ROLES };
const recorded = { roles: ADMIN_ROLES, owner: 'recordedAsCaller' } as const;

const MB = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);
const PHOTO = `multipart/form-data: \`file\`, a JPEG, PNG or WebP photo (checked by its content, at most ${MB} MB and 48 megapixels).`;
// Issue 23: the classifying calls take several photos of one sample and answer once.
const PHOTOS =
  `Up to ${MAX_PHOTOS_PER_ANALYSIS} photos of the same sample may be sent as repeated \`file\` fields (more: 400); the answer is then one, ` +
  'combined from the photos (the mean of their calibrated class probabilities; a photo that is not of the task is left out), ' +
  'and `analysis.photos` lists each photo’s own answer. One photo answers as before, without `analysis.photos`. ' +
  'With an `Idempotency-Key` header (photos kept on a phone while offline) a repeat within 72 hours gets the first answer and stores no second analysis; ' +
  'the same key with other photos or fields: 422.';
const KEPT =
  'The photo is kept without its metadata (EXIF, GPS) with the answer; `analysis.record_id` names the record. ' +
  'When the model is not sure (the photo is unlike its training photos, or the best class is under the confidence threshold) ' +
  'the label says "Not sure" and `analysis.best_guess` has the best class. No model for the task: 409, with how to add one.';
const MODEL_FIELD =
  'Optional text field `model`: an installed model’s id or name (any case; GET /api/v1/ml/image-models lists them); unknown: 404.';

/** Photo predictions and the image models behind them (server: `apps/server/src/imageAnalysis/`). */
export const imageAnalysis = {
  soilType: endpoint({
    method: 'POST',
    path: '/get/soil/type/predict',
    tags,
    summary: 'The soil type in a photo of soil, with the crops it suits and the states where it is found',
    description: `${PHOTO} ${PHOTOS} ${KEPT} \`crops\` and \`state_info\` are English and comma separated; \`soil\` has both languages and the sources.`,
    consumes,
    response: { 200: soilTypeResponseSchema, ...photoErrors, ...errorResponses(422) },
    access: recorded,
  }),
  soilTestText: endpoint({
    method: 'POST',
    path: '/get/soil/test/analysis',
    tags,
    summary: 'The text of a photographed soil test report, read offline (English and Hindi)',
    description: `${PHOTO} \`extracted\` has the lines read, separated by "\\n". A photo with no readable text: 422; the reader busy: 429. The photo is not kept.`,
    consumes,
    response: { 200: soilTestAnalysisResponseSchema, ...errorResponses(422), ...photoErrors },
    access: admins,
  }),
  soybeanDisease: endpoint({
    method: 'POST',
    path: '/get/soyabean/disease/prediction',
    tags,
    summary: 'The disease on a photographed soybean leaf (or Healthy), with each class’s probability and what to do',
    description: `${PHOTO} ${PHOTOS} ${KEPT} \`confidence\` is in percent; \`advice\` is null when not sure.`,
    consumes,
    response: { 200: soybeanDiseaseResponseSchema, ...photoErrors, ...errorResponses(422) },
    access: recorded,
  }),
  tomatoDisease: endpoint({
    method: 'POST',
    path: '/get/tomato/disease/prediction',
    tags,
    summary: 'The disease on a photographed tomato leaf, with the class probabilities and what to do',
    description: `${PHOTO} ${PHOTOS} ${MODEL_FIELD} ${KEPT} \`confidence\` is 0..1; \`predictions\` is one row of probabilities in \`class_labels\` order.`,
    consumes,
    response: { 200: classifierResponseSchema, ...photoErrors, ...errorResponses(422) },
    access: recorded,
  }),
  seedQuality: endpoint({
    method: 'POST',
    path: '/get/soyabean/seed/prediction',
    tags,
    summary: 'The quality class of photographed soybean seeds, by an installed seed model',
    description:
      `${PHOTO} ${PHOTOS} ${MODEL_FIELD} ${KEPT} There is no built-in seed model: an Admin trains one from a zip of class-named ` +
      'folders (POST /api/v1/ml/image-models/train) or installs an ONNX model; until then this answers 409.',
    consumes,
    response: { 200: classifierResponseSchema, ...photoErrors, ...errorResponses(422) },
    access: recorded,
  }),
  models: endpoint({
    method: 'GET',
    path: '/api/v1/ml/image-models',
    tags,
    summary: 'The image models installed for a task (or all tasks): built-in, trained and ONNX drop-ins, with their cards',
    description: 'Only models that load are listed; `default` marks the one a call that names no model uses.',
    query: imageModelsQuerySchema,
    response: { 200: imageModelsResponseSchema, ...errors },
    access: admins,
  }),
  train: endpoint({
    method: 'POST',
    path: '/api/v1/ml/image-models/train',
    tags,
    summary: 'Train an image model from a zip of class-named folders of photos (runs in the background)',
    description:
      `multipart/form-data: \`task\`, \`name\` (unique among the task's models) and \`file\`, a zip of at most ${Math.round(TRAINING_ZIP_MAX_BYTES / 1048576)} MB ` +
      `with one folder per class (one enclosing folder is fine), at least 2 classes of at least ${TRAINING_MIN_IMAGES_PER_CLASS} JPEG, PNG or WebP photos. ` +
      'Other files are skipped; unsafe paths and links are ignored. Answers 202 with the queued job: poll GET /api/v1/ml/image-models/jobs/{id}. ' +
      'Too few photos: 422; a zip that unpacks too large: 413; a name in use: 409; ' +
      'the account already has its limit of trainings queued or running, or the training queue is full: 429 with Retry-After.',
    consumes,
    response: { 202: trainingJobResponseSchema, ...errorResponses(409, 413, 415, 422, 429), ...errors },
    access: recorded,
  }),
  jobs: endpoint({
    method: 'GET',
    path: '/api/v1/ml/image-models/jobs',
    tags,
    summary: 'The training jobs, newest first (the last 100)',
    response: { 200: trainingJobsResponseSchema, ...errors },
    access: admins,
  }),
  job: endpoint({
    method: 'GET',
    path: '/api/v1/ml/image-models/jobs/:id',
    tags,
    summary: 'One training job: queued, running (with its progress), succeeded (with the model id) or failed (with the reason)',
    params: z.object({ id: z.uuid() }),
    response: { 200: trainingJobResponseSchema, ...errors },
    access: admins,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/v1/ml/image-models/:id',
    tags,
    summary: 'Uninstall a trained or ONNX image model',
    description: 'Built-in models cannot be removed (409).',
    params: z.object({ id: z.string().min(1).max(200) }),
    response: { 200: imageModelRemovedResponseSchema, ...errorResponses(409), ...errors },
    access: admins,
  }),
};
