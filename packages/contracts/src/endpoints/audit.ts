import { auditExportQuerySchema, auditPageSchema, auditQuerySchema } from '../audit.js';
import { endpoint, errorResponses } from '../endpoint.js';

const errors = errorResponses(400, 401, 403);
const tags = ['audit'];
// Audit log (issue 11): superAdmin only, and read-only: no route changes it.
const access = { roles: ['superAdmin'] } as const;
const FILTERS =
  '`action`: one action; `actor`: part of the actor’s email (any case; % and _ match themselves); ' +
  '`from`/`to`: Asia/Kolkata days, both included. System entries (start-up, command line, jobs) have no actor.';

/**
 * Reading the audit log (server: `apps/server/src/audit/`). There is deliberately no endpoint that
 * changes it: entries are written by the services where the actions happen, and the table itself
 * refuses updates and deletes.
 */
export const audit = {
  list: endpoint({
    method: 'GET',
    path: '/api/v1/audit',
    tags,
    summary: 'Who did what and when: account creation and role changes, approvals, valve commands, soil test aborts, imports, models',
    description: `Newest first. ${FILTERS} Paging: pass the answer's \`nextBefore\` as \`before\` for the next page (null: no more).`,
    query: auditQuerySchema,
    response: { 200: auditPageSchema, ...errors },
    access,
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/v1/audit.csv',
    tags,
    summary: 'The audit log as CSV (same filters, newest first, streamed)',
    description:
      `${FILTERS} RFC 4180 CSV (UTF-8, CRLF); text cells starting with = + - @, tab or CR are prefixed with '; ` +
      'times are ISO UTC with an Asia/Kolkata column beside them; `details` is JSON.',
    query: auditExportQuerySchema,
    produces: ['text/csv'],
    response: { ...errors },
    access,
  }),
};
