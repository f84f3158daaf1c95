import type { Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valveCommands } from '../db/schema/index.js';
import { expectError } from '../../test/expectError.js';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { DAY, minutesAgo, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';

/**
 * A device's fertigation setup (issue 37, dose per opening): set by the farmer, refused for DAP and SSP
 * (English and Hindi), and used by Start Fertigation to turn each opening into kg/ha and mm and to cap
 * the season by kg.
 */

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Setup farm', EMAILS.user);
  await kit.calibrateAsLab(device);
});
afterAll(() => t.close());

const url = (id = device.id) => `/api/devices/${id}/fertigation-setup`;
const put = (payload: object, role: Role = 'user', headers: Record<string, string> = {}, id = device.id) =>
  t.app.inject({ method: 'PUT', url: url(id), headers: { ...bearer(tokens[role]), ...headers }, payload });
// Half a hectare at 100 L/min; white MOP 2 g/L in the K tank: 1500 L an opening = 0.3 mm and 3 kg MOP × 60 % ÷ 0.5 ha = 3.6 kg K2O/ha.
const setup = { area_ha: 0.5, flow_l_per_min: 100, tanks: { potassium: { product: 'mop_white', g_per_l: 2 } } };

const preview = () =>
  t.app.inject({
    method: 'POST',
    url: '/agri/soybean/fertigation/preview',
    // Start Fertigation is an Admin screen (ADMIN_ROLES on the farmer's device).
    headers: bearer(tokens.Admin),
    payload: { deviceId: device.id, stage: 'Crop development stage' },
  });

describe('fertigation setup (issue 37)', () => {
  it('without a setup the preview says the dose per opening is unknown and caps only by openings', async () => {
    expect((await kit.get(tokens.user, url())).json()).toEqual({ status: 'success', deviceId: device.id, setup: null });
    // K 60 mg/kg × 2.24 = 134.4 < 143 (Low, Central) → on.
    await kit.sendOk(device, [reading(minutesAgo(1), { nitrogen: 50, phosphorus: 20, potassium: 60, moisture: 30 })]);
    const res = await preview();
    expect(res.statusCode, res.body).toBe(200);
    const k = res.json().recommendations[2];
    expect(res.json().fertigation_setup).toBeNull();
    expect(k).toMatchObject({ parameter: 'potassium', command: 'on', dose: null });
    expect(k.dose_note).toMatch(/^Dose per opening unknown/);
  });

  it('DAP, SSP or an unknown product is a 400 in English and in Hindi; nothing is stored', async () => {
    const dap = await put({ ...setup, tanks: { phosphorus: { product: 'DAP', g_per_l: 1 } } });
    expect(expectError(dap, 400, 'VALIDATION_FAILED')).toContain('phosphorus tank: DAP is a granular soil fertiliser');
    const ssp = await put({ ...setup, tanks: { phosphorus: { product: 'SSP', g_per_l: 1 } } }, 'user', { 'accept-language': 'hi' });
    expect(expectError(ssp, 400, 'VALIDATION_FAILED')).toContain('फॉस्फोरस टंकी: एसएसपी');
    const red = await put({ ...setup, tanks: { potassium: { product: 'red potash', g_per_l: 1 } } });
    expect(expectError(red, 400, 'VALIDATION_FAILED')).toContain('is not a soluble product the profile allows');
    expectError(await put({ ...setup, area_ha: 0 }), 400, 'VALIDATION_FAILED');
    expect((await kit.get(tokens.user, url())).json().setup).toBeNull();
  });

  it('the farmer sets it; another farm’s device is a 404; the change is audited', async () => {
    const res = await put(setup);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().setup).toMatchObject({ ...setup, by: EMAILS.user });
    expect((await kit.get(tokens.user, url())).json().setup).toMatchObject(setup);
    const other = await kit.farmWithDevice('Someone else’s farm');
    expectError(await put(setup, 'user', {}, other.id), 404, 'NOT_FOUND');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/v1/audit',
      headers: bearer(tokens.superAdmin),
      query: { action: 'device.fertigation_setup' },
    });
    expect(audit.json().entries.filter((e: { targetId: string }) => e.targetId === device.id)).toHaveLength(1);
  });

  it('with it, each opening is kg/ha and mm; after two K openings this season the third would pass 10 kg K2O/ha and is held (kg_cap)', async () => {
    await kit.sendOk(device, [reading(minutesAgo(0.5), { nitrogen: 50, phosphorus: 20, potassium: 60, moisture: 30 })]);
    let body = (await preview()).json();
    expect(body.fertigation_setup).toMatchObject(setup);
    const [, , k, water] = body.recommendations;
    expect(k).toMatchObject({
      command: 'on',
      dose: {
        product: 'mop_white',
        litres: 1500,
        mm_water: 0.3,
        kg_per_ha: { n: 0, p2o5: 0, k2o: 3.6 },
        season_kg_per_ha: { k2o: 0 },
        limit_kg_per_ha: { k2o: 10 },
      },
    });
    expect(water.dose).toMatchObject({ mm_water: 0.3, product: null });
    // No tank for N and P: their dose is unknown.
    expect(body.recommendations[1].dose).toBeNull();

    // Two K openings on earlier days this season: 2 × 3.6 = 7.2; a third would make 10.8 > 10.
    for (const days of [3, 2])
      await t.database.db.insert(valveCommands).values({
        deviceId: device.id,
        valve: 'potassium',
        state: 'on',
        durationSeconds: 900,
        createdAt: new Date(Date.now() - days * DAY),
        endsAt: new Date(Date.now() - days * DAY + 900_000),
        delivery: 'not_sent',
      });
    body = (await preview()).json();
    expect(body.recommendations[2]).toMatchObject({ command: null, held: 'kg_cap', dose: { season_kg_per_ha: { k2o: 7.2 } } });
    expect(body.recommendations[2].message).toContain('to 10.8 kg/ha, above its limit of 10 kg/ha');

    // The farmer gave only 30 kg K2O at sowing: the drip may add 1.25 × 40 − 30 = 20, so 10.8 is allowed again.
    expect((await put({ ...setup, basal_applied: { k2o: 30 } })).statusCode).toBe(200);
    body = (await preview()).json();
    expect(body.recommendations[2]).toMatchObject({ command: 'on', held: null, dose: { limit_kg_per_ha: { k2o: 20 } } });
  });
});
