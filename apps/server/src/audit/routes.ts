import {
  AUDIT_CSV_COLUMNS,
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  errorResponseSchema,
  kolkataDay,
} from '@agrim/contracts';
import type { FastifyZodInstance } from '../http/types.js';
import { kolkataTime } from '../lib/time.js';
import { csvChunks, sendCsv } from '../lib/csv.js';
import type { AuditService } from './audit.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };
const TAGS = ['audit'];
const FILTERS =
  '`action`: one action; `actor`: part of the actor’s email (any case; % and _ match themselves); ' +
  '`from`/`to`: Asia/Kolkata days, both included. System entries (start-up, command line, jobs) have no actor.';

/**
 * Reading the audit log (superAdmin). There is deliberately no route that changes it: entries are
 * written by the services where the actions happen, and the table itself refuses updates and deletes.
 */
export function auditRoutes(app: FastifyZodInstance, audit: AuditService) {
  app.get(
    '/api/v1/audit',
    {
      schema: {
        tags: TAGS,
        summary: 'Who did what and when: account creation and role changes, approvals, valve commands, soil test aborts, imports, models',
        description: `Newest first. ${FILTERS} Paging: pass the answer's \`nextBefore\` as \`before\` for the next page (null: no more).`,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/api/v1/audit.csv',
    {
      schema: {
        tags: TAGS,
        summary: 'The audit log as CSV (same filters, newest first, streamed)',
        description:
          `${FILTERS} RFC 4180 CSV (UTF-8, CRLF); text cells starting with = + - @, tab or CR are prefixed with '; ` +
          'times are ISO UTC with an Asia/Kolkata column beside them; `details` is JSON.',
        querystring: auditExportQuerySchema,
        produces: ['text/csv'],
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const pages = audit.pages(request.query);
      // The first page is read here, so a bad filter is still a 400 rather than a broken download.
      const first = await pages.next();
      async function* all() {
        if (first.done) return;
        yield first.value;
        yield* pages;
      }
      const chunks = csvChunks(AUDIT_CSV_COLUMNS, all(), (e) => [
        e.id,
        e.at,
        kolkataTime(new Date(e.at)),
        e.actorEmail,
        e.actorRole,
        e.actorId,
        e.action,
        e.targetType,
        e.targetId,
        JSON.stringify(e.details),
        e.ip,
        e.impersonatorEmail,
      ]);
      return sendCsv(reply, `agrim-audit-${kolkataDay(new Date())}.csv`, chunks);
    },
  );
}
