import { calculatorCrops, calculatorDoses, calculatorSoils } from '@agrim/agronomy';
import { DEFAULT_CALCULATOR_ZONE, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

/** Who may call each soil analytics endpoint: Admin and superAdmin only, on a device they may read. */
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;

const zone = DEFAULT_CALCULATOR_ZONE;
const soil = () => calculatorSoils(zone)[0]!;
const crop = () => calculatorCrops(zone, soil())[0]!;

/** Every endpoint with a query that succeeds for Admin; `device` marks those that take a deviceId. */
const ENDPOINTS: Array<{ url: string; query: () => Record<string, string>; device: boolean }> = [
  { url: '/get/soil/data/analysis', query: () => ({}), device: true },
  { url: '/get/soil/data/analysis/rows', query: () => ({ page: '1', page_size: '10' }), device: true },
  { url: '/agri/ph/analysis/dataset', query: () => ({ page: '1', page_size: '10' }), device: true },
  { url: '/agri/ph/analysis', query: () => ({}), device: true },
  { url: '/api/v1/ai/ph_graph', query: () => ({}), device: true },
  { url: '/agri/ph/visualisation', query: () => ({}), device: true },
  { url: '/get/soil/nutrient/calculator', query: () => ({}), device: true },
  { url: '/get/zone/soil/nutrient/calculator', query: () => ({ zone }), device: false },
  { url: '/get/zone/crop/nutrient/calculator', query: () => ({ zone, soil: soil() }), device: false },
  { url: '/get/zone/npk/nutrient/calculator', query: () => ({ zone, soil: soil(), crop: crop() }), device: false },
  {
    url: '/get/zone/predict/nutrient/calculator',
    query: () => ({ zone, soil: soil(), crop: crop(), npk: calculatorDoses(zone, soil(), crop())[0]!.ratio, hectares: '1.0' }),
    device: true,
  },
];

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Access farm', 'farmer@agrim.test');
  await kit.sendOk(device, [reading(minutesAgo(30)), reading(minutesAgo(20), { ph: 6.2 }), reading(minutesAgo(10))]);
});
afterAll(() => t.close());

describe.each(ENDPOINTS)('GET $url', ({ url, query, device: takesDevice }) => {
  const withDevice = () => ({ ...query(), ...(takesDevice ? { deviceId: device.id } : {}) });

  it('anonymous: 401', async () => {
    expectError(await kit.get(null, url, withDevice()), 401, 'UNAUTHENTICATED');
  });

  it('user (even a member of the farm) and Expert: 403', async () => {
    expectError(await kit.get(tokens.user, url, withDevice()), 403, 'FORBIDDEN');
    expectError(await kit.get(tokens.Expert, url, withDevice()), 403, 'FORBIDDEN');
  });

  it('Admin and superAdmin: 200 success, on the device asked for and on the default one', async () => {
    for (const role of ['Admin', 'superAdmin'] as const) {
      for (const q of [withDevice(), query()]) {
        const res = await kit.get(tokens[role], url, q);
        expect(res.statusCode, `${role} ${res.body}`).toBe(200);
        expect(res.json().status).toBe('success');
        // The calculation carries the reading it used rather than the device id.
        if (url.includes('/predict/')) expect(res.json().reading.timestamp).toBe(minutesAgo(10).toISOString());
        else if (takesDevice) expect(res.json().deviceId).toBe(device.id);
      }
    }
  });

  it.runIf(takesDevice)('Admin asking for a device that does not exist: 404', async () => {
    const res = await kit.get(tokens.Admin, url, { ...query(), deviceId: '00000000-0000-4000-8000-000000000000' });
    expectError(res, 404, 'NOT_FOUND');
  });

  it.runIf(takesDevice)('a malformed device id: 400', async () => {
    expectError(await kit.get(tokens.Admin, url, { ...query(), deviceId: 'not-a-uuid' }), 400, 'VALIDATION_FAILED');
  });
});

describe('the figures of the default range use the stored readings', () => {
  it('soil data analysis over the monitoring default (7 days to today) holds the three recent readings', async () => {
    const res = await kit.get(tokens.Admin, '/get/soil/data/analysis', { deviceId: device.id });
    expect(res.json()).toMatchObject({ raw_count: 3, faulty_count: 0 });
    expect(res.json().combined_df).toHaveLength(3);
  });
});
