import { AUDIT_CSV_COLUMNS, type AuditPage, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { auditLog } from '../db/schema/index.js';
import { csvObjects } from '../../test/reports.testkit.js';
import { expectError } from '../../test/expectError.js';
import { AuditService } from './audit.service.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;

/**
 * Entries at chosen instants around Asia/Kolkata midnights (UTC+05:30): 18:30 UTC is midnight there.
 * Written straight into the table (inserting is what the service does; only the time is chosen).
 */
const AROUND_MIDNIGHT = [
  { at: '2024-03-09T18:29:59.999Z', targetId: 'last-moment-of-9th' },
  { at: '2024-03-09T18:30:00.000Z', targetId: 'first-moment-of-10th' },
  { at: '2024-03-10T18:29:59.999Z', targetId: 'last-moment-of-10th' },
  { at: '2024-03-10T18:30:00.000Z', targetId: 'first-moment-of-11th' },
];

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  await t.database.db.insert(auditLog).values(
    AROUND_MIDNIGHT.map((e) => ({
      at: new Date(e.at),
      actorEmail: 'Midnight.Owl@Agrim.test',
      actorRole: 'Admin',
      action: 'model.deleted',
      targetType: 'image_model',
      targetId: e.targetId,
    })),
  );
  // Emails with LIKE's wildcards in them, and one a spreadsheet would run as a formula.
  const audit = new AuditService(t.database.db);
  for (const email of ['under_score%pct@agrim.test', 'underXscoreYpct@agrim.test', '=cmd|calc@agrim.test']) {
    await audit.record(
      { userId: crypto.randomUUID(), email, role: 'Admin' },
      { action: 'valve.command', targetId: '@SUM(A1)', details: { note: 'a, "quoted" note' } },
    );
  }
  for (let i = 0; i < 7; i++) {
    await audit.record(
      { userId: crypto.randomUUID(), email: 'pager@agrim.test', role: 'Expert' },
      { action: 'dataset.imported', targetId: `page-${i}` },
    );
  }
});
afterAll(() => t.close());

async function list(query: string, role: Role = 'superAdmin'): Promise<AuditPage> {
  const res = await t.app.inject({ url: `/api/v1/audit${query}`, headers: bearer(tokens[role]) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const targets = (page: AuditPage) => page.entries.map((e) => e.targetId);

describe('GET /api/v1/audit filters', () => {
  it('from and to are Asia/Kolkata days, both included, cut at Kolkata midnight', async () => {
    expect(targets(await list('?from=2024-03-10&to=2024-03-10'))).toEqual(['last-moment-of-10th', 'first-moment-of-10th']);
    expect(targets(await list('?to=2024-03-09'))).toEqual(['last-moment-of-9th']);
    expect(targets(await list('?from=2024-03-11&to=2024-03-11'))).toEqual(['first-moment-of-11th']);
    expect(targets(await list('?from=2024-03-09&to=2024-03-11&actor=owl'))).toHaveLength(4);
    // Every entry written today (Kolkata) is inside from=today, and none of the fixed past ones.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const fromToday = await list(`?from=${today}&limit=200`);
    expect(fromToday.entries.length).toBeGreaterThan(10);
    expect(fromToday.entries.some((e) => e.targetId?.includes('moment'))).toBe(false);
  });

  it('action picks one action', async () => {
    const page = await list('?action=model.deleted');
    expect(page.entries.map((e) => e.action)).toEqual(['model.deleted', 'model.deleted', 'model.deleted', 'model.deleted']);
    expect((await list('?action=account.created')).entries.map((e) => e.details.email)).toEqual(
      expect.arrayContaining(['super@agrim.test', 'admin@agrim.test', 'expert@agrim.test', 'farmer@agrim.test']),
    );
    expect((await list('?action=model.retrained')).entries).toEqual([]);
  });

  it('actor is part of the email in any case, and % and _ in it match only themselves', async () => {
    expect((await list('?actor=MIDNIGHT.owl')).entries).toHaveLength(4);
    expect((await list(`?actor=${encodeURIComponent('under_score%pct')}`)).entries.map((e) => e.actorEmail)).toEqual([
      'under_score%pct@agrim.test',
    ]);
    expect((await list('?actor=_')).entries.map((e) => e.actorEmail)).toEqual(['under_score%pct@agrim.test']);
    expect((await list('?actor=%25')).entries.map((e) => e.actorEmail)).toEqual(['under_score%pct@agrim.test']);
    expect((await list('?actor=nobody-like-this')).entries).toEqual([]);
  });

  it('filters combine', async () => {
    expect(targets(await list('?actor=owl&action=model.deleted&from=2024-03-11'))).toEqual(['first-moment-of-11th']);
    expect(targets(await list('?actor=owl&action=valve.command'))).toEqual([]);
  });

  it('bad filters are 400 in the error shape, for the list and the export alike', async () => {
    const filters = [
      '?action=account.exploded',
      '?from=2024-02-30',
      '?to=10-03-2024',
      '?from=2024-03-11&to=2024-03-10',
      `?actor=${'a'.repeat(255)}`,
    ];
    for (const query of filters) {
      for (const url of ['/api/v1/audit', '/api/v1/audit.csv']) {
        expectError(await t.app.inject({ url: `${url}${query}`, headers: bearer(tokens.superAdmin) }), 400, 'VALIDATION_FAILED');
      }
    }
    for (const query of ['?limit=0', '?limit=201', '?limit=abc', '?before=0', '?before=-5', '?before=1.5']) {
      expectError(await t.app.inject({ url: `/api/v1/audit${query}`, headers: bearer(tokens.superAdmin) }), 400, 'VALIDATION_FAILED');
    }
  });
});

describe('GET /api/v1/audit paging', () => {
  it('newest first, by `before`, without gaps or repeats, until nextBefore is null', async () => {
    const seen: string[] = [];
    let query = '?actor=pager&limit=3';
    const sizes: number[] = [];
    for (;;) {
      const page = await list(query);
      sizes.push(page.entries.length);
      seen.push(...targets(page).map(String));
      const pageIds = page.entries.map((e) => e.id);
      expect(pageIds).toEqual([...pageIds].sort((a, b) => b - a));
      if (page.nextBefore === null) break;
      expect(page.nextBefore).toBe(pageIds.at(-1));
      query = `?actor=pager&limit=3&before=${page.nextBefore}`;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(['page-6', 'page-5', 'page-4', 'page-3', 'page-2', 'page-1', 'page-0']);
  });

  it('an exact last page says there is no next one', async () => {
    const page = await list('?actor=owl&limit=4');
    expect(page.entries).toHaveLength(4);
    expect(page.nextBefore).toBeNull();
  });
});

describe('GET /api/v1/audit.csv', () => {
  it('streams the filtered entries newest first as an attachment, UTC and Kolkata times side by side, formulas defused', async () => {
    const res = await t.app.inject({ url: '/api/v1/audit.csv?actor=owl&from=2024-03-10', headers: bearer(tokens.superAdmin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="agrim-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const rows = csvObjects(res.body);
    expect(Object.keys(rows[0]!)).toEqual([...AUDIT_CSV_COLUMNS]);
    expect(rows.map((r) => [r.target_id, r.at_utc, r.at_kolkata])).toEqual([
      ['first-moment-of-11th', '2024-03-10T18:30:00.000Z', '2024-03-11 00:00:00'],
      ['last-moment-of-10th', '2024-03-10T18:29:59.999Z', '2024-03-10 23:59:59'],
      ['first-moment-of-10th', '2024-03-09T18:30:00.000Z', '2024-03-10 00:00:00'],
    ]);

    const risky = csvObjects(
      (await t.app.inject({ url: '/api/v1/audit.csv?action=valve.command', headers: bearer(tokens.superAdmin) })).body,
    );
    const formula = risky.find((r) => r.actor_email?.includes('cmd'))!;
    expect(formula.actor_email).toBe("'=cmd|calc@agrim.test");
    expect(formula.target_id).toBe("'@SUM(A1)");
    expect(JSON.parse(formula.details!)).toEqual({ note: 'a, "quoted" note' });
  });

  it('a filter matching nothing gives the header line alone', async () => {
    const res = await t.app.inject({ url: '/api/v1/audit.csv?actor=nobody-like-this', headers: bearer(tokens.superAdmin) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${AUDIT_CSV_COLUMNS.join(',')}\r\n`);
  });
});

describe('who may read the audit log', () => {
  it('superAdmin only: anonymous 401; Admin, Expert and user 403', async () => {
    for (const url of ['/api/v1/audit', '/api/v1/audit.csv']) {
      expectError(await t.app.inject({ url }), 401, 'UNAUTHENTICATED');
      for (const role of ['Admin', 'Expert', 'user'] as const) {
        expectError(await t.app.inject({ url, headers: bearer(tokens[role]) }), 403, 'FORBIDDEN');
      }
      expect((await t.app.inject({ url, headers: bearer(tokens.superAdmin) })).statusCode).toBe(200);
    }
  });
});
