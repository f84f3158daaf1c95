import type { AuditAction } from '@agrim/contracts';

/** The screen's filters; empty means "any". Days are Asia/Kolkata, both included. */
export interface AuditFilter {
  action: AuditAction | '';
  actor: string;
  from: string;
  to: string;
}

/** The filters as the query of audit.list and audit.csv (the empty ones left out). */
export function auditQuery(filter: AuditFilter) {
  const text = (value: string) => value.trim() || undefined;
  return { action: filter.action || undefined, actor: text(filter.actor), from: text(filter.from), to: text(filter.to) };
}
