import type { AuditAction } from '@agrim/contracts';
import type { Db } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** Who acted: a signed-in caller, or null for the system itself (a command-line import, a scheduled job). */
export interface AuditActor {
  userId: string;
  email: string;
  role: string;
}

export interface AuditEvent {
  action: AuditAction;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Appends to the audit log. The table refuses updates and deletes, so this is the only way in. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(actor: AuditActor | null, event: AuditEvent): Promise<void> {
    await this.db.insert(auditLog).values({
      actorId: actor?.userId ?? null,
      actorEmail: actor?.email ?? null,
      actorRole: actor?.role ?? null,
      action: event.action,
      targetType: event.targetType ?? null,
      targetId: event.targetId === undefined ? null : String(event.targetId),
      details: event.details ?? {},
      ip: event.ip ?? null,
    });
  }
}
