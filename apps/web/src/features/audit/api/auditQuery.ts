import type { AuditAction } from '@agrim/contracts';

/** The screen's filters; empty means "any". Days are Asia/Kolkata, both included. */
export interface AuditFilter {
  action: AuditAction | '';
  actor: string;
  from: string;
  to: string;
}

/** The filters as a query string (without the empty ones). */
export function auditSearch(filter: AuditFilter, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    const v = value.trim();
    if (v) params.set(key, v);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
