import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { ACCESS_POLICY } from '../access/policy.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
beforeAll(async () => {
  t = await startSeededApp();
});
afterAll(() => t.close());

const count = async () => Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log`)).rows[0]!.n);
const rows = async () => (await t.database.db.execute(sql`select * from audit_log order by id`)).rows;

/** The error PostgreSQL raised, however the driver wraps it. */
async function refusal(statement: ReturnType<typeof sql>): Promise<string> {
  try {
    await t.database.db.execute(statement);
  } catch (err) {
    const messages: string[] = [];
    for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
      messages.push(String((e as Error).message));
    return messages.join(' | ');
  }
  throw new Error(`the database accepted: ${statement.queryChunks.map(String).join('')}`);
}

describe(`audit_log is append-only in the database itself (${process.env.AGRIM_TEST_DB})`, () => {
  it('UPDATE, DELETE and TRUNCATE are refused and change nothing; INSERT works', async () => {
    const before = await rows();
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_log set actor_email = 'someone-else@agrim.test'`)).toContain('audit_log is append-only');
    expect(await refusal(sql`update audit_log set action = 'model.deleted' where id = ${before[0]!.id}`)).toContain(
      'audit_log is append-only',
    );
    expect(await refusal(sql`delete from audit_log where id = ${before[0]!.id}`)).toContain('audit_log is append-only');
    expect(await refusal(sql`delete from audit_log`)).toContain('audit_log is append-only');
    expect(await refusal(sql`truncate audit_log`)).toContain('audit_log is append-only');
    expect(await rows()).toEqual(before);

    await t.app.services.audit.record(null, { action: 'dataset.imported', details: { kind: 'rainfall' } });
    expect(await count()).toBe(before.length + 1);
  });

  it('an UPDATE inside a transaction is refused too, and takes the transaction down with it', async () => {
    const before = await count();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into audit_log (action) values ('model.deleted')`);
        await tx.execute(sql`update audit_log set action = 'valve.command'`);
      }),
    ).rejects.toThrow();
    expect(await count()).toBe(before);
  });
});

describe('no endpoint changes the audit log', () => {
  it('the API has only GET routes under /api/v1/audit, in the policy and in what the server registered', () => {
    const audited = Object.keys(ACCESS_POLICY).filter((key) => key.split(' ')[1]!.startsWith('/api/v1/audit'));
    expect(audited.sort()).toEqual(['GET /api/v1/audit', 'GET /api/v1/audit.csv']);
    for (const url of ['/api/v1/audit', '/api/v1/audit.csv']) {
      expect(t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
        expect(t.app.hasRoute({ method, url }), `${method} ${url}`).toBe(false);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect(t.app.hasRoute({ method, url: '/api/v1/audit/:id' }), `${method} /api/v1/audit/:id`).toBe(false);
    }
  });

  it('writing methods on the audit paths are unknown endpoints (404)', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/v1/audit', '/api/v1/audit/1', '/api/v1/audit.csv']) {
        const res = await t.app.inject({ method, url, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
  });
});
