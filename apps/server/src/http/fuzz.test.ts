/**
 * Property-based fuzzing of every endpoint the server registers (read from its OpenAPI document):
 * hostile paths, query strings, headers and bodies derived from each route's schema. Whatever
 * comes in, the answer is never a 5xx and every 4xx is exactly `{status, code, message}`.
 * Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> npx vitest run <this file>.
 */
import { ERROR_CODES } from '@agrim/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, PASSWORD, startSeededApp } from '../../test/harness.js';
import { png } from '../../test/soilTests.testkit.js';
import { type FuzzRequest, requestArb, type UploadSamples } from '../../test/fuzz.requests.js';
import { fuzzRoutes, routeSeed } from '../../test/fuzz.routes.js';
import { devices } from '../db/schema/index.js';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_121;
const TARGET_REQUESTS = 10_000;
const BODY_LIMIT = 256 * 1024;
/** Valid-shaped input here would train a model, import a dataset or run OCR: only broken files are sent. */
const HEAVY = new Set(['POST /api/v1/ml/image-models/train', 'POST /api/v1/datasets/:kind/import', 'POST /api/v1/fert/prediction/shc']);

const t = await startSeededApp({ SOIL_TEST_DURATION_MS: '1000', BODY_LIMIT_BYTES: String(BODY_LIMIT) });
const crashes: unknown[] = [];
const onCrash = (err: unknown) => crashes.push(err);
process.on('unhandledRejection', onCrash);
process.on('uncaughtException', onCrash);

/** A farm of the seeded user with a device that has readings and a soil test, so lookups can hit. */
async function seedFarm() {
  const admin = bearer(t.tokens.Admin);
  const farm = await t.app.inject({ method: 'POST', url: '/api/farms', headers: admin, payload: { name: 'Fuzz farm' } });
  const farmId = farm.json().data.id as string;
  await t.app.inject({ method: 'POST', url: `/api/farms/${farmId}/members`, headers: admin, payload: { email: EMAILS.user } });
  const dev = await t.app.inject({ method: 'POST', url: `/api/farms/${farmId}/devices`, headers: admin, payload: { name: 'Fuzz probe' } });
  const device = { id: dev.json().data.id as string, key: dev.json().deviceKey as string };
  const now = Date.now();
  const readings = Array.from({ length: 30 }, (_, i) => ({
    timestamp: new Date(now - i * 60_000).toISOString(),
    nitrogen: 20 + i,
    phosphorus: 12,
    potassium: 20,
    temperature: 26,
    moisture: 31,
    conductivity: 420,
    ph: 6.5 + i / 100,
  }));
  const sentReadings = await t.app.inject({
    method: 'POST',
    url: `/api/v1/devices/${device.id}/readings`,
    headers: { 'x-device-key': device.key },
    payload: { readings },
  });
  expect(sentReadings.statusCode, sentReadings.body).toBe(200);
  const test = await t.app.inject({
    method: 'POST',
    url: '/api/v1/soil_test/start',
    headers: bearer(t.tokens.user),
    payload: { soil_type: 'Loamy', depth_cm: 20, deviceId: device.id },
  });
  expect(test.statusCode, test.body).toBeLessThan(300);
  return { farmId, device, testId: String(test.json().test_id) };
}

const seeded = await seedFarm();
const hints = {
  deviceId: [seeded.device.id],
  device_id: [seeded.device.id],
  farmId: [seeded.farmId],
  id: [seeded.testId],
  email: [EMAILS.user, EMAILS.Expert],
  container: ['soil-test-agrim', 'expert-feedback-module', 'expert-profile', 'image-analysis'],
  crop: ['soybean', 'soyabean'],
  zone: ['Western Himalayas (J & K, H.P.)'],
};
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const bomb = png(2, 2);
bomb.writeUInt32BE(20_000, 16);
bomb.writeUInt32BE(20_000, 20);
const samples: UploadSamples = { png: png(4, 3), jpegTruncated: jpeg, pngBomb: bomb };

/** Routes whose success ends the caller's sessions, and routes that retire the seeded device's key. */
const ENDS_SESSIONS = new Set(['POST /api/auth/logout-all', 'POST /api/auth/password']);
const RETIRES_KEY = new Set([
  'POST /api/farms/:farmId/devices/:deviceId/key/revoke',
  'POST /api/farms/:farmId/devices/:deviceId/key/rotate',
]);

/** After such a route, later routes get fresh sessions and a working device key, so they are fuzzed past sign-in. */
let renewals = 0;
async function restoreCredentials(key: string) {
  if (ENDS_SESSIONS.has(key)) {
    // From an address of their own: the fuzzed sign-ins have slowed 127.0.0.1 down, as they should.
    for (const role of ['user', 'Expert', 'Admin', 'superAdmin'] as const) {
      const res = await t.login(EMAILS[role], PASSWORD, `10.77.0.${++renewals}`);
      expect(res.statusCode, res.body).toBe(200);
      t.tokens[role] = res.json().token as string;
    }
  }
  if (RETIRES_KEY.has(key)) {
    const admin = await t.app.services.tokens.verify(t.tokens.Admin);
    // A fuzzed rotation a moment ago would make this one wait out the settle window (409), and this one the next route's.
    const settled = () => t.database.db.update(devices).set({ keyRotatedAt: null }).where(eq(devices.id, seeded.device.id));
    await settled();
    seeded.device.key = (await t.app.services.devices.rotateKey(admin, seeded.farmId, seeded.device.id)).key;
    await settled();
  }
}

const routes = fuzzRoutes(t.app.swagger());
const RUNS = Math.ceil(TARGET_REQUESTS / routes.length);
const PLANNED = RUNS * routes.length;
let sent = 0;
/** Answers by route and status class: proof that the input reached the services, not only validation. */
const answers = new Map<string, { ok: number; refused: number; sample: string }>();

afterAll(async () => {
  process.off('unhandledRejection', onCrash);
  process.off('uncaughtException', onCrash);
  await t.close();
});

/** Sends one request; a live stream (SSE) is cut once its headers are in. */
async function send(req: FuzzRequest): Promise<{ res: LightMyRequestResponse; body: string }> {
  sent++;
  const res = await t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    payload: req.payload,
    payloadAsStream: true,
  });
  const stream = res.stream();
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stream.destroy();
    return { res, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return { res, body: Buffer.concat(chunks).toString('utf8') };
}

function check(req: FuzzRequest, res: LightMyRequestResponse, body: string) {
  const what = `${req.as} ${req.method} ${req.url.slice(0, 300)} → ${res.statusCode} ${body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeGreaterThanOrEqual(200);
  expect(res.statusCode, what).toBeLessThan(500);
  expect(res.statusCode >= 300 && res.statusCode < 400, what).toBe(false);
  if (res.statusCode < 400) return;
  expect(String(res.headers['content-type']), what).toMatch(/^application\/json/);
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(parsed).sort(), what).toEqual(['code', 'message', 'status']);
  expect(parsed.status, what).toBe('error');
  expect(ERROR_CODES, what).toContain(parsed.code);
  expect(typeof parsed.message === 'string' && parsed.message.length > 0, what).toBe(true);
}

describe(`fuzzed ${PLANNED.toLocaleString('en')} requests across ${routes.length} endpoints (seed ${SEED})`, () => {
  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s: no 5xx, every 4xx in the error shape', async (key, route) => {
    const arb = requestArb(route, { tokens: t.tokens, device: seeded.device }, hints, samples, {
      heavy: HEAVY.has(key),
      mutate: 15,
      bodyLimit: BODY_LIMIT,
    });
    await fc.assert(
      fc.asyncProperty(arb, async (req) => {
        const { res, body } = await send(req);
        check(req, res, body);
        const tally = answers.get(key) ?? { ok: 0, refused: 0, sample: '' };
        tally[res.statusCode < 400 ? 'ok' : 'refused']++;
        if (res.statusCode >= 400 && req.as !== 'anonymous' && !tally.sample) tally.sample = `${res.statusCode} ${body.slice(40, 140)}`;
        answers.set(key, tally);
      }),
      { numRuns: RUNS, seed: routeSeed(SEED, route), endOnFailure: true },
    );
    await restoreCredentials(key);
  });

  it(`sent at least ${TARGET_REQUESTS.toLocaleString('en')} requests, no crash, and the server still answers`, async () => {
    if (process.env.FUZZ_STATS) console.table(Object.fromEntries(answers));
    expect(sent).toBeGreaterThanOrEqual(PLANNED);
    expect(PLANNED).toBeGreaterThanOrEqual(TARGET_REQUESTS);
    expect(crashes).toEqual([]);
    // Most endpoints must have been reached with input good enough to succeed, or the fuzzing is shallow.
    const reached = [...answers.values()].filter((a) => a.ok > 0).length;
    expect(reached).toBeGreaterThanOrEqual(Math.floor(routes.length * 0.5));
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
