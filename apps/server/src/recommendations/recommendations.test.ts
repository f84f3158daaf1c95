import { FERTILIZER_CROP_TYPES, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { farmWithDevice } from '../../test/soilTests.testkit.js';
import { MANUAL } from '../../test/recommendations.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token = tokens.Admin) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

// A typical row of the data set's rice class.
const RICE = { N: 85, P: 58, K: 41, temperature: 21.8, humidity: 80.3, ph: 7.04, rainfall: 200 };

describe('crop recommendation', () => {
  it('answers the crop, the three best with probabilities and the drivers of all seven inputs', async () => {
    const res = await post('/api/v1/ai/recommend_crop', RICE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.prediction).toBe('rice');
    expect(body.top).toHaveLength(3);
    expect(body.top[0].crop).toBe('rice');
    expect(body.top[0].probability).toBeGreaterThan(body.top[1].probability);
    expect(body.drivers.map((d: { feature: string }) => d.feature).sort()).toEqual(
      ['K', 'N', 'P', 'humidity', 'ph', 'rainfall', 'temperature'].sort(),
    );
  });

  it.each([
    ['N above 100', { ...RICE, N: 101 }, 'N: must be at most 100'],
    ['pH below 0', { ...RICE, ph: -0.1 }, 'ph: must be at least 0'],
    ['rainfall as text', { ...RICE, rainfall: 'lots' }, 'rainfall: must be a number'],
    ['humidity missing', { ...RICE, humidity: undefined }, 'humidity'],
    // Issue 37: relative humidity cannot pass 100 % (the spec's slider went to 200).
    ['humidity above 100 %', { ...RICE, humidity: 101 }, 'humidity: must be at most 100'],
  ])('refuses %s with a 400 naming the field', async (_name, body, message) => {
    const res = await post('/api/v1/ai/recommend_crop', body);
    expect(expectError(res, 400, 'VALIDATION_FAILED')).toContain(message);
  });

  it('is an Admin tool: farmers and experts get 403, visitors 401', async () => {
    expectError(await post('/api/v1/ai/recommend_crop', RICE, tokens.user), 403, 'FORBIDDEN');
    expectError(await post('/api/v1/ai/recommend_crop', RICE, tokens.Expert), 403, 'FORBIDDEN');
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/ai/recommend_crop', payload: RICE });
    expectError(anonymous, 401, 'UNAUTHENTICATED');
  });

  it('predicts for the body and for the latest reading of the device, with the reading used', async () => {
    const farm = await farmWithDevice(t, tokens.Admin, 'Crop farm', [EMAILS.user]);
    const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
    await farm.deliver(at, { nitrogen: 80, phosphorus: 45, potassium: 40, temperature: 24, moisture: 82, ph: 6.5 });
    const res = await post('/api/v1/ai/recommendation_crop', {
      nitrogen: 20,
      phosphorus: 60,
      potassium: 20,
      temperature: 20,
      humidity: 20,
      ph: 6,
      rainfall: 120,
      deviceId: farm.deviceId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.df_db_display).toMatchObject({ device_id: farm.deviceId, nitrogen: 80, humidity: 82, ph: 6.5, rainfall: 120 });
    expect(new Date(body.df_db_display.timestamp).getTime()).toBe(at.getTime());
    expect(body.predicted_crops_device.prediction).toEqual(expect.any(String));
    expect(body.predicted_crops_user.prediction).toEqual(expect.any(String));
    // Issue 37: only the probe's soil pH feeds the model; its N, P, K (mg/kg of soil) and soil
    // temperature and moisture are not the model's inputs (a fertiliser table's kg/ha, the air's).
    expect(body.device_inputs.values).toEqual({ N: 20, P: 60, K: 20, temperature: 20, humidity: 20, ph: 6.5, rainfall: 120 });
    expect(body.device_inputs.from).toEqual({
      N: 'request',
      P: 'request',
      K: 'request',
      temperature: 'request',
      humidity: 'request',
      ph: 'device',
      rainfall: 'request',
    });
    const same = await post('/api/v1/ai/recommend_crop', { N: 20, P: 60, K: 20, temperature: 20, humidity: 20, ph: 6.5, rainfall: 120 });
    expect({ ...body.predicted_crops_device, status: 'success' }).toEqual(same.json());
    const { en, hi } = body.device_inputs.note;
    expect(en).toContain('soil pH 6.5 from the probe');
    expect(en).toContain('soil moisture 82 %');
    const numbers = (x: string) => (x.match(/\d+(?:\.\d+)?/g) ?? []).sort();
    expect(numbers(hi)).toEqual(numbers(en));
  });

  it('serves both model cards, and no external report unless one is configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/ml/models', headers: bearer(tokens.superAdmin) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.cards.map((c: { task: string }) => c.task)).toEqual(['crop', 'fertilizer']);
    expect(body.cards[0].evaluation.accuracy).toBeGreaterThanOrEqual(0.99);
    expect(body.report_url).toBeNull();
    expectError(await t.app.inject({ method: 'GET', url: '/api/v1/ml/models', headers: bearer(tokens.user) }), 403, 'FORBIDDEN');
  });
});

describe('fertilizer prediction', () => {
  it('answers the grade, stores the prediction with the caller and model version, and logs it for staff', async () => {
    const res = await post('/agri/fertilizer/recommendation/id', MANUAL, tokens.user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', data: '46-0-0', fertilizer: 'Urea' });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/v1/fertilizer/predictions?crop_type=Maize&user=user',
      headers: bearer(tokens.Admin),
    });
    expect(log.statusCode, log.body).toBe(200);
    const row = log.json().data.find((r: { id: string }) => r.id === body.id);
    expect(row).toMatchObject({
      user_email: EMAILS.user,
      crop_type: 'Maize',
      soil_type: 'Sandy',
      nitrogen: 37,
      phosphorus: 0,
      predicted_npk: '46-0-0',
      model_version: body.model_version,
    });
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/v1/fertilizer/predictions?crop_type=Wheat',
      headers: bearer(tokens.Admin),
    });
    expect(none.json().data.some((r: { id: string }) => r.id === body.id)).toBe(false);
  });

  it('answers every role that has the screen, and keeps the log from farmers and experts', async () => {
    for (const role of ['user', 'Expert', 'Admin', 'superAdmin'] as const) {
      expect((await post('/agri/fertilizer/recommendation/id', MANUAL, tokens[role])).statusCode).toBe(200);
    }
    for (const role of ['user', 'Expert'] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/fertilizer/predictions', headers: bearer(tokens[role]) });
      expectError(res, 403, 'FORBIDDEN');
    }
  });

  it('still predicts for a crop the training data lacks', async () => {
    const res = await post('/agri/fertilizer/recommendation/id', { ...MANUAL, croptype: 'coffee' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['an unknown crop', { ...MANUAL, croptype: 'Mango' }, `croptype: must be one of: ${FERTILIZER_CROP_TYPES.join(', ')}`],
    ['an unknown soil', { ...MANUAL, soiltype: 'Peat' }, 'soiltype: must be one of: Black, Clayey, Loamy, Red, Sandy'],
    ['temperature above 50', { ...MANUAL, temperature: 51 }, 'temperature: must be at most 50'],
    ['nitrogen below 0', { ...MANUAL, nitrogen: -1 }, 'nitrogen: must be at least 0'],
    ['another model type', { ...MANUAL, modeltype: 'v1' }, 'modeltype: must be v2'],
  ])('refuses %s with a 400 listing what is allowed', async (_name, body, message) => {
    expect(expectError(await post('/agri/fertilizer/recommendation/id', body), 400, 'VALIDATION_FAILED')).toContain(message);
  });
});

describe('fertilizer advice', () => {
  const ADVICE = {
    temperature: 26,
    humidity: 52,
    soil_moisture: 38,
    nitrogen: 100,
    phosphorus: 8,
    potassium: 150,
    crop_type: 'Wheat',
    soil_type: 'Loamy',
  };

  it('answers markdown advice in English by default, from the knowledge base', async () => {
    const res = await post('/agri/fertilizer/recommendation/gpt', ADVICE, tokens.user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'success', language: 'english', source: 'knowledge' });
    expect(body.response).toContain('224'); // 100 mg/kg × 2.24 = 224 kg/ha of nitrogen
    expect(body.response).toMatch(/2\.24/);
  });

  it('answers in Hindi when asked', async () => {
    const res = await post('/agri/fertilizer/recommendation/gpt', { ...ADVICE, language: 'hindi' }, tokens.user);
    expect(res.statusCode, res.body).toBe(200);
    const text: string = res.json().response;
    const letters = text.match(/\p{L}/gu) ?? [];
    const devanagari = text.match(/[\u0900-\u097F]/gu) ?? [];
    expect(devanagari.length / letters.length).toBeGreaterThan(0.5);
  });

  it.each([
    ['an unknown language', { ...ADVICE, language: 'tamil' }, 'language: must be one of: english, hindi'],
    ['an unknown crop', { ...ADVICE, crop_type: 'Rubber' }, 'crop_type: must be one of'],
    ['moisture above 100', { ...ADVICE, soil_moisture: 101 }, 'soil_moisture: must be at most 100'],
  ])('refuses %s', async (_name, body, message) => {
    expect(expectError(await post('/agri/fertilizer/recommendation/gpt', body), 400, 'VALIDATION_FAILED')).toContain(message);
  });

  it('serves the template in use as the prompt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/get/latest/prompt', headers: bearer(tokens.Expert) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('Success');
    expect(res.json().prompt.length).toBeGreaterThan(50);
  });
});
