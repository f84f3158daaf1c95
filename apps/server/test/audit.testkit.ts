import type { AuditEntry, AuditPage, Role } from '@agrim/contracts';
import { expect } from 'vitest';
import { bearer, type TestApp } from './harness.js';

/** The audit log as the superAdmin reads it: entries after `sinceId`, oldest first. */
export async function auditSince(t: Pick<TestApp, 'app'>, superToken: string, sinceId: number, query = ''): Promise<AuditEntry[]> {
  const out: AuditEntry[] = [];
  let before: number | null = null;
  for (;;) {
    const res = await t.app.inject({
      url: `/api/v1/audit?limit=200${before ? `&before=${before}` : ''}${query}`,
      headers: bearer(superToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as AuditPage;
    const fresh = page.entries.filter((e) => e.id > sinceId);
    out.push(...fresh);
    if (page.nextBefore === null || fresh.length < page.entries.length) break;
    before = page.nextBefore;
  }
  return out.reverse();
}

/** The newest entry's id (0 for an empty log): a test's own entries are those after it. */
export async function lastAuditId(t: Pick<TestApp, 'app'>, superToken: string): Promise<number> {
  const res = await t.app.inject({ url: '/api/v1/audit?limit=1', headers: bearer(superToken) });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AuditPage).entries[0]?.id ?? 0;
}

/** The account id of each seeded role, read as each account reads itself. */
export async function accountIds(t: Pick<TestApp, 'app'>, tokens: Record<Role, string>): Promise<Record<Role, string>> {
  const ids = {} as Record<Role, string>;
  for (const role of ['superAdmin', 'Admin', 'Expert', 'user'] as const) {
    const res = await t.app.inject({ url: '/api/v1/get/user', headers: bearer(tokens[role]) });
    expect(res.statusCode, res.body).toBe(200);
    ids[role] = res.json().data[0].id;
  }
  return ids;
}
