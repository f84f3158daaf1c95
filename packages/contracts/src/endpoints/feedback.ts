import { endpoint, errorResponses } from '../endpoint.js';
import {
  approvalRequestSchema,
  approvalResponseSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  EXPORT_SKIPPED_HEADER,
  feedbackCreatedSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  MAX_FEEDBACK_FILES,
} from '../feedback.js';
import { ADMIN_ROLES, EXPERT_ROLES, STAFF_ROLES } from '../roles.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['expert feedback'];
// Expert feedback loop (issue 6). Experts give feedback and see only their own; only Admin and
// superAdmin read everyone's, decide and export (spec 6).

/** The Expert feedback loop on fertilizer predictions (server: `apps/server/src/feedback/`). */
export const feedback = {
  submit: endpoint({
    method: 'POST',
    path: '/fertilizer/recommendation/expert/feedback',
    tags,
    summary: "An Expert's feedback on a stored fertilizer prediction, with reference files",
    description:
      'multipart/form-data: `prediction_id`, `rating` (1–10), `ratingReason`, `confidenceLevel` (Low | Medium | High), ' +
      '`suggestedNpk` (N-P-K numbers, optional), `AgroZone` (one of the 32 regions; required with a suggested N-P-K), ' +
      `\`Season\` (optional), and up to ${MAX_FEEDBACK_FILES} \`files\`: JPEG, PNG, WebP, PDF, CSV, TXT, XLSX or DOCX, ` +
      'checked by content. One feedback per Expert and prediction (a second is 409). Answers 201. ' +
      'With an `Idempotency-Key` header a repeat within 72 hours gets the first answer; the same key with other fields or files: 422.',
    consumes: ['multipart/form-data'],
    response: { 201: feedbackCreatedSchema, ...errors, ...errorResponses(413, 415, 422) },
    access: { roles: EXPERT_ROLES, owner: 'oneFeedbackPerPrediction' },
  }),
  listOwn: endpoint({
    method: 'GET',
    path: '/fertilizer/recommendation/get/expert/feedback/uid',
    tags,
    summary: "The signed-in Expert's own feedback, newest first, server-paged",
    query: feedbackListQuerySchema,
    response: { 200: feedbackListResponseSchema, ...errors },
    access: { roles: EXPERT_ROLES, owner: 'ownFeedback' },
  }),
  list: endpoint({
    method: 'GET',
    path: '/fertilizer/recommendation/get/expert/feedback',
    tags,
    summary: "Every Expert's feedback, newest first, server-paged",
    query: feedbackListQuerySchema,
    response: { 200: feedbackListResponseSchema, ...errors },
    access: { roles: ADMIN_ROLES },
  }),
  decide: endpoint({
    method: 'POST',
    path: '/feedback/approval',
    tags,
    summary: 'Approve or reject a pending feedback (once; a second decision is 409)',
    body: approvalRequestSchema,
    response: { 200: approvalResponseSchema, ...errors },
    access: { roles: ADMIN_ROLES, owner: 'recordedAsDecider' },
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/fertilizer/recommendation/feedback/dashboard',
    tags,
    summary: 'Overview counts and per-day graphs of feedback and predictions for Today, Week, Month or All',
    description:
      "Days and periods are Asia/Kolkata: Today since midnight, Week the last 7 days, Month the last 30. An Expert's feedback figures are their own; predictions are everyone's.",
    query: dashboardQuerySchema,
    response: { 200: dashboardResponseSchema, ...errors },
    access: { roles: STAFF_ROLES, owner: 'expertOwnFigures' },
  }),
  export: endpoint({
    method: 'GET',
    path: '/fertilizer/recommendation/feedback/export.csv',
    tags,
    summary: 'Approved corrections as labelled rows of the fertilizer training file (CSV)',
    description:
      'Header `Temparature,Humidity ,Moisture,Soil Type,Crop Type,Nitrogen,Potassium,Phosphorous,Fertilizer Name`, CRLF lines: ' +
      "each approved feedback with a suggested N-P-K, the prediction's inputs labelled with the product of that grade. " +
      `Suggestions that are none of the 7 grades are left out and counted in \`${EXPORT_SKIPPED_HEADER}\`. ` +
      'Train with `npm run ml -- train fertilizer --feedback <file>`.',
    produces: ['text/csv'],
    response: { ...errors },
    access: { roles: ADMIN_ROLES },
  }),
};
