import {
  FERTIGATION_BANDS,
  type FertigationParameter,
  SOYBEAN_STAGES,
  STAGE_WINDOWS,
  VALVE_SAFETY,
  type Band,
  soybeanStage,
  soybeanZone,
  zoneRating,
} from '@agrim/agronomy';
import { FERTIGATION_DOSE_MINUTES, FERTIGATION_NOTICE, type Role } from '@agrim/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startSeededApp } from '../../test/harness.js';
import { valveCommands } from '../db/schema/index.js';
import { SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import { expectError } from '../../test/expectError.js';
import { HOUR, MINUTE, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { SoybeanFertigationService } from './fertigation.service.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Fertigation farm');
  await kit.calibrateAsLab(device);
});
afterAll(() => t.close());

const PARAMETERS: readonly FertigationParameter[] = ['nitrogen', 'phosphorus', 'potassium', 'moisture'];
const VALVE = { nitrogen: 'nitrogen', phosphorus: 'phosphorus', potassium: 'potassium', moisture: 'water' } as const;
const central = soybeanZone('Central')!;

/** The four edges of a band: just below low, exactly low, exactly high, just above high. */
const EDGES = ['below', 'low', 'high', 'above'] as const;
type Edge = (typeof EDGES)[number];
const STEP: Record<FertigationParameter, number> = { nitrogen: 0.1, phosphorus: 0.1, potassium: 0.1, moisture: 0.01 };
const valueAt = (edge: Edge, band: Band, step: number) =>
  Math.round((edge === 'below' ? band.low - step : edge === 'low' ? band.low : edge === 'high' ? band.high : band.high + step) * 100) / 100;

/**
 * The spec profile (spec 9 table): the level as the table says; below the band the valve opens unless
 * the stage is outside the valve's window, the probe's channel reads exactly 0 (the water valve follows
 * the slider, not the probe) or the nutrient is rated Medium or High on the zone's scale (then it is
 * held); above, it closes. The probes here are calibrated and their readings fresh.
 */
function expectedSpec(stageName: string, parameter: FertigationParameter, value: number, band: Band) {
  const level = value < band.low ? 'low' : value > band.high ? 'high' : 'ok';
  const rating = parameter === 'moisture' ? null : zoneRating(central, parameter, value * 2.24);
  const held =
    level !== 'low'
      ? null
      : !(STAGE_WINDOWS[parameter].stages as readonly string[]).includes(stageName)
        ? 'stage'
        : parameter !== 'moisture' && value === 0
          ? 'fault'
          : rating !== null && rating !== 'Low'
            ? 'rating'
            : null;
  const command = level === 'high' ? 'off' : level === 'low' && !held ? 'on' : null;
  return { level, rating, held, command };
}

const start = (payload: Record<string, unknown>, crop = 'soybean', role: Role = 'Admin') =>
  t.app.inject({ method: 'POST', url: `/agri/${crop}/fertigation/start`, headers: bearer(tokens[role]), payload });
const commandsOf = (deviceId: string) =>
  t.database.db.select().from(valveCommands).where(eq(valveCommands.deviceId, deviceId)).orderBy(asc(valveCommands.createdAt));

let second = 1800;
/** Stores a reading newer than every earlier one of the test device, and fresh enough to open a valve (under an hour old). */
async function storeLatest(deviceId: string, over: Record<string, unknown>) {
  const at = new Date(Math.floor(Date.now() / 1000) * 1000 - second-- * 1000);
  const result = await t.app.services.ingest.ingest(deviceId, [reading(at, over)]);
  expect(result.rejected).toEqual([]);
  return at;
}

describe('POST /agri/{crop}/fertigation/start, spec profile: every stage at every band edge, commands recorded per valve', () => {
  const cases = SOYBEAN_STAGES.flatMap((s) => EDGES.map((edge) => [s.name, edge] as const));
  it.each(cases)('%s, all four parameters %s', async (stageName, edge) => {
    // A fresh device each time: the dose caps count openings per device and day.
    const probe = await kit.registerDevice(device.farmId, `Spec ${stageName} ${edge}`);
    await kit.calibrateAsLab(probe);
    const bands = FERTIGATION_BANDS[stageName];
    // A probe never reads below 0: where a band starts at 0, 'just below' is 0 itself (exactly low: ok).
    const value = (p: FertigationParameter) => Math.max(0, valueAt(edge, bands[p], STEP[p]));
    await storeLatest(probe.id, { nitrogen: value('nitrogen'), phosphorus: value('phosphorus'), potassium: value('potassium') });

    const res = await start(
      { deviceId: probe.id, stage: stageName.toLowerCase(), moisture: value('moisture'), profile: 'spec' },
      'Soyabean',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ stage: stageName, profile: 'spec', zone: 'Central', preview: false });
    expect(body.recommendations.map((r: { parameter: string }) => r.parameter)).toEqual([...PARAMETERS]);

    const rows = await commandsOf(probe.id);
    const admin = await t.app.services.tokens.verify(tokens.Admin);
    const sent = [];
    for (const r of body.recommendations) {
      const p = r.parameter as FertigationParameter;
      expect(r).toMatchObject({
        value: value(p),
        low: bands[p].low,
        high: bands[p].high,
        valve: VALVE[p],
        ...expectedSpec(stageName, p, value(p), bands[p]),
      });
      if (r.command === null) {
        expect(r.command_id).toBeNull();
        expect(r.delivery).toBeNull();
        continue;
      }
      const row = rows.find((c) => c.id === r.command_id);
      expect(row, `${p} command row`).toBeDefined();
      expect(row).toMatchObject({
        valve: VALVE[p],
        state: r.command,
        durationSeconds: r.command === 'on' ? FERTIGATION_DOSE_MINUTES * 60 : 0,
        userId: admin.userId,
        delivery: 'not_sent',
        profile: 'spec',
        reason: r.message,
      });
      sent.push(r.command_id);
    }
    // Exactly one stored command per command given, nothing for the values in range or held.
    expect(rows.map((r) => r.id).sort()).toEqual(sent.sort());
    if (edge === 'low' || edge === 'high') expect(rows).toHaveLength(0);
  });
});

describe('agronomy profile (the default) through the API', () => {
  it('preview says what start then does; start records the profile and the reason; caps hold the next day’s repeat', async () => {
    const probe = await kit.registerDevice(device.farmId, 'Agronomy probe');
    await kit.calibrateAsLab(probe);
    // Crop development, Central: N 112 kg/ha (held: no N after sowing), P 8.96 (< 10 → on), K 134.4 (< 143 → on), moisture 20 % (< 28.0 → on).
    await storeLatest(probe.id, { nitrogen: 50, phosphorus: 4, potassium: 60, moisture: 20 });
    const payload = { deviceId: probe.id, stage: 'Crop development stage' };
    const preview = await t.app.inject({
      method: 'POST',
      url: '/agri/soybean/fertigation/preview',
      headers: bearer(tokens.Admin),
      payload,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const seen = preview.json();
    expect(seen).toMatchObject({ profile: 'agronomy', zone: 'Central', preview: true });
    expect(seen.recommendations.map((r: { command: string | null; held: string | null }) => [r.command, r.held])).toEqual([
      [null, 'stage'],
      ['on', null],
      ['on', null],
      ['on', null],
    ]);
    expect(seen.recommendations.every((r: { command_id: unknown }) => r.command_id === null)).toBe(true);
    expect(await commandsOf(probe.id)).toHaveLength(0);

    const started = (await start(payload)).json();
    expect(started.preview).toBe(false);
    expect(started.recommendations.map((r: { command: string | null }) => r.command)).toEqual(
      seen.recommendations.map((r: { command: string | null }) => r.command),
    );
    const rows = await commandsOf(probe.id);
    expect(rows.map((r) => [r.valve, r.state, r.profile])).toEqual([
      ['phosphorus', 'on', 'agronomy'],
      ['potassium', 'on', 'agronomy'],
      ['water', 'on', 'agronomy'],
    ]);
    expect(rows[0]!.reason).toContain('8.96 kg/ha < 10');

    // The same again today: the nutrient valves have had their one opening; water may run up to four times.
    const again = (await start(payload)).json();
    expect(again.recommendations.map((r: { command: string | null; held: string | null }) => [r.command, r.held])).toEqual([
      [null, 'stage'],
      [null, 'daily_cap'],
      [null, 'daily_cap'],
      ['on', null],
    ]);
  });

  it('the zone comes from the farm state, or the request', async () => {
    const farm = await t.app.inject({
      method: 'POST',
      url: '/api/farms',
      headers: bearer(tokens.Admin),
      payload: { name: 'Odisha farm', district: 'Cuttack', state: 'Odisha' },
    });
    expect(farm.statusCode, farm.body).toBe(201);
    const probe = await kit.registerDevice(farm.json().data.id, 'Odisha probe');
    await kit.calibrateAsLab(probe);
    await storeLatest(probe.id, { nitrogen: 50, phosphorus: 4.8, potassium: 60, moisture: 20 });
    const ask = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: '/agri/soybean/fertigation/preview',
        headers: bearer(tokens.Admin),
        payload: { deviceId: probe.id, stage: 'Crop development stage', ...extra },
      });
    const eastern = (await ask({})).json();
    // Eastern: acid-soil P line 11 kg/ha; 4.8 × 2.24 = 10.75 < 11 → on. In Central (line 10) the same reading is Medium.
    expect(eastern.zone).toBe('Eastern');
    expect(eastern.recommendations[1]).toMatchObject({ low: 11, value: 10.75, command: 'on' });
    const asCentral = (await ask({ zone: 'Central' })).json();
    expect(asCentral.recommendations[1]).toMatchObject({ low: 10, level: 'ok', rating: 'Medium', command: null });
  });

  it('the spec profile needs the slider: 400 in English and Hindi', async () => {
    const res = await start({ deviceId: device.id, stage: 'Initial seedling stage', profile: 'spec' });
    expectError(res, 400, 'VALIDATION_FAILED');
    const hi = await t.app.inject({
      method: 'POST',
      url: '/agri/soybean/fertigation/start',
      headers: { ...bearer(tokens.Admin), 'accept-language': 'hi' },
      payload: { deviceId: device.id, stage: 'Initial seedling stage', profile: 'spec' },
    });
    expect(hi.json().message).toContain('स्लाइडर');
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
    // Initial seedling: N, P, K 1 < 18, but soybean takes no N after sowing → P and K on, N held; moisture 0.5 > 0.1 → water off.
    const res = await start({ deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.5, profile: 'spec' });
    expect(res.json().recommendations.map((r: { command: string }) => r.command)).toEqual([null, 'on', 'on', 'off']);
    const after = (await kit.get(tokens.Admin, '/agri/fertigation', { deviceId: device.id })).json();
    expect(after).toMatchObject({
      state: 'off',
      by: 'Admin Person',
      outcome: 'not_sent',
      command: { requested: 'on', durationSeconds: 300 },
    });
    const mainRows = (await commandsOf(device.id)).filter((r) => r.valve === 'main');
    expect(mainRows).toHaveLength(1);
  });

  it('outside 10:00–19:00 Asia/Kolkata the notice is given and the commands are still sent; inside, no notice', async () => {
    const caller = await t.app.services.tokens.verify(tokens.Admin);
    const service = new SoybeanFertigationService(t.database.db, new SoilAnalysisService(t.database.db), t.app.services.fertigation);
    const probe = await kit.registerDevice(device.farmId, 'Window probe');
    await kit.calibrateAsLab(probe);
    const ask = { stage: soybeanStage('Initial seedling stage')!, profile: 'spec', moisture: 0.07, language: 'english' } as const;
    await storeLatest(probe.id, { nitrogen: 1, phosphorus: 1, potassium: 1 });
    // 03:00 UTC is 08:30 in Asia/Kolkata; 05:00 UTC is 10:30; 13:29 UTC is 18:59; 13:30 UTC is 19:00.
    const outside = await service.start(caller, probe.id, probe.farmId, ask, new Date('2026-03-10T03:00:00Z'));
    expect(outside).toMatchObject({ in_window: false, notice: FERTIGATION_NOTICE });
    expect(outside.recommendations.filter((r) => r.command === 'on').map((r) => r.valve)).toEqual(['phosphorus', 'potassium']);
    expect(outside.recommendations.every((r) => r.command === null || r.command_id !== null)).toBe(true);
    for (const [at, inside] of [
      ['2026-03-10T05:00:00Z', true],
      ['2026-03-10T13:29:00Z', true],
      ['2026-03-10T13:30:00Z', false],
      ['2026-03-10T04:29:00Z', false],
    ] as const) {
      const out = await service.start(caller, probe.id, probe.farmId, ask, new Date(at));
      expect(out.in_window, at).toBe(inside);
      expect(out.notice, at).toBe(inside ? null : FERTIGATION_NOTICE);
    }
  });

  it('Hindi messages through the route', async () => {
    await storeLatest(device.id, { nitrogen: 18.5, phosphorus: 18.5, potassium: 25 });
    const body = (
      await start({ deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.01, language: 'hindi', profile: 'spec' })
    ).json();
    // K 25 mg/kg is above the spec band (19) although 25 × 2.24 = 56 kg/ha is Low on the Central scale (< 143): closing is always safe.
    expect(body.recommendations[2].message).toBe('पोटैशियम अधिक है (25 मिग्रा/किग्रा > 19, कम श्रेणी)। पोटैशियम सोलेनॉइड वाल्व बंद किया जा रहा है।');
    expect(body.recommendations[3].message).toBe(
      'मिट्टी की नमी कम है (0.01 इंच/दिन < 0.05)। पानी सोलेनॉइड वाल्व 15 मिनट के लिए चालू किया जा रहा है।',
    );
  });

  it('the latest valid reading is used: a newer all-zero fault is skipped', async () => {
    await storeLatest(device.id, { nitrogen: 30, phosphorus: 30, potassium: 30 });
    await storeLatest(device.id, { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 });
    const body = (await start({ deviceId: device.id, stage: 'Initial seedling stage', moisture: 0.07, profile: 'spec' })).json();
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
    ['no moisture under the spec profile', { stage: 'Initial seedling stage', profile: 'spec' }],
    ['an unknown profile', { stage: 'Initial seedling stage', profile: 'auto' }],
    ['an unknown zone', { stage: 'Initial seedling stage', zone: 'Atlantis' }],
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

describe('valve safety through the API (issue 37): stale readings, dead and frozen channels, uncalibrated probes', () => {
  const preview = (deviceId: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/agri/soybean/fertigation/preview',
      headers: bearer(tokens.Admin),
      payload: { deviceId, stage: 'Crop development stage', ...extra },
    });
  const decisions = (body: { recommendations: Array<{ command: string | null; held: string | null }> }) =>
    body.recommendations.map((r) => [r.command, r.held]);
  // Crop development, Central: P 4 → 8.96 kg/ha (Low), K 60 → 134.4 (Low), moisture 20 % (< 28.0): all three would open.
  const low = { nitrogen: 50, phosphorus: 4, potassium: 60, moisture: 20 };

  it('a reading older than an hour opens nothing, and the answer says how old it is', async () => {
    const probe = await kit.registerDevice(device.farmId, 'Stale probe');
    await kit.calibrateAsLab(probe);
    await kit.sendOk(probe, [reading(new Date(Date.now() - 3 * HOUR), low)]);
    const body = (await preview(probe.id)).json();
    expect(body.reading_age_minutes).toBeGreaterThan(VALVE_SAFETY.maxAgeMinutes);
    expect(decisions(body)).toEqual([
      [null, 'stage'],
      [null, 'stale'],
      [null, 'stale'],
      [null, 'stale'],
    ]);
    expect(body.recommendations[3].message).toMatch(/is 1\d\d minutes old/);
  });

  it('a channel at exactly 0 holds its valve; a channel frozen for three hours holds its own', async () => {
    const probe = await kit.registerDevice(device.farmId, 'Dead channel probe');
    await kit.calibrateAsLab(probe);
    await storeLatest(probe.id, { ...low, phosphorus: 0 });
    expect(decisions((await preview(probe.id)).json())).toEqual([
      [null, 'stage'],
      [null, 'fault'],
      ['on', null],
      ['on', null],
    ]);
    const frozen = await kit.registerDevice(device.farmId, 'Frozen channel probe');
    await kit.calibrateAsLab(frozen);
    // Four readings over the last 2.5 hours: potassium exactly 60 in each, the others moving.
    await kit.sendOk(
      frozen,
      [150, 100, 50, 1].map((m, i) =>
        reading(new Date(Date.now() - m * MINUTE), { ...low, phosphorus: 4 - i * 0.1, moisture: 20 - i * 0.2 }),
      ),
    );
    expect(decisions((await preview(frozen.id)).json())).toEqual([
      [null, 'stage'],
      ['on', null],
      [null, 'fault'],
      ['on', null],
    ]);
  });

  it('an uncalibrated probe opens no nutrient valve; water still follows the probe', async () => {
    const probe = await kit.registerDevice(device.farmId, 'Uncalibrated probe');
    await storeLatest(probe.id, low);
    const body = (await preview(probe.id)).json();
    expect(body.calibrated).toBe(false);
    expect(decisions(body)).toEqual([
      [null, 'stage'],
      [null, 'uncalibrated'],
      [null, 'uncalibrated'],
      ['on', null],
    ]);
    const hi = await t.app.inject({
      method: 'POST',
      url: '/agri/soybean/fertigation/start',
      headers: bearer(tokens.Admin),
      payload: { deviceId: probe.id, stage: 'Crop development stage', language: 'hindi' },
    });
    expect(hi.json().recommendations[1].message).toContain('कैलिब्रेट');
    expect((await commandsOf(probe.id)).map((c) => c.valve)).toEqual(['water']);
  });
});
