import { type ErrorCode, OWNERSHIP_RULES, type Role, SOIL_TEST_IMAGE_CONTAINER } from '@agrim/contracts';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { buildWorld, CALLERS, type CallerName, FIXTURES, MATRIX_SMS_ENV, type World } from '../../test/matrix.fixtures.js';
import { startSmsc } from '../../test/smpp.testkit.js';
import { ACCESS_POLICY, describeRule } from './policy.js';

/**
 * The whole access matrix: every endpoint of the policy, called for real as anonymous, farmer A
 * (whose farm the request names), Expert, Admin, superAdmin and farmer B of another farm, and the
 * answer checked against what the policy table says. policy.test.ts proves the table and the
 * registered routes are the same set; here every entry must also have a fixture.
 */
let w: World;
// A stand-in SMS gateway, so the one-time code endpoints (issue 41) are called for real too.
const smsc = await startSmsc();
beforeAll(async () => {
  w = await buildWorld(await startSeededApp({ ...smsc.env, ...MATRIX_SMS_ENV }), smsc);
}, 180_000);
afterAll(async () => {
  await w?.t.close();
  await smsc.close();
});

type Outcome = { ok: true; status?: number; code?: ErrorCode } | { ok: false; status: number; code: ErrorCode };
const refused = (status: number, code: ErrorCode): Outcome => ({ ok: false, status, code });

const roleOf = (caller: CallerName): Role | null => (caller === 'anonymous' ? null : caller === 'otherFarm' ? 'user' : caller);

/** What the policy table (and the fixture's ownership note) says this caller gets. */
function expected(key: string, caller: CallerName): Outcome {
  const rule = ACCESS_POLICY[key]!;
  const fixture = FIXTURES[key]!;
  const allowed: Outcome = fixture.authorised
    ? { ok: true, status: fixture.authorised.status, code: fixture.authorised.code }
    : { ok: true };
  if (rule.roles === 'public') return allowed;
  if (rule.roles === 'device') {
    // Farmer A's device sends its key; farmer B's device sends its own key for A's device; the rest send none.
    if (caller === 'user') return allowed;
    return caller === 'otherFarm' ? refused(403, 'FORBIDDEN') : refused(401, 'UNAUTHENTICATED');
  }
  const role = roleOf(caller);
  if (!role) return refused(401, 'UNAUTHENTICATED');
  if (!rule.roles.includes(role)) return refused(403, 'FORBIDDEN');
  // Another farm's record is "not found": its id is not even confirmed to exist.
  if (fixture.record === 'self' && caller !== 'user') return refused(404, 'NOT_FOUND');
  if (fixture.record === 'farm' && caller === 'otherFarm') return refused(404, 'NOT_FOUND');
  return allowed;
}

const label = (o: Outcome) => (o.ok ? (o.status ? `${o.status} (authorised, see fixture)` : '2xx') : `${o.status} ${o.code}`);

async function call(key: string, caller: CallerName): Promise<{ statusCode: number; body: string }> {
  const [method, path] = key.split(' ') as [HTTPMethods, string];
  const fixture = FIXTURES[key]!;
  const req = await fixture.request(w, caller);
  const url = req.url ?? path;
  expect(url, `${key}: fill in the path parameters`).not.toMatch(/\/:/);
  const headers = { ...(caller === 'anonymous' ? {} : bearer(w.tokens[caller])), ...req.headers };
  const options = { method, url, query: req.query ?? {}, headers, ...(req.payload === undefined ? {} : { payload: req.payload }) };
  if (!fixture.sse) {
    const res = await w.t.app.inject(options);
    if (fixture.endsSessions && caller !== 'anonymous' && res.statusCode < 300) w.tokens[caller] = await w.renew(caller);
    return { statusCode: res.statusCode, body: res.body };
  }
  // An event stream never ends by itself: read its head (or the whole error), then hang up.
  const hangUp = new AbortController();
  const res = await w.t.app.inject({ ...options, payloadAsStream: true, signal: hangUp.signal });
  const stream = res.stream();
  let body = '';
  if (res.statusCode === 200) {
    body = String(await new Promise((resolve) => stream.once('data', resolve)));
    hangUp.abort();
  } else {
    for await (const chunk of stream) body += String(chunk);
  }
  return { statusCode: res.statusCode, body };
}

const KEYS = Object.keys(ACCESS_POLICY);
const CASES = KEYS.filter((key) => FIXTURES[key]).flatMap((key) =>
  CALLERS.map((caller) => [key, caller, label(expected(key, caller))] as const),
);

describe(`access matrix: ${KEYS.length} routes × ${CALLERS.length} callers = ${KEYS.length * CALLERS.length} calls`, () => {
  it('has a fixture for every policy entry, and none for an endpoint that is not in the policy', () => {
    expect(KEYS.filter((key) => !FIXTURES[key])).toEqual([]);
    expect(Object.keys(FIXTURES).filter((key) => !ACCESS_POLICY[key])).toEqual([]);
  });

  it('keeps the authorised-but-not-2xx exceptions few, each with a reason', () => {
    const exceptions = Object.entries(FIXTURES).filter(([, f]) => f.authorised);
    expect(exceptions.length).toBeLessThanOrEqual(8);
    for (const [key, f] of exceptions) expect(f.authorised!.why.length, key).toBeGreaterThan(10);
  });

  it.each(CASES)('%s as %s -> %s', async (key, caller) => {
    const want = expected(key, caller);
    const res = await call(key, caller);
    if (want.ok && !want.status) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(300);
      if (FIXTURES[key]!.sse) expect(res.body).toContain(FIXTURES[key]!.sseHead ?? `"deviceId":"${w.deviceA.id}"`);
      return;
    }
    const status = want.status!;
    expect(res.statusCode, res.body).toBe(status);
    expect(JSON.parse(res.body)).toEqual({ status: 'error', code: want.code, message: expect.any(String) });
  });
});

describe("another farm's records stay out of farmer B's lists", () => {
  const get = (caller: 'user' | 'otherFarm', url: string, query: Record<string, string> = {}) =>
    w.t.app.inject({ url, query, headers: bearer(w.tokens[caller]) });
  const ids = (res: { json: () => { data: Array<{ id: string | number }> } }) => res.json().data.map((r) => r.id);

  it('GET /api/devices and GET /api/farms', async () => {
    expect(ids(await get('user', '/api/devices'))).toContain(w.deviceA.id);
    expect(ids(await get('otherFarm', '/api/devices'))).toEqual([w.deviceB.id]);
    expect(ids(await get('user', '/api/farms'))).toEqual([w.deviceA.farmId]);
    expect(ids(await get('otherFarm', '/api/farms'))).toEqual([w.deviceB.farmId]);
  });

  it('GET /api/v1/soil_test', async () => {
    const mine = (await get('user', '/api/v1/soil_test', { status: 'complete', page_size: '100' })).json() as Array<{
      id: number;
      user_id: string;
    }>;
    expect(mine.map((r) => r.id)).toContain(w.soilTest);
    const theirs = await get('otherFarm', '/api/v1/soil_test');
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as Array<{ user_id: string }>).filter((r) => r.user_id === w.callers.user.userId)).toEqual([]);
    expect(theirs.headers['x-total-count']).toBe(String(theirs.json().length));
    // Staff filter by account; a farmer's filter is ignored rather than obeyed.
    const asked = await get('otherFarm', '/api/v1/soil_test', { user_id: w.callers.user.userId });
    expect((asked.json() as Array<{ user_id: string }>).filter((r) => r.user_id === w.callers.user.userId)).toEqual([]);
  });

  it.each(['/agri/data', '/agri/latest/data', '/agri/latest', '/agri/fertigation'])(
    "%s without a device is farmer B's own device, never farm A's",
    async (url) => {
      expect((await get('user', url)).json().deviceId).toBe(w.deviceA.id);
      const res = await get('otherFarm', url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().deviceId).toBe(w.deviceB.id);
    },
  );

  it('GET /agri/data with a device of farm A is 404 and shows none of its readings', async () => {
    const res = await get('otherFarm', '/agri/data', { deviceId: w.deviceA.id });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(w.deviceA.farmId);
  });

  it("farmer B's signed link does not open farmer A's photo (404); A's own link does", async () => {
    const link = async (caller: 'user' | 'otherFarm') =>
      Object.fromEntries(
        new URLSearchParams(
          (await get(caller, '/api/v1/soil_test/generate-sas-token', { container: SOIL_TEST_IMAGE_CONTAINER })).json().sas_token,
        ),
      );
    expect((await w.t.app.inject({ url: w.imageUrl, query: await link('user') })).statusCode).toBe(200);
    const res = await w.t.app.inject({ url: w.imageUrl, query: await link('otherFarm') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('GET /api/v1/get/user is the caller', async () => {
    expect((await get('otherFarm', '/api/v1/get/user')).json().data[0].email).toBe(w.callers.otherFarm.email);
  });
});

describe('the OpenAPI document shows the policy', () => {
  type Operation = { description?: string; security?: Array<Record<string, string[]>> };
  it('every operation states its access rule (roles and ownership) and its security scheme', () => {
    const paths = (w.t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const seen: string[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(operations)) {
        if (method === 'head' || method === 'parameters') continue;
        const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const rule = ACCESS_POLICY[key];
        expect(rule, `${key} is in the OpenAPI document but not in the policy`).toBeDefined();
        expect(op.description ?? '', key).toContain(describeRule(rule!));
        if (rule!.owner) expect(op.description, key).toContain(OWNERSHIP_RULES[rule!.owner].text);
        if (rule!.roles === 'public') expect(op.security ?? [], key).toEqual([]);
        else if (rule!.roles === 'device') expect(op.security, key).toEqual([{ deviceKey: [] }]);
        else expect(op.security, key).toEqual([{ bearerAuth: [] }]);
        seen.push(key);
      }
    }
    expect(seen.sort()).toEqual([...KEYS].sort());
  });
});
