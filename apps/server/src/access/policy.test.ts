import { ROLES, type Role } from '@agrim/contracts';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { ACCESS_POLICY, isUnguardedAsset, ruleFor } from './policy.js';
import { expectError } from '../../test/expectError.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

/**
 * Every method and URL the app registered, read from the `printRoutes` tree: each line is
 * `<indent>├── <segment> (GET, HEAD)` and a route's URL is its ancestors' segments joined.
 */
function registeredRoutes(tree: string): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    // The tree shows the root wildcard `/*` as a bare `*`.
    const url = stack.join('').replace(/^(?!\/)/, '/');
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      routes.push({ method, url });
  }
  return routes;
}

/** A plausible JSON body per POST endpoint; the guard must answer before the body matters. */
const BODIES: Record<string, object> = {
  'POST /api/auth/custom-token': { email: EMAILS.user },
  'POST /api/auth/password': { currentPassword: 'whatever-it-is', newPassword: 'a-new-long-password' },
  'POST /api/create/user': { email: 'matrix@agrim.test', password: 'a-long-password', role: 'Admin' },
  'POST /api/page-views': { path: '/account' },
};

function call(key: string, role: Role | null) {
  const [method, url] = key.split(' ') as [HTTPMethods, string];
  return t.app.inject({
    method,
    url,
    headers: role ? bearer(tokens[role]) : {},
    ...(method === 'POST' ? { payload: BODIES[key] ?? {} } : {}),
  });
}

describe('route inventory', () => {
  it('parses the route tree (sanity check of the parser)', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false, includeHooks: false }));
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/logout-all' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/auth/custom-token/login' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/get/user/registered' });
    // Wildcard asset routes (`/*`, `/docs/*`) are not found by hasRoute; every data route is.
    for (const { method, url } of routes.filter((r) => !isUnguardedAsset(r.url))) {
      expect(t.app.hasRoute({ method: method as HTTPMethods, url }), `${method} ${url}`).toBe(true);
    }
    expect(routes).toContainEqual({ method: 'GET', url: '/docs/json' });
  });

  it('every registered non-asset route has a policy entry, and every entry is a registered route', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false, includeHooks: false }));
    const guarded = routes.filter((r) => !isUnguardedAsset(r.url));
    for (const { method, url } of guarded) expect(ruleFor(method, url), `${method} ${url}`).toBeDefined();
    const keys = new Set(guarded.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    expect([...keys].sort()).toEqual(Object.keys(ACCESS_POLICY).sort());
    for (const key of Object.keys(ACCESS_POLICY)) {
      const [method, url] = key.split(' ') as [HTTPMethods, string];
      expect(t.app.hasRoute({ method, url }), key).toBe(true);
    }
  });
});

const protectedKeys = Object.entries(ACCESS_POLICY)
  .filter(([, rule]) => rule.roles !== 'public')
  .map(([key]) => key);
const denials = Object.entries(ACCESS_POLICY).flatMap(([key, rule]) =>
  typeof rule.roles === 'string' ? [] : ROLES.filter((role) => !rule.roles.includes(role)).map((role) => [key, role] as const),
);
// Device endpoints take a device key: an account's token, whatever its role, is no key.
const deviceKeys = Object.entries(ACCESS_POLICY)
  .filter(([, rule]) => rule.roles === 'device')
  .map(([key]) => key);

// With the current policy: 7 protected endpoints (7 anonymous cases) and 5 role refusals.
describe(`access matrix: ${protectedKeys.length} anonymous + ${denials.length} role refusals`, () => {
  it('covers every protected endpoint', () => {
    expect(protectedKeys.length).toBeGreaterThanOrEqual(7);
    expect(denials.length).toBeGreaterThanOrEqual(5);
  });

  it.each(protectedKeys)('%s without a token -> 401 UNAUTHENTICATED', async (key) => {
    expectError(await call(key, null), 401, 'UNAUTHENTICATED');
  });

  it.each(protectedKeys)('%s with a malformed Authorization header -> 401 UNAUTHENTICATED', async (key) => {
    const [method, url] = key.split(' ') as [HTTPMethods, string];
    const res = await t.app.inject({
      method,
      url,
      headers: { authorization: `Token ${tokens.superAdmin}` },
      ...(method === 'POST' ? { payload: BODIES[key] ?? {} } : {}),
    });
    expectError(res, 401, 'UNAUTHENTICATED');
  });

  it.each(denials)('%s as %s -> 403 FORBIDDEN', async (key, role) => {
    expectError(await call(key, role), 403, 'FORBIDDEN');
  });

  it.each(deviceKeys.flatMap((key) => ROLES.map((role) => [key, role] as const)))(
    '%s as %s (no device key) -> 401 UNAUTHENTICATED',
    async (key, role) => {
      expectError(await call(key, role), 401, 'UNAUTHENTICATED');
    },
  );
});

describe('outside the API', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/v1/nothing/here'],
    ['GET', '/api/v1/get/user/extra'],
    ['DELETE', '/api/v1/get/user'],
  ] as const)('%s %s -> 404 NOT_FOUND in the error shape', async (method, url) => {
    for (const headers of [{ accept: 'application/json' }, { accept: 'application/json', ...bearer(tokens.superAdmin) }]) {
      const res = await t.app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
      expectError(res, 404, 'NOT_FOUND');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('GET /api/health answers 200 with database ok, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
    expect(typeof res.json().version).toBe('string');
    expect(typeof res.json().uptimeSeconds).toBe('number');
  });
});
