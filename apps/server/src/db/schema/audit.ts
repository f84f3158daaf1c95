import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Who did what and when. Append-only: a trigger (migration 0009) refuses UPDATE, DELETE and
 * TRUNCATE, and there is deliberately no foreign key to users, so deleting an account never
 * rewrites its history. The actor's email and role are copied as they were at the time.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** Set when the actor was signed in through a custom token: the account really acting ("X acting as Y"). */
    impersonatorId: uuid('impersonator_id'),
    impersonatorEmail: text('impersonator_email'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);
