import {
  AGRO_REGION_NAMES,
  approvalRequestSchema,
  approvalResponseSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  errorResponseSchema,
  EXPORT_SKIPPED_HEADER,
  FEEDBACK_SUCCESS_MESSAGE,
  feedbackCreatedSchema,
  feedbackFieldsSchema,
  feedbackListQuerySchema,
  feedbackListResponseSchema,
  kolkataDay,
  MAX_FEEDBACK_FILES,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import { readMultipart } from '../http/multipart.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { FeedbackService, Upload } from './feedback.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const TAGS = ['expert feedback'];

export function feedbackRoutes(app: FastifyZodInstance, feedback: FeedbackService) {
  app.post(
    '/fertilizer/recommendation/expert/feedback',
    {
      schema: {
        tags: TAGS,
        summary: "An Expert's feedback on a stored fertilizer prediction, with reference files",
        description:
          'multipart/form-data: `prediction_id`, `rating` (1–10), `ratingReason`, `confidenceLevel` (Low | Medium | High), ' +
          '`suggestedNpk` (N-P-K numbers, optional), `AgroZone` (one of the 32 regions; required with a suggested N-P-K), ' +
          `\`Season\` (optional), and up to ${MAX_FEEDBACK_FILES} \`files\`: JPEG, PNG, WebP, PDF, CSV, TXT, XLSX or DOCX, ` +
          'checked by content. One feedback per Expert and prediction (a second is 409). Answers 201.',
        consumes: ['multipart/form-data'],
        response: { 201: feedbackCreatedSchema, ...errors, 413: errorResponseSchema, 415: errorResponseSchema },
      },
    },
    async (request, reply) => {
      let fields: unknown = request.body ?? {};
      const uploads: Upload[] = [];
      if (request.isMultipart()) {
        const body = await readMultipart(request);
        fields = body.fields;
        for (const file of body.files) {
          if (file.field !== 'files') throw new AppError('VALIDATION_FAILED', `${file.field}: send reference files as \`files\`.`);
          uploads.push({ filename: file.filename, bytes: file.bytes });
        }
      }
      const parsed = feedbackFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
      }
      if (parsed.data.suggestedNpk && !(AGRO_REGION_NAMES as readonly string[]).includes(parsed.data.AgroZone)) {
        throw new AppError('VALIDATION_FAILED', 'AgroZone: must be one of the 32 agro-climatic regions.');
      }
      const id = await feedback.submit(callerOf(request), parsed.data, uploads);
      return reply.code(201).send({ status: 'success', message: FEEDBACK_SUCCESS_MESSAGE, id });
    },
  );

  app.get(
    '/fertilizer/recommendation/get/expert/feedback/uid',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in Expert's own feedback, newest first, server-paged",
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await feedback.list({ ownerId: callerOf(request).userId }, request.query)) }),
  );

  app.get(
    '/fertilizer/recommendation/get/expert/feedback',
    {
      schema: {
        tags: TAGS,
        summary: "Every Expert's feedback, newest first, server-paged",
        querystring: feedbackListQuerySchema,
        response: { 200: feedbackListResponseSchema, ...errors },
      },
    },
    async (request) => ({ status: 'success' as const, ...(await feedback.list({}, request.query)) }),
  );

  app.post(
    '/feedback/approval',
    {
      schema: {
        tags: TAGS,
        summary: 'Approve or reject a pending feedback (once; a second decision is 409)',
        body: approvalRequestSchema,
        response: { 200: approvalResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await feedback.decide(callerOf(request), request.body.feedback_id, request.body.status),
    }),
  );

  app.get(
    '/fertilizer/recommendation/feedback/dashboard',
    {
      schema: {
        tags: TAGS,
        summary: 'Overview counts and per-day graphs of feedback and predictions for Today, Week, Month or All',
        description:
          "Days and periods are Asia/Kolkata: Today since midnight, Week the last 7 days, Month the last 30. An Expert's feedback figures are their own; predictions are everyone's.",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const scope = caller.role === 'Expert' ? { ownerId: caller.userId } : {};
      return { status: 'success' as const, data: await feedback.dashboard(scope, request.query.date_filter) };
    },
  );

  app.get(
    '/fertilizer/recommendation/feedback/export.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'Approved corrections as labelled rows of the fertilizer training file (CSV)',
        description:
          'Header `Temparature,Humidity ,Moisture,Soil Type,Crop Type,Nitrogen,Potassium,Phosphorous,Fertilizer Name`, CRLF lines: ' +
          "each approved feedback with a suggested N-P-K, the prediction's inputs labelled with the product of that grade. " +
          `Suggestions that are none of the 7 grades are left out and counted in \`${EXPORT_SKIPPED_HEADER}\`. ` +
          'Train with `npm run ml -- train fertilizer --feedback <file>`.',
        produces: ['text/csv'],
        response: { ...errors },
      },
    },
    async (_request, reply) => {
      const { csv, rows, skipped } = await feedback.trainingCsv();
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="fertilizer-expert-feedback-${kolkataDay(new Date())}.csv"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .header('x-exported-rows', String(rows))
        .header(EXPORT_SKIPPED_HEADER.toLowerCase(), String(skipped))
        .send(csv as never);
    },
  );
}
