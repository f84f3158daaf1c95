import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Role, SHC_UNITS, type ShcParameter } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { valveCommands } from '../src/db/schema/index.js';
import { DAY, MINUTE, minutesAgo, reading, type Registered, sensorKit } from './sensors.testkit.js';
import { bearer, startSeededApp } from './harness.js';

/**
 * The hand-worked examples of docs/agronomy-examples.md, run through the product's API on this
 * database: each ```json agronomy-example block holds an example's inputs and the results worked by
 * hand in the prose around it.
 */

const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/agronomy-examples.md');

interface Example {
  id: string;
  kind: string;
  [key: string]: unknown;
}

function examples(): Example[] {
  const text = readFileSync(DOC, 'utf8');
  return [...text.matchAll(/```json agronomy-example\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as Example);
}

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(tokens.Admin), payload });

async function deviceOnFarm(name: string, state: string) {
  const farm = await post('/api/farms', { name, state });
  expect(farm.statusCode, farm.body).toBe(201);
  return kit.registerDevice(farm.json().data.id, `${name} probe`);
}

let minute = 10_000;
async function storeLatest(deviceId: string, values: Record<string, number>) {
  const at = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - minute-- * MINUTE);
  const result = await t.app.services.ingest.ingest(deviceId, [reading(at, values)]);
  expect(result.rejected).toEqual([]);
}

type Parameter = 'nitrogen' | 'phosphorus' | 'potassium' | 'moisture';
interface FertigationCase {
  reading: Record<Parameter, number>;
  /** How old the reading is when the preview is asked for; default 1 minute. */
  age_minutes?: number;
  expect: Record<Parameter, string>;
  values?: Partial<Record<Parameter, number>>;
  lines?: Partial<Record<Parameter, [number, number]>>;
  /** Issue 37: 'on' commands of each valve earlier this season (one a day, the days before), and what one opening delivers. */
  openings?: Partial<Record<'nitrogen' | 'phosphorus' | 'potassium' | 'water', number>>;
  doses?: Partial<Record<Parameter, object | null>>;
}

/** The lab test a probe is calibrated with (issue 37), and the probe's reading when the sample was taken. */
interface Calibration {
  probe: Record<string, number>;
  lab: Record<string, number>;
  phosphorus_form: string;
  potassium_form: string;
  factors: Record<string, number>;
  ph_offset: number | null;
}

interface FertigationExample extends Example {
  state: string;
  stage: string;
  zone: string;
  profile?: string;
  slider?: number;
  calibration?: Calibration;
  /** Issue 37: the device's fertigation setup (PUT /api/devices/:deviceId/fertigation-setup). */
  setup?: object;
  cases: FertigationCase[];
}

async function calibrate(probe: Registered, c: Calibration) {
  const at = minutesAgo(10 * 24 * 60);
  await kit.sendOk(probe, [reading(at, c.probe)]);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/devices/${probe.id}/calibration`,
    headers: bearer(tokens.Admin),
    payload: { lab: c.lab, phosphorus_form: c.phosphorus_form, potassium_form: c.potassium_form, sampled_at: at.toISOString() },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().calibration).toMatchObject({ factors: c.factors, ph_offset: c.ph_offset });
}

interface CalculatorExample extends Example {
  zone: string;
  soil: string;
  crop: string;
  npk: string;
  hectares: number;
  reading: Record<string, number>;
  expect: {
    current_values?: object;
    ratings?: object;
    required_nutrients?: object;
    products?: Array<[string, number]>;
  };
  contains?: string[];
  /** Issue 37: extra query fields (stcr, target_yield, manure_t_ha, previous_crop, …). */
  query?: Record<string, string | number>;
  /** Issue 37: a refusal — the status and a part of the message, in the `accept_language` asked. */
  status?: number;
  error?: string;
  accept_language?: string;
}

interface CardExample extends Example {
  crop_type: string;
  soil_type: string;
  p_form: string;
  k_form: string;
  parameters: Partial<Record<ShcParameter, number>>;
  contains: string[];
  lacks?: string[];
}

/** A suggested alarm rule (GET /api/alerts/defaults) taken as offered, then readings that raise and clear it (issue 37). */
interface AlarmExample extends Example {
  state: string;
  zone: string;
  rule: string;
  expect_rule: Record<string, unknown>;
  readings: Array<{ hours: number } & Record<string, number>>;
  expect_alarm: { value: number; raised_at_hours: number; cleared_at_hours: number | null };
}

const outcome = (r: { command: string | null; held: string | null }) => r.command ?? (r.held ? `held:${r.held}` : 'none');

describe('docs/agronomy-examples.md', () => {
  const all = examples();

  it('holds at least ten worked examples, each with a unique id', () => {
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });

  it.each(all.filter((e) => e.kind === 'fertigation').map((e) => [e.id, e as FertigationExample] as const))(
    '%s: fertigation decisions',
    async (id, e) => {
      for (const [i, c] of e.cases.entries()) {
        // A probe of its own per case: the readings of earlier cases would make a channel look frozen (issue 37).
        const probe = await deviceOnFarm(`Example ${id} case ${i + 1}`, e.state as string);
        if (e.calibration) await calibrate(probe, e.calibration);
        else await kit.calibrateAsLab(probe);
        if (e.setup) {
          const set = await t.app.inject({
            method: 'PUT',
            url: `/api/devices/${probe.id}/fertigation-setup`,
            headers: bearer(tokens.Admin),
            payload: e.setup,
          });
          expect(set.statusCode, set.body).toBe(200);
        }
        for (const [valve, n] of Object.entries(c.openings ?? {}))
          for (let day = 1; day <= n; day++)
            await t.database.db.insert(valveCommands).values({
              deviceId: probe.id,
              valve: valve as 'nitrogen' | 'phosphorus' | 'potassium' | 'water',
              state: 'on',
              durationSeconds: 900,
              createdAt: new Date(Date.now() - day * DAY),
              endsAt: new Date(Date.now() - day * DAY + 15 * MINUTE),
              delivery: 'not_sent',
            });
        const stored = await t.app.services.ingest.ingest(probe.id, [reading(minutesAgo(c.age_minutes ?? 1, Date.now()), c.reading)]);
        expect(stored.rejected).toEqual([]);
        const res = await post('/agri/soybean/fertigation/preview', {
          deviceId: probe.id,
          stage: e.stage,
          ...(e.profile ? { profile: e.profile } : {}),
          ...(e.slider !== undefined ? { moisture: e.slider } : {}),
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.zone).toBe(e.zone);
        const got = Object.fromEntries(body.recommendations.map((r: { parameter: Parameter }) => [r.parameter, r]));
        for (const p of ['nitrogen', 'phosphorus', 'potassium', 'moisture'] as const) {
          const where = `${id} ${JSON.stringify(c.reading)} ${p}`;
          expect(outcome(got[p]), where).toBe(c.expect[p]);
          if (c.values?.[p] !== undefined) expect(got[p].value, where).toBe(c.values[p]);
          if (c.lines?.[p]) expect([got[p].low, got[p].high], where).toEqual(c.lines[p]);
          if (c.doses?.[p] !== undefined)
            if (c.doses[p] === null) expect(got[p].dose, where).toBeNull();
            else expect(got[p].dose, where).toMatchObject(c.doses[p]!);
          // Whatever the profile: a nutrient valve opens only for a nutrient rated Low.
          if (p !== 'moisture' && got[p].command === 'on') expect(got[p].rating, where).toBe('Low');
        }
      }
    },
  );

  it.each(all.filter((e) => e.kind === 'calculator').map((e) => [e.id, e as CalculatorExample] as const))(
    '%s: the Nutrient Calculator',
    async (id, e) => {
      const probe = await deviceOnFarm(`Example ${id}`, 'Madhya Pradesh');
      await storeLatest(probe.id, e.reading);
      const res = await t.app.inject({
        method: 'GET',
        url: '/get/zone/predict/nutrient/calculator',
        headers: { ...bearer(tokens.Admin), ...(e.accept_language ? { 'accept-language': e.accept_language } : {}) },
        query: {
          zone: e.zone,
          soil: e.soil,
          crop: e.crop,
          npk: e.npk,
          hectares: String(e.hectares),
          deviceId: probe.id,
          ...Object.fromEntries(Object.entries(e.query ?? {}).map(([k, v]) => [k, String(v)])),
        },
      });
      if (e.status !== undefined) {
        expect(res.statusCode, res.body).toBe(e.status);
        expect(res.json().message, id).toContain(e.error);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const { products, ...fields } = e.expect;
      for (const [key, value] of Object.entries(fields)) expect(body[key], `${id} ${key}`).toEqual(value);
      if (products)
        expect(
          body.products.map((p: { product: string; kg: number }) => [p.product, p.kg]),
          `${id} products`,
        ).toEqual(products);
      for (const text of e.contains ?? []) expect(body.recommendations.join('\n'), id).toContain(text);
    },
  );

  it.each(all.filter((e) => e.kind === 'card').map((e) => [e.id, e as CardExample] as const))(
    '%s: advice from Soil Health Card values',
    async (id, e) => {
      const parameters = Object.fromEntries(
        Object.entries(e.parameters).map(([k, value]) => [k, { value, unit: SHC_UNITS[k as ShcParameter] }]),
      );
      const res = await post('/api/v1/fert/prediction/shc/values', {
        language: 'english',
        crop_type: e.crop_type,
        soil_type: e.soil_type,
        parameters,
        p_form: e.p_form,
        k_form: e.k_form,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { recommendation, forms_confirmed } = res.json().data;
      expect(forms_confirmed).toBe(true);
      for (const text of e.contains) expect(recommendation, `${id}: ${text}`).toContain(text);
      for (const text of e.lacks ?? []) expect(recommendation, `${id}: ${text}`).not.toContain(text);
    },
  );
  it.each(all.filter((e) => e.kind === 'alarm').map((e) => [e.id, e as AlarmExample] as const))(
    '%s: a suggested alarm raised and cleared by readings',
    async (id, e) => {
      const probe = await deviceOnFarm(`Example ${id}`, e.state);
      const defaults = await t.app.inject({
        method: 'GET',
        url: `/api/alerts/defaults?farmId=${probe.farmId}`,
        headers: bearer(tokens.Admin),
      });
      expect(defaults.statusCode, defaults.body).toBe(200);
      expect(defaults.json().zone).toBe(e.zone);
      const suggested = defaults.json().data.find((d: { rule: { name: string } }) => d.rule.name === e.rule);
      expect(suggested?.rule, `${id}: ${e.rule}`).toMatchObject(e.expect_rule);
      const created = await post('/api/alerts/rules', { farmId: probe.farmId, ...suggested.rule });
      expect(created.statusCode, created.body).toBe(201);
      // The readings, hours after a start three days back, stored oldest first as a probe sends them.
      const start = Math.floor(Date.now() / MINUTE) * MINUTE - 3 * 24 * 60 * MINUTE;
      const at = (hours: number) => new Date(start + hours * 60 * MINUTE);
      for (const r of e.readings) {
        const { hours, ...values } = r;
        const result = await t.app.services.ingest.ingest(probe.id, [reading(at(hours), values)]);
        expect(result.rejected).toEqual([]);
      }
      // Evaluation may run apart from storing: wait for it when it does.
      await (t.app.services as { evaluation?: { idle(): Promise<void> } }).evaluation?.idle();
      const alarms = await t.app.inject({
        method: 'GET',
        url: `/api/alerts/alarms?farmId=${probe.farmId}&view=history`,
        headers: bearer(tokens.Admin),
      });
      expect(alarms.statusCode, alarms.body).toBe(200);
      const mine = alarms.json().data.filter((a: { ruleId: number }) => a.ruleId === created.json().data.id);
      expect(mine, id).toHaveLength(1);
      expect(mine[0].value, id).toBe(e.expect_alarm.value);
      expect(mine[0].readingAt, id).toBe(at(e.expect_alarm.raised_at_hours).toISOString());
      expect(mine[0].state, id).toBe(e.expect_alarm.cleared_at_hours === null ? 'active' : 'cleared');
      if (e.expect_alarm.cleared_at_hours !== null) expect(mine[0].clearedAt, id).toBe(at(e.expect_alarm.cleared_at_hours).toISOString());
    },
  );
});
