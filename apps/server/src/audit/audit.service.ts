import { type AuditAction, type AuditEntry, type AuditPage, type AuditQuery, kolkataDayStart } from '@agrim/contracts';
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { currentClientIp } from './requestContext.js';

/** Who acted: a signed-in caller, or null for the system itself (a command-line import, a scheduled job). */
export interface AuditActor {
  userId: string;
  email: string;
  role: string;
  /** Set when the actor's session was started by a custom token: who was really acting. */
  impersonator?: { userId: string; email: string } | null;
}

export interface AuditEvent {
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** The database or an open transaction: an entry written in the action's transaction stands or falls with it. */
export type AuditWriter = Pick<Db, 'insert'>;

type AuditRow = typeof auditLog.$inferSelect;

const DAY_MS = 86_400_000;
const EXPORT_PAGE_SIZE = 1000;

/** Appends to the audit log and reads it back. The table refuses updates and deletes, so this is the only way in. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(actor: AuditActor | null, event: AuditEvent, writer: AuditWriter = this.db): Promise<void> {
    await writer.insert(auditLog).values({
      actorId: actor?.userId ?? null,
      actorEmail: actor?.email ?? null,
      actorRole: actor?.role ?? null,
      impersonatorId: actor?.impersonator?.userId ?? null,
      impersonatorEmail: actor?.impersonator?.email ?? null,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId: event.targetId === undefined ? null : String(event.targetId),
      details: event.details ?? {},
      // The system acts on its own: a job finishing must not inherit the address of the request that queued it.
      ip: event.ip ?? (actor ? (currentClientIp() ?? null) : null),
    });
  }

  /** Newest first, `limit` entries older than `before`; `nextBefore` is set when there are more. */
  async list(query: AuditQuery): Promise<AuditPage> {
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(...filters(query), query.before ? lt(auditLog.id, query.before) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(query.limit + 1);
    const more = rows.length > query.limit;
    const entries = rows.slice(0, query.limit).map(toEntry);
    return { entries, nextBefore: more ? entries[entries.length - 1]!.id : null };
  }

  /** Every matching entry, newest first, a page at a time (the CSV export streams them). */
  async *pages(query: Omit<AuditQuery, 'limit' | 'before'>): AsyncGenerator<AuditEntry[]> {
    let before: number | undefined;
    for (;;) {
      const page = await this.list({ ...query, before, limit: EXPORT_PAGE_SIZE });
      if (page.entries.length) yield page.entries;
      if (page.nextBefore === null) return;
      before = page.nextBefore;
    }
  }
}

/** The filters as SQL; the days are Asia/Kolkata days, both ends included. */
function filters(q: Pick<AuditQuery, 'action' | 'actor' | 'from' | 'to'>): SQL[] {
  if (q.from && q.to && q.from > q.to) throw new AppError('VALIDATION_FAILED', 'from: the first day must not be after the last day (to).');
  const where: SQL[] = [];
  if (q.action) where.push(eq(auditLog.action, q.action));
  if (q.actor) where.push(ilike(auditLog.actorEmail, `%${escapeLike(q.actor)}%`));
  if (q.from) where.push(gte(auditLog.at, kolkataDayStart(q.from)));
  if (q.to) where.push(lt(auditLog.at, new Date(kolkataDayStart(q.to).getTime() + DAY_MS)));
  return where;
}

/** LIKE treats % and _ as wildcards and \ as their escape: a typed one means itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    impersonatorEmail: row.impersonatorEmail,
    action: row.action as AuditAction,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
    ip: row.ip,
  };
}
