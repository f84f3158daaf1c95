import { AUDIT_CSV_COLUMNS, endpoints, kolkataDay } from '@agrim/contracts';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import { kolkataTime } from '../lib/time.js';
import { csvChunks, sendCsv } from '../lib/csv.js';
import type { AuditService } from './audit.service.js';

/**
 * Reading the audit log (superAdmin). There is deliberately no route that changes it: entries are
 * written by the services where the actions happen, and the table itself refuses updates and deletes.
 */
export function auditRoutes(app: FastifyZodInstance, audit: AuditService) {
  registerRoutes(app, endpoints.audit, {
    list: async (request) => audit.list(request.query),
    csv: async (request, reply) => {
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
  });
}
