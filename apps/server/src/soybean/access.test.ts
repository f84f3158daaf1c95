import type { Role } from '@agrim/contracts';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

/** Who may call each soybean endpoint: Admin and superAdmin only. */
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let device: Registered;

const ENDPOINTS: Array<{ method: HTTPMethods; url: string; query?: () => Record<string, string>; body?: () => object }> = [
  { method: 'GET', url: '/agri/soyabean/nutrient/prediction', query: () => ({ deviceId: device.id }) },
  { method: 'GET', url: '/agri/soybean/growth/stages' },
  { method: 'POST', url: '/agri/soybean/growth/per/stages', body: () => ({ stages: 'Initial seedling stage' }) },
  { method: 'GET', url: '/agri/soyabean/analytics' },
  {
    method: 'POST',
    url: '/agri/soybean/fertigation/start',
    body: () => ({ deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.07 }),
  },
  { method: 'GET', url: '/api/v1/soybean/practices', query: () => ({ zone: 'Central' }) },
];

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  const kit = sensorKit(t, tokens.Admin);
  // The user is a member of the farm: still refused, these are Admin screens.
  device = await kit.farmWithDevice('Soy access farm', 'farmer@agrim.test');
  await kit.sendOk(device, [reading(minutesAgo(10), { nitrogen: 18.5, phosphorus: 18.5, potassium: 18.5 })]);
});
afterAll(() => t.close());

const call = (e: (typeof ENDPOINTS)[number], role: Role | null) =>
  t.app.inject({
    method: e.method,
    url: e.url,
    query: e.query?.() ?? {},
    headers: role ? bearer(tokens[role]) : {},
    ...(e.body ? { payload: e.body() } : {}),
  });

describe.each(ENDPOINTS)('$method $url', (e) => {
  it('anonymous: 401', async () => {
    expectError(await call(e, null), 401, 'UNAUTHENTICATED');
  });

  it('user (a member of the farm) and Expert: 403', async () => {
    expectError(await call(e, 'user'), 403, 'FORBIDDEN');
    expectError(await call(e, 'Expert'), 403, 'FORBIDDEN');
  });

  it('Admin and superAdmin: 200', async () => {
    for (const role of ['Admin', 'superAdmin'] as const) {
      const res = await call(e, role);
      expect(res.statusCode, `${role} ${res.body}`).toBe(200);
      expect(res.json().status).toBe('success');
    }
  });
});

describe('device ownership', () => {
  it('a device that does not exist: 404', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expectError(
      await t.app.inject({
        method: 'GET',
        url: '/agri/soyabean/nutrient/prediction',
        query: { deviceId: missing },
        headers: bearer(tokens.Admin),
      }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/agri/soybean/fertigation/start',
        headers: bearer(tokens.Admin),
        payload: { deviceId: missing, stage: 'Initial seedling stage', moisture: 0.07 },
      }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('OpenAPI', () => {
  it('documents every soybean route with a summary and a description', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { summary?: string; description?: string }>>;
    for (const e of ENDPOINTS) {
      const path = e.url.replace(/^\/agri\/(soybean|soyabean)\/(?!nutrient)/, '/agri/{crop}/');
      const op = paths[path]?.[e.method.toLowerCase()];
      expect(op, `${e.method} ${path}`).toBeDefined();
      expect(op!.summary!.length).toBeGreaterThan(10);
      expect(op!.description!.length).toBeGreaterThan(40);
    }
  });
});
