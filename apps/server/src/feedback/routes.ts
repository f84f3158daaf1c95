import {
  AGRO_REGION_NAMES,
  endpoints,
  EXPORT_SKIPPED_HEADER,
  FEEDBACK_SUCCESS_MESSAGE,
  feedbackFieldsSchema,
  IDEMPOTENT_REPLAYED_HEADER,
  kolkataDay,
} from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { AppError } from '../http/errors.js';
import type { IdempotencyKeys } from '../http/idempotency.js';
import { readMultipart } from '../http/multipart.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import type { FeedbackService, Upload } from './feedback.service.js';

export function feedbackRoutes(app: FastifyZodInstance, feedback: FeedbackService, idempotency: IdempotencyKeys) {
  registerRoutes(app, endpoints.feedback, {
    submit: async (request, reply) => {
      let fields: unknown = request.body ?? {};
      const uploads: Upload[] = [];
      if (request.isMultipart()) {
        // Up to 5 reference files and the seven fields of feedbackFieldsSchema.
        const body = await readMultipart(request, { files: 5, fields: 7 });
        fields = body.fields;
        for (const file of body.files) {
          if (file.field !== 'files') throw new AppError('VALIDATION_FAILED', `${file.field}: send reference files as \`files\`.`);
          uploads.push({ filename: file.filename, bytes: file.bytes });
        }
      }
      const caller = callerOf(request);
      // A phone that queued the feedback offline may send it twice (issue 24): a repeat of a key gets the first answer.
      const content = { fields, files: uploads.map((u) => u.bytes) };
      const answer = await idempotency.once(request, caller.userId, content, async () => {
        const parsed = feedbackFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          throw new AppError('VALIDATION_FAILED', parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
        }
        if (parsed.data.suggestedNpk && !(AGRO_REGION_NAMES as readonly string[]).includes(parsed.data.AgroZone)) {
          throw new AppError('VALIDATION_FAILED', 'AgroZone: must be one of the 32 agro-climatic regions.');
        }
        const id = await feedback.submit(caller, parsed.data, uploads);
        return { status: 201, body: { status: 'success', message: FEEDBACK_SUCCESS_MESSAGE, id } };
      });
      if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER.toLowerCase(), 'true');
      return reply.code(answer.status as 201).send(answer.body as never);
    },
    listOwn: async (request) => ({
      status: 'success' as const,
      ...(await feedback.list({ ownerId: callerOf(request).userId }, request.query)),
    }),
    list: async (request) => ({ status: 'success' as const, ...(await feedback.list({}, request.query)) }),
    decide: async (request) => ({
      status: 'success' as const,
      data: await feedback.decide(callerOf(request), request.body.feedback_id, request.body.status),
    }),
    dashboard: async (request) => {
      const caller = callerOf(request);
      const scope = caller.role === 'Expert' ? { ownerId: caller.userId } : {};
      return { status: 'success' as const, data: await feedback.dashboard(scope, request.query.date_filter) };
    },
    export: async (_request, reply) => {
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
  });
}
