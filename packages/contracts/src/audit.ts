import { z } from 'zod';
import { isoDate } from './sensors.js';

/** What the audit log records (issue 11). Names are stable: filters and exports use them. */
export const AUDIT_ACTIONS = [
  'account.created',
  'account.role_changed',
  'auth.totp_enabled',
  'auth.totp_disabled',
  'feedback.approval',
  'valve.command',
  'soil_test.aborted',
  'dataset.imported',
  'model.retrained',
  'model.deleted',
  // Issue 18: impersonation, account lifecycle, device keys, sessions.
  'auth.custom_token_issued',
  'auth.custom_token_used',
  'auth.sessions_ended',
  'auth.password_changed',
  'auth.sms_code_requested',
  'auth.sms_code_used',
  'auth.password_reset',
  'account.disabled',
  'account.enabled',
  'account.deleted',
  'farm.member_added',
  'farm.member_removed',
  'device.key_revoked',
  'device.key_rotated',
  // Issue 22: a farmer registered onto a new farm with a device, in one step.
  'farm.created',
  'device.registered',
  // Issue 26: alert rules and acknowledgements.
  'alert.rule_created',
  'alert.rule_changed',
  'alert.rule_deleted',
  'alert.acknowledged',
  // Issue 37: a probe calibrated against a lab test, or its calibration removed.
  'device.calibrated',
  'device.calibration_cleared',
  // Issue 37: a device's fertigation setup (tanks, flow, area) set.
  'device.fertigation_setup',
  // Issue 41: a mobile number signs in to one account; the migration cleared repeated numbers on all but one.
  'account.phone_cleared',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string().describe('UTC, ISO 8601'),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    actorRole: z.string().nullable(),
    impersonatorEmail: z.string().nullable().describe('Set when the actor was signed in by a custom token: who was acting as the actor'),
    action: z.enum(AUDIT_ACTIONS),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actor: z.string().trim().max(254).optional().describe('Part of the actor’s email'),
  from: isoDate.optional().describe('First day, Asia/Kolkata (YYYY-MM-DD)'),
  to: isoDate.optional().describe('Last day, Asia/Kolkata (YYYY-MM-DD)'),
  before: z.coerce.number().int().positive().optional().describe('Keyset paging: entries with a smaller id'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z
  .object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The audit export's filters: the list's, without paging. */
export const auditExportQuerySchema = auditQuerySchema.omit({ before: true, limit: true });

/** Columns of the audit log export (audit.csv), newest first; `details` is the entry's JSON. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at_utc',
  'at_kolkata',
  'actor_email',
  'actor_role',
  'actor_id',
  'action',
  'target_type',
  'target_id',
  'details',
  'ip',
  // Added last (issue 18), so existing readers of the columns above are unaffected.
  'impersonator_email',
] as const;
