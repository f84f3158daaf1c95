import { FERTIGATION_BANDS, SOYBEAN_STAGES, type Band, soybeanStage } from '@agrim/agronomy';
import { FERTIGATION_DOSE_MINUTES, FERTIGATION_NOTICE, type Role } from '@agrim/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { valveCommands } from '../db/schema/index.js';
import { SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import { expectError, MINUTE, reading, type Registered, sensorKit } from '../sensors/sensors.testkit.js';
import { assess, FERTIGATION_PARAMETERS, type FertigationParameter, SoybeanFertigationService, VALVE_OF } from './fertigation.service.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Fertigation farm');
});
afterAll(() => t.close());

const LABEL: Record<FertigationParameter, string> = {
  nitrogen: 'Nitrogen level',
  phosphorus: 'Phosphorus level',
  potassium: 'Potassium level',
  moisture: 'Soil moisture',
};

/** The four edges of a band: just below low, exactly low, exactly high, just above high; and what each gives. */
const EDGES = ['below', 'low', 'high', 'above'] as const;
type Edge = (typeof EDGES)[number];
const STEP: Record<FertigationParameter, number> = { nitrogen: 0.1, phosphorus: 0.1, potassium: 0.1, moisture: 0.01 };
const valueAt = (edge: Edge, band: Band, step: number) =>
  Math.round((edge === 'below' ? band.low - step : edge === 'low' ? band.low : edge === 'high' ? band.high : band.high + step) * 100) / 100;
const show = (x: number) => String(Math.round(x * 100) / 100);

/** The expected level, command and English message of a value against a band (spec 9). */
function expected(parameter: FertigationParameter, value: number, band: Band) {
  const valve = VALVE_OF[parameter];
  if (value < band.low)
    return {
      level: 'low',
      command: 'on',
      message: `${LABEL[parameter]} is low (${show(value)} < ${show(band.low)}). Switching ON the ${valve} solenoid valve.`,
    };
  if (value > band.high)
    return {
      level: 'high',
      command: 'off',
      message: `${LABEL[parameter]} is high (${show(value)} > ${show(band.high)}). Switching OFF the ${valve} solenoid valve.`,
    };
  return {
    level: 'ok',
    command: null,
    message: `${LABEL[parameter]} is within the range (${show(band.low)} to ${show(band.high)}): ${show(value)}. No change to the ${valve} solenoid valve.`,
  };
}

describe('assess: every stage, parameter and band edge (spec 9)', () => {
  const cases = SOYBEAN_STAGES.flatMap((s) => FERTIGATION_PARAMETERS.flatMap((p) => EDGES.map((edge) => [s.name, p, edge] as const)));
  it.each(cases)('%s, %s, %s', (stage, parameter, edge) => {
    const band = FERTIGATION_BANDS[stage][parameter];
    const value = valueAt(edge, band, STEP[parameter]);
    const a = assess(parameter, value, band);
    const want = { below: ['low', 'on'], low: ['ok', null], high: ['ok', null], above: ['high', 'off'] }[edge];
    expect([a.level, a.command]).toEqual(want);
    expect(a).toEqual({
      parameter,
      value,
      low: band.low,
      high: band.high,
      valve: VALVE_OF[parameter],
      ...expected(parameter, value, band),
    });
  });

  it('the example of the brief, and the water valve for moisture', () => {
    expect(assess('nitrogen', 12.4, { low: 18, high: 19 }).message).toBe(
      'Nitrogen level is low (12.4 < 18). Switching ON the nitrogen solenoid valve.',
    );
    expect(assess('moisture', 0.32, { low: 0.05, high: 0.1 })).toMatchObject({
      level: 'high',
      valve: 'water',
      command: 'off',
      message: 'Soil moisture is high (0.32 > 0.1). Switching OFF the water solenoid valve.',
    });
  });

  it('speaks Hindi when asked', () => {
    expect(assess('nitrogen', 12.4, { low: 18, high: 19 }, 'hindi').message).toBe(
      'नाइट्रोजन का स्तर कम है (12.4 < 18)। नाइट्रोजन सोलेनॉइड वाल्व चालू किया जा रहा है।',
    );
    expect(assess('moisture', 0.5, { low: 0.05, high: 0.1 }, 'hindi').message).toBe(
      'मिट्टी की नमी अधिक है (0.5 > 0.1)। पानी सोलेनॉइड वाल्व बंद किया जा रहा है।',
    );
    expect(assess('potassium', 18.5, { low: 18, high: 19 }, 'hindi').message).toBe(
      'पोटैशियम का स्तर सीमा (18 से 19) के भीतर है: 18.5। पोटैशियम सोलेनॉइड वाल्व में कोई बदलाव नहीं।',
    );
  });
});

const start = (payload: Record<string, unknown>, crop = 'soybean', role: Role = 'Admin') =>
  t.app.inject({ method: 'POST', url: `/agri/${crop}/fertigation/start`, headers: bearer(tokens[role]), payload });
const commandsOf = (deviceId: string) =>
  t.database.db.select().from(valveCommands).where(eq(valveCommands.deviceId, deviceId)).orderBy(asc(valveCommands.createdAt));

let minute = 500;
/** Stores a reading newer than every earlier one of the test device. */
async function storeLatest(deviceId: string, over: Record<string, unknown>) {
  const at = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - minute-- * MINUTE);
  const result = await t.app.services.ingest.ingest(deviceId, [reading(at, over)]);
  expect(result.rejected).toEqual([]);
  return at;
}

describe('POST /agri/{crop}/fertigation/start: every stage at every band edge, commands recorded per valve', () => {
  const cases = SOYBEAN_STAGES.flatMap((s) => EDGES.map((edge) => [s.name, edge] as const));
  it.each(cases)('%s, all four parameters %s', async (stageName, edge) => {
    const bands = FERTIGATION_BANDS[stageName];
    // A probe never reads below 0: where a band starts at 0, 'just below' is 0 itself (exactly low: ok);
    // assess() above covers the negative side of those bands.
    const value = (p: FertigationParameter) => Math.max(0, valueAt(edge, bands[p], STEP[p]));
    await storeLatest(device.id, { nitrogen: value('nitrogen'), phosphorus: value('phosphorus'), potassium: value('potassium') });
    const before = (await commandsOf(device.id)).length;

    const res = await start({ deviceId: device.id, stage: stageName.toLowerCase(), moisture: value('moisture') }, 'Soyabean');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.stage).toBe(stageName);
    expect(body.reading.nitrogen).toBe(value('nitrogen'));
    expect(body.recommendations.map((r: { parameter: string }) => r.parameter)).toEqual([...FERTIGATION_PARAMETERS]);

    const rows = (await commandsOf(device.id)).slice(before);
    const admin = await t.app.services.tokens.verify(tokens.Admin);
    const sent = [];
    for (const r of body.recommendations) {
      const p = r.parameter as FertigationParameter;
      expect(r).toMatchObject({
        value: value(p),
        low: bands[p].low,
        high: bands[p].high,
        valve: VALVE_OF[p],
        ...expected(p, value(p), bands[p]),
      });
      if (r.command === null) {
        expect(r.command_id).toBeNull();
        expect(r.delivery).toBeNull();
        continue;
      }
      expect(r.delivery).toBe('not_sent');
      const row = rows.find((c) => c.id === r.command_id);
      expect(row, `${p} command row`).toBeDefined();
      expect(row).toMatchObject({
        valve: VALVE_OF[p],
        state: r.command,
        durationSeconds: r.command === 'on' ? FERTIGATION_DOSE_MINUTES * 60 : 0,
        userId: admin.userId,
        delivery: 'not_sent',
      });
      expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      sent.push(r.command_id);
    }
    // Exactly one stored command per command given, nothing for the values in range.
    expect(rows.map((r) => r.id).sort()).toEqual(sent.sort());
    if (edge === 'low' || edge === 'high') expect(rows).toHaveLength(0);
    if (edge === 'above') expect(rows).toHaveLength(4);
  });
});

describe('Start Fertigation, further cases', () => {
  it('the dashboard valve (main) is not touched: its status still reads only main', async () => {
    const dashboard = await kit.get(tokens.Admin, '/agri/fertigation', { deviceId: device.id });
    expect(dashboard.json()).toMatchObject({ state: 'off', startedAt: null, by: null, delivery: null });
    await t.app.inject({
      method: 'POST',
      url: '/agri/fertigation',
      headers: bearer(tokens.Admin),
      payload: { deviceId: device.id, state: 'on', durationMinutes: 5 },
    });
    await storeLatest(device.id, { nitrogen: 1, phosphorus: 1, potassium: 1 });
    // Initial seedling: N, P, K 1 < 18 → three valves on; moisture 0.5 > 0.1 → water off.
    const res = await start({ deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.5 });
    expect(res.json().recommendations.map((r: { command: string }) => r.command)).toEqual(['on', 'on', 'on', 'off']);
    const after = (await kit.get(tokens.Admin, '/agri/fertigation', { deviceId: device.id })).json();
    expect(after).toMatchObject({ state: 'on', by: 'Admin Person' });
    expect(Date.parse(after.endsAt) - Date.parse(after.startedAt)).toBe(5 * MINUTE);
    const mainRows = (await commandsOf(device.id)).filter((r) => r.valve === 'main');
    expect(mainRows).toHaveLength(1);
  });

  it('outside 10:00–19:00 Asia/Kolkata the notice is given and the commands are still sent; inside, no notice', async () => {
    const caller = await t.app.services.tokens.verify(tokens.Admin);
    const service = new SoybeanFertigationService(new SoilAnalysisService(t.database.db), t.app.services.fertigation);
    const stage = soybeanStage('Initial seedling stage')!;
    await storeLatest(device.id, { nitrogen: 1, phosphorus: 1, potassium: 1 });
    // 03:00 UTC is 08:30 in Asia/Kolkata; 05:00 UTC is 10:30; 13:29 UTC is 18:59; 13:30 UTC is 19:00.
    const outside = await service.start(caller, device.id, stage, 0.07, 'english', new Date('2026-03-10T03:00:00Z'));
    expect(outside).toMatchObject({ in_window: false, notice: FERTIGATION_NOTICE });
    expect(outside.recommendations.filter((r) => r.command === 'on')).toHaveLength(3);
    expect(outside.recommendations.every((r) => r.command === null || r.command_id !== null)).toBe(true);
    for (const [at, inside] of [
      ['2026-03-10T05:00:00Z', true],
      ['2026-03-10T13:29:00Z', true],
      ['2026-03-10T13:30:00Z', false],
      ['2026-03-10T04:29:00Z', false],
    ] as const) {
      const out = await service.start(caller, device.id, stage, 0.07, 'english', new Date(at));
      expect(out.in_window, at).toBe(inside);
      expect(out.notice, at).toBe(inside ? null : FERTIGATION_NOTICE);
    }
  });

  it('Hindi messages through the route', async () => {
    await storeLatest(device.id, { nitrogen: 18.5, phosphorus: 18.5, potassium: 25 });
    const body = (await start({ deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.01, language: 'hindi' })).json();
    expect(body.recommendations[2].message).toBe('पोटैशियम का स्तर अधिक है (25 > 19)। पोटैशियम सोलेनॉइड वाल्व बंद किया जा रहा है।');
    expect(body.recommendations[3].message).toBe('मिट्टी की नमी कम है (0.01 < 0.05)। पानी सोलेनॉइड वाल्व चालू किया जा रहा है।');
  });

  it('the latest valid reading is used: a newer all-zero fault is skipped', async () => {
    await storeLatest(device.id, { nitrogen: 30, phosphorus: 30, potassium: 30 });
    await storeLatest(device.id, { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 });
    const body = (await start({ deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.07 })).json();
    expect(body.reading.nitrogen).toBe(30);
    expect(body.recommendations[0].level).toBe('high');
  });

  it('a device without a valid reading: 404, nothing recorded', async () => {
    const empty = await kit.registerDevice(device.farmId, 'Fertigation empty probe');
    expectError(await start({ deviceId: empty.id, stage: 'Initial seedling stage', moisture: 0.3 }), 404, 'NOT_FOUND');
    expect(await commandsOf(empty.id)).toHaveLength(0);
  });

  it.each([
    ['an unknown stage', { stage: 'Flowering', moisture: 0.3 }],
    ['moisture above 1', { stage: 'Initial seedling stage', moisture: 1.01 }],
    ['moisture below 0', { stage: 'Initial seedling stage', moisture: -0.1 }],
    ['moisture as text', { stage: 'Initial seedling stage', moisture: '0.3' }],
    ['no moisture', { stage: 'Initial seedling stage' }],
    ['a malformed device id', { stage: 'Initial seedling stage', moisture: 0.3, deviceId: 'x' }],
  ])('%s: 400, nothing recorded', async (_name, payload) => {
    const before = (await commandsOf(device.id)).length;
    const res = await start({ deviceId: device.id, ...payload });
    expectError(res, 400, 'VALIDATION_FAILED');
    expect(await commandsOf(device.id)).toHaveLength(before);
  });

  it('an unknown stage names the five', async () => {
    const message = expectError(await start({ deviceId: device.id, stage: 'Flowering', moisture: 0.3 }), 400, 'VALIDATION_FAILED');
    for (const s of SOYBEAN_STAGES) expect(message).toContain(s.name);
  });
});
