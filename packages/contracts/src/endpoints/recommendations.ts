import { z } from 'zod';
import { endpoint, errorResponses } from '../endpoint.js';
import {
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
  shcResponseSchema,
} from '../recommendations.js';
import { ADMIN_ROLES, ROLES } from '../roles.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['crop and fertilizer'];
// Crop recommendation is an Admin screen (spec 2.1); so are its model cards and the prediction log.
const admin = { roles: ADMIN_ROLES };
// Every role has the fertilizer screen; a prediction is stored as the caller's.
const ANY_SIGNED_IN = ROLES;

const CARD_FORMS =
  'Cards print available P as P (normal 10–25 kg/ha) or P2O5 (23–57) and K as K (120–280) or K2O (145–337). `p_form` and ' +
  '`k_form` are the forms the user confirms; without them the printed normal level decides, else the usual card of the ' +
  "state of the caller's farm (or the national default). The answer's `forms_confirmed` is false while a form rests on such a default.";

/** Crop and fertilizer recommendations, model cards and Soil Health Cards (server: `apps/server/src/recommendations/`). */
export const recommendations = {
  crop: endpoint({
    method: 'POST',
    path: '/api/v1/ai/recommend_crop',
    tags,
    summary: 'The crop that suits these soil and weather values, the three best with probabilities, and what drove the answer',
    body: recommendCropRequestSchema,
    response: { 200: recommendCropResponseSchema, ...errors },
    access: admin,
  }),
  cropWithDevice: endpoint({
    method: 'POST',
    path: '/api/v1/ai/recommendation_crop',
    tags,
    summary: "Crop recommendation for the body's values and for the caller's latest sensor reading",
    description:
      "The device prediction uses the latest reading of the caller's device (or `deviceId`); probes do not measure rainfall, so it takes the body's.",
    body: recommendationCropRequestSchema,
    response: { 200: recommendationCropResponseSchema, ...errors },
    access: { ...admin, owner: 'ownDevice' },
  }),
  models: endpoint({
    method: 'GET',
    path: '/api/v1/ml/models',
    tags,
    summary: 'The model cards of the crop and fertilizer models (data, evaluation, confusion matrix, feature importance)',
    response: { 200: modelReportResponseSchema, ...errors },
    access: admin,
  }),
  fertilizer: endpoint({
    method: 'POST',
    path: '/agri/fertilizer/recommendation/id',
    tags,
    summary: 'The fertilizer (as its N-P-K grade) for these values; the prediction is stored and its id returned',
    body: fertilizerPredictionRequestSchema,
    response: { 200: fertilizerPredictionResponseSchema, ...errors },
    access: { roles: ANY_SIGNED_IN, owner: 'recordedAsCaller' },
  }),
  advice: endpoint({
    method: 'POST',
    path: '/agri/fertilizer/recommendation/gpt',
    tags,
    summary: 'Fertilizer advice in English or Hindi (markdown): ratings, doses, products, timing, water, corrections, sources',
    description: 'Probe values are mg/kg (converted to kg/ha ×2.24); conductivity µS/cm.',
    body: fertilizerAdviceRequestSchema,
    response: { 200: fertilizerAdviceResponseSchema, ...errors },
    access: { roles: ANY_SIGNED_IN },
  }),
  prompt: endpoint({
    method: 'GET',
    path: '/get/latest/prompt',
    tags,
    summary: 'The advice template (and the rephrasing instructions when an LLM is configured)',
    response: { 200: latestPromptResponseSchema, ...errors },
    access: { roles: ANY_SIGNED_IN },
  }),
  predictions: endpoint({
    method: 'GET',
    path: '/api/v1/fertilizer/predictions',
    tags,
    summary: 'The log of fertilizer predictions, newest first, with filters',
    query: predictionLogQuerySchema,
    response: { 200: predictionLogResponseSchema, ...errors },
    access: admin,
  }),
  readCard: endpoint({
    method: 'POST',
    path: '/api/v1/fert/prediction/shc',
    tags,
    summary: 'Read a Soil Health Card photo (OCR, offline) and advise from its values',
    description:
      'multipart/form-data: `file` (JPEG, PNG or WebP), `language` (english | hindi), `crop_type`, `soil_type`. ' +
      'Cards printed in English, Hindi or Marathi are read; a Marathi `language` reads a card in Marathi first. ' +
      'A photo in which no card values can be read answers 422. The photo is not kept.',
    consumes: ['multipart/form-data'],
    response: { 200: shcResponseSchema, ...errorResponses(413, 415, 422, 429), ...errors },
    access: { roles: ANY_SIGNED_IN, owner: 'recordedAsCaller' },
  }),
  enterCard: endpoint({
    method: 'POST',
    path: '/api/v1/fert/prediction/shc/values',
    tags,
    summary: 'Advice from Soil Health Card values typed by hand (when the photo cannot be read)',
    description: CARD_FORMS,
    body: shcConfirmRequestSchema,
    response: { 200: shcResponseSchema, ...errors },
    access: { roles: ANY_SIGNED_IN, owner: 'recordedAsCaller' },
  }),
  confirmCard: endpoint({
    method: 'POST',
    path: '/api/v1/fert/prediction/shc/:id/confirm',
    tags,
    summary: 'Correct the values read from a card and get the final advice',
    description: CARD_FORMS,
    params: z.object({ id: z.uuid() }),
    body: shcConfirmRequestSchema,
    response: { 200: shcResponseSchema, ...errors },
    access: { roles: ANY_SIGNED_IN, owner: 'ownCardReading' },
  }),
};
