import { kolkataDay, type Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/expectError.js';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { DAY, HOUR, minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;
/** When the lab sample was taken: the probe read N 75, P 10, K 62.5 mg/kg and pH 7.9 then (and 10 % more an hour later). */
const sampled = minutesAgo(5 * 24 * 60);

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Calibration farm', EMAILS.user);
  await kit.sendOk(device, [
    reading(sampled, { nitrogen: 75, phosphorus: 10, potassium: 62.5, ph: 7.9 }),
    reading(new Date(sampled.getTime() + HOUR), { nitrogen: 82.5, phosphorus: 11, potassium: 68.75, ph: 8.1 }),
    reading(new Date(sampled.getTime() - HOUR), { nitrogen: 67.5, phosphorus: 9, potassium: 56.25, ph: 7.7 }),
    // Four days later, outside the 72-hour window: not paired.
    reading(new Date(sampled.getTime() + 4 * DAY), { nitrogen: 500, phosphorus: 500, potassium: 500, ph: 5 }),
  ]);
});
afterAll(() => t.close());

const url = (id = device.id) => `/api/devices/${id}/calibration`;
// Soil Health Card values, printed as P₂O₅ and K₂O: N 252, P₂O₅ 27.48 (P 12), K₂O 300 (K 250) kg/ha, pH 7.6.
const card = { lab: { nitrogen: 252, phosphorus: 27.48, potassium: 300, ph: 7.6 }, sampled_at: sampled.toISOString() };
const put = (payload: object, role: Role = 'user', headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: url(), headers: { ...bearer(tokens[role]), ...headers }, payload });

describe('probe calibration (issue 37)', () => {
  it('a farmer calibrates their probe from a lab test; the devices list says so; removing it is recorded', async () => {
    expect((await kit.get(tokens.user, url())).json()).toMatchObject({ deviceId: device.id, calibration: null });
    const res = await put(card);
    expect(res.statusCode, res.body).toBe(200);
    // The median of the three readings within 72 hours is the middle one: N 75, P 10, K 62.5, pH 7.9 (the reading 4 days later is left out).
    // Factors: 252 / (75 × 2.24) = 1.5; 12 / 22.4 = 0.5357; 250 / 140 = 1.7857; pH 7.6 − 7.9 = −0.3.
    expect(res.json().calibration).toMatchObject({
      factors: { nitrogen: 1.5, phosphorus: 0.5357, potassium: 1.7857 },
      ph_offset: -0.3,
      probe: { nitrogen: 75, phosphorus: 10, potassium: 62.5, ph: 7.9 },
      phosphorus_form: 'P2O5',
      potassium_form: 'K2O',
      soil_test_id: null,
      by: EMAILS.user,
    });
    const listed = (await kit.get(tokens.user, '/api/devices')).json().data.find((d: { id: string }) => d.id === device.id);
    expect(Date.parse(listed.calibratedAt)).toBeGreaterThan(Date.now() - 60_000);

    const cleared = await t.app.inject({ method: 'DELETE', url: url(), headers: bearer(tokens.Admin) });
    expect(cleared.json()).toMatchObject({ calibration: null });
    expect((await kit.get(tokens.user, url())).json().calibration).toBeNull();
    const entries = async (action: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/audit', headers: bearer(tokens.superAdmin), query: { action } }))
        .json()
        .entries.filter((e: { targetId: string }) => e.targetId === device.id);
    expect(await entries('device.calibrated')).toHaveLength(1);
    expect(await entries('device.calibration_cleared')).toHaveLength(1);
  });

  it('the readings behind ratings and advice are corrected: the calculator, Soil Data Analysis and its means read as the lab would', async () => {
    const probe = await kit.farmWithDevice('Applied calibration farm');
    const at = minutesAgo(10);
    await kit.sendOk(probe, [
      reading(sampled, { nitrogen: 75, phosphorus: 10, potassium: 62.5, ph: 7.9 }),
      reading(at, { nitrogen: 40, phosphorus: 4, potassium: 50, ph: 8.3 }),
    ]);
    const latest = async () => (await kit.get(tokens.Admin, '/get/soil/nutrient/calculator', { deviceId: probe.id })).json().datass[0];
    expect(await latest()).toMatchObject({ nitrogen: 40, phosphorus: 4, potassium: 50, ph: 8.3 });
    const res = await t.app.inject({ method: 'PUT', url: url(probe.id), headers: bearer(tokens.Admin), payload: card });
    expect(res.statusCode, res.body).toBe(200);
    // N 40 × 1.5 = 60; P 4 × 0.5357 = 2.14; K 50 × 1.7857 = 89.29; pH 8.3 − 0.3 = 8.0. Temperature and moisture are left as read.
    expect(await latest()).toMatchObject({ nitrogen: 60, phosphorus: 2.14, potassium: 89.29, ph: 8, temperature: 26.4 });
    const analysis = (
      await kit.get(tokens.Admin, '/get/soil/data/analysis', { deviceId: probe.id, startOffset: kolkataDay(at), endOffset: kolkataDay(at) })
    ).json();
    const row = analysis.combined_df.find((r: { timestamp: string }) => r.timestamp === at.toISOString());
    expect(row).toMatchObject({ nitrogen: 60, phosphorus: 2.14, potassium: 89.29, ph: 8 });
  });

  it('a probe too far from the lab is refused with what to check, in English and Hindi; nothing is stored', async () => {
    const far = { ...card, lab: { ...card.lab, nitrogen: 2000 } };
    const en = expectError(await put(far), 422, 'UNPROCESSABLE');
    expect(en).toContain('nitrogen: the lab is 11.9048 times the probe');
    const hi = await put(far, 'user', { 'accept-language': 'hi' });
    expect(hi.json().message).toContain('नाइट्रोजन: प्रयोगशाला का मान प्रोब का 11.9048 गुना है');
    expect((await kit.get(tokens.user, url())).json().calibration).toBeNull();
  });

  it('a sample with no probe reading near it, both or neither pairing, a future day: clear 4xx', async () => {
    expectError(await put({ ...card, sampled_at: minutesAgo(30 * 24 * 60).toISOString() }), 422, 'UNPROCESSABLE');
    expectError(await put({ lab: card.lab }), 400, 'VALIDATION_FAILED');
    expectError(await put({ ...card, soil_test_id: 1 }), 400, 'VALIDATION_FAILED');
    expectError(await put({ ...card, sampled_at: new Date(Date.now() + 2 * DAY).toISOString() }), 400, 'VALIDATION_FAILED');
    expectError(await put({ ...card, soil_test_id: 999_999, sampled_at: undefined }), 422, 'UNPROCESSABLE');
    expectError(await put({ ...card, lab: { ...card.lab, nitrogen: -1 } }), 400, 'VALIDATION_FAILED');
  });

  it('another farm’s farmer cannot read or calibrate this probe; an Expert cannot calibrate', async () => {
    const other = await kit.farmWithDevice('Other calibration farm');
    const res = await t.app.inject({ method: 'PUT', url: url(other.id), headers: bearer(tokens.user), payload: card });
    expectError(res, 404, 'NOT_FOUND');
    expectError(await put(card, 'Expert'), 403, 'FORBIDDEN');
  });
});
