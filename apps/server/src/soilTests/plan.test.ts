import {
  classifyConductivity,
  classifyPh,
  fertilizerPlan,
  HECTARES_PER_ACRE,
  rateNutrient,
  SOIL_TYPE_SOIL_WATER,
  soilWaterLines,
  soilWaterStatus,
} from '@agrim/agronomy';
import type { Role, SoilTest, SoilTestPlan } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { anotherAccount } from '../../test/feedback.testkit.js';
import { completedTest, farmWithDevice, steps } from '../../test/soilTests.testkit.js';
import { matchSoilType, rateSoilTest, type TestValues } from './ratings.js';

/** Issue 39: the ratings of a soil test and the fertilizer plan made from it. */

const values = (over: Partial<TestValues> = {}): TestValues & { complete: boolean } => ({
  complete: true,
  n: 31,
  p: 17,
  k: 24,
  ph: 6.9,
  moisture_percent: 33,
  electrical_conductivity: 410,
  soil_type: 'Black',
  ...over,
});

describe('rating a soil test (the agronomy functions, no table of its own)', () => {
  it('rates N, P, K on the Soil Health Card scale after mg/kg × 2.24, at the scale’s own lines', () => {
    const r = rateSoilTest(values(), null, null)!;
    // 31 × 2.24 = 69.44 kg/ha N (Low below 280); 17 × 2.24 = 38.08 P (High above 25); 24 × 2.24 = 53.76 K (Low).
    expect(r.nitrogen).toMatchObject({ value: 31, kg_per_ha: 69.44, rating: 'Low', label: { en: 'Low', hi: 'कम' }, tone: 'watch' });
    expect(r.phosphorus).toMatchObject({ kg_per_ha: 38.08, rating: 'High', label: { en: 'High', hi: 'अधिक' } });
    expect(r.potassium).toMatchObject({ kg_per_ha: 53.76, rating: 'Low' });
    // 125 mg/kg is exactly 280 kg/ha: the lower line itself is Medium; just under it is Low.
    expect(rateSoilTest(values({ n: 125 }), null, null)!.nitrogen!.rating).toBe('Medium');
    expect(rateSoilTest(values({ n: 124.9 }), null, null)!.nitrogen!.rating).toBe('Low');
    for (const n of [0, 5, 124.9, 125, 200, 250, 250.1, 900]) {
      expect(rateSoilTest(values({ n }), null, null)!.nitrogen!.rating).toBe(rateNutrient('nitrogen', Math.round(n * 224) / 100));
    }
    expect(r.nitrogen!.source.id).toBe('methodsManual');
  });

  it('classes pH and conductivity (µS/cm → dS/m) with the card’s classes, in both languages', () => {
    for (const ph of [4.2, 5.5, 5.6, 6.9, 7.5, 7.6, 8.5, 8.6]) {
      const r = rateSoilTest(values({ ph }), null, null)!.ph!;
      const c = classifyPh(ph);
      expect(r).toMatchObject({ value: ph, class: c.class, label: { en: c.class, hi: c.hi } });
    }
    expect(rateSoilTest(values({ ph: 5.2 }), null, null)!.ph!.tone).toBe('act');
    expect(rateSoilTest(values({ ph: 7 }), null, null)!.ph!.tone).toBe('ok');
    for (const ec of [410, 999, 1000, 2000, 2001, 3500]) {
      const r = rateSoilTest(values({ electrical_conductivity: ec }), null, null)!.conductivity!;
      expect(r.class).toBe(classifyConductivity(ec / 1000).class);
      expect(r.ds_per_m).toBe(ec / 1000);
    }
    expect(rateSoilTest(values({ electrical_conductivity: 999 }), null, null)!.conductivity!.class).toBe('Normal Conductivity');
    expect(rateSoilTest(values({ electrical_conductivity: 1000 }), null, null)!.conductivity!.class).toBe('Critical for Germination');
  });

  it('rates moisture on the soil type’s own soil-water lines (knowledge/soilWater.ts)', () => {
    const clay = soilWaterLines(SOIL_TYPE_SOIL_WATER.Black);
    expect(clay).toEqual({ dryBelow: 29, fieldCapacity: 36, waterloggedAbove: 37.5, saturation: 47.5 });
    const status = (moisture_percent: number, soil_type = 'Black') =>
      rateSoilTest(values({ moisture_percent, soil_type }), null, null)!.moisture!;
    expect(status(33)).toMatchObject({ status: 'ok', label: { en: 'Good' }, lines: { dry_below: 29, field_capacity: 36 } });
    expect(status(28.9).status).toBe('dry');
    expect(status(36.1).status).toBe('wet');
    expect(status(40)).toMatchObject({ status: 'waterlogged', tone: 'act' });
    expect(status(48).status).toBe('aboveSaturation');
    // The same 25 % is dry on clay and fine on loam: the lines are the soil's, not one for all.
    expect(status(25, 'Black').status).toBe('dry');
    expect(status(25, 'Loamy').status).toBe(soilWaterStatus(25, SOIL_TYPE_SOIL_WATER.Loamy));
    expect(status(25, 'Loamy').status).toBe('ok');
    expect(status(25, 'Black cotton soil').status).toBe('dry');
    expect(status(25, 'Gravel')).toMatchObject({ status: null, lines: null, label: { en: 'Not rated' } });
    expect(status(33).means.en).toContain('29 %');
  });

  it('rates nothing before the results, and leaves out what the probe did not give', () => {
    expect(rateSoilTest(values({ ...{}, n: null }), null, null)!.nitrogen).toBeNull();
    expect(rateSoilTest({ ...values(), complete: false }, null, null)).toBeNull();
    expect(rateSoilTest(values({ moisture_percent: null, ph: null }), null, null)).toMatchObject({ moisture: null, ph: null });
  });

  it('rates the lab-corrected values when the probe has a calibration, and says so', () => {
    const calibration = { factors: { nitrogen: 2, phosphorus: 1, potassium: 3 }, phOffset: -0.5 };
    const r = rateSoilTest(values(), calibration, '2026-03-01T06:00:00.000Z')!;
    expect(r).toMatchObject({ corrected: true, calibrated_at: '2026-03-01T06:00:00.000Z' });
    expect(r.potassium).toMatchObject({ value: 72, kg_per_ha: 161.28, rating: 'Medium' });
    expect(r.ph!.value).toBe(6.4);
    expect(r.estimate_note.en).toContain('corrected with this probe’s lab calibration of 2026-03-01');
    expect(rateSoilTest(values(), null, null)!.estimate_note.en).toContain('field estimates, not lab values');
  });

  it('matches typed soil types to the five', () => {
    expect(matchSoilType('black')).toBe('Black');
    expect(matchSoilType(' Black cotton soil ')).toBe('Black');
    expect(matchSoilType('काली')).toBe('Black');
    expect(matchSoilType('Blackish')).toBeNull();
    expect(matchSoilType('Alluvial')).toBeNull();
  });
});

// ---------------------------------------------------------------- over HTTP, on the test database

const DURATION = 60_000;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let farm: Awaited<ReturnType<typeof farmWithDevice>>;
let other: string;
let testId: number;

const completed = (soil_type?: string) => completedTest(t, tokens.user, farm, DURATION, soil_type);

beforeAll(async () => {
  t = await startSeededApp({ SOIL_TEST_DURATION_MS: String(DURATION) });
  tokens = t.tokens;
  other = await anotherAccount(t, 'plan-neighbour@agrim.test', 'User');
  farm = await farmWithDevice(t, tokens.Admin, 'Plan farm', [EMAILS.user]);
  await farm.deliver(new Date());
  testId = await completed();
});
afterAll(() => t.close());

const plan = (id: number, query: string, token = tokens.user) =>
  t.app.inject({ method: 'GET', url: `/api/v1/soil_test/${id}/plan?${query}`, headers: bearer(token) });

describe('the soil test answer carries its ratings', () => {
  it('GET and the list rate the completed test; a running one has none', async () => {
    const s = steps(t, tokens.user);
    const one = (await s.get(testId)).json().data as SoilTest;
    expect(one).toMatchObject({ n: 31, p: 17, k: 24, moisture_percent: 33 });
    expect(one.ratings).toEqual(rateSoilTest(values(), null, null));
    const listed = (await s.list()).json() as SoilTest[];
    expect(listed.find((x) => x.id === testId)!.ratings).toEqual(one.ratings);

    const started = await s.start({ soil_type: 'Loamy' });
    const running = started.json().test_id as number;
    expect((await s.get(running)).json().data.ratings).toBeNull();
    await s.abort(running);
  });
});

describe('GET /api/v1/soil_test/:id/plan', () => {
  it('plans with the advice’s planner from the test’s values, for the crop and the area', async () => {
    const res = await plan(testId, 'crop=Wheat&area=2&area_unit=acre');
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data as SoilTestPlan;
    const hectares = Math.round(2 * HECTARES_PER_ACRE * 10_000) / 10_000;
    const same = fertilizerPlan({
      language: 'english',
      crop: 'Wheat',
      soilType: 'Black',
      nitrogen: 31,
      phosphorus: 17,
      potassium: 24,
      unit: 'mg/kg',
      ph: 6.9,
      moisture: 33,
      conductivityDsPerM: 0.41,
    });
    expect(p).toMatchObject({
      soil_test_id: testId,
      crop: { key: 'Wheat', name: { en: 'Wheat', hi: 'गेहूँ' } },
      soil_type: 'Black',
      area: 2,
      area_unit: 'acre',
      hectares,
      corrected: false,
    });
    expect(p.ratings).toEqual({ nitrogen: 'Low', phosphorus: 'High', potassium: 'Low' });
    expect(p.dose.adjusted).toEqual({ n: same.adjusted.n, p2o5: same.adjusted.p2o5, k2o: same.adjusted.k2o });
    // Low N and K raise the dose, high P lowers it (the planner's soil-test rule).
    expect(p.dose.adjusted.n).toBeGreaterThan(p.dose.recommended.n);
    expect(p.dose.adjusted.p2o5).toBeLessThan(p.dose.recommended.p2o5);
    expect(p.buy.map((b) => b.product)).toEqual(same.products.filter((x) => x.kgPerHa > 0).map((x) => x.product));
    for (const b of p.buy) {
      const perHa = same.products.find((x) => x.product === b.product)!.kgPerHa;
      expect(b.kg).toBeCloseTo(perHa * hectares, 1);
      if (b.bag_kg) expect(b.bags).toBeCloseTo(b.kg / b.bag_kg, 2);
    }
    expect(p.when.length).toBeGreaterThanOrEqual(2);
    expect(p.when[1]!.timing.en).toBe('20–25 days after sowing');
    // Issue 41: a Marathi reader's plan names the crop, the stage and the time in Marathi, not the Hindi.
    expect(p.crop.name.mr).toBe('गहू');
    expect(p.when[1]!.timing.mr).toBe('पेरणीनंतर 20–25 दिवसांनी');
    expect(p.when[1]!.stage.mr).toBe('पहिले पाणी (मुकुटमुळे फुटण्याची अवस्था)');
    expect(p.dose.basis.mr).toBe('वेळेवर पेरलेला, बागायती; सर्वसाधारण राष्ट्रीय शिफारस');
    expect(p.when[1]!.products.map((x) => x.product)).toEqual(['Urea']);
    expect(p.estimate_note.en).toContain('field estimates, not lab values');
    expect(p.sources.some((s) => s.id === 'methodsManual')).toBe(true);

    // Hectares as given; a larger area scales every product, the dose per hectare stays.
    const ha = (await plan(testId, 'crop=Wheat&area=2&area_unit=ha')).json().data as SoilTestPlan;
    expect(ha.hectares).toBe(2);
    expect(ha.dose.adjusted).toEqual(p.dose.adjusted);
    expect(ha.buy[0]!.kg).toBeCloseTo((p.buy[0]!.kg * 2) / hectares, 0);
  });

  it('uses the probe’s lab calibration (corrected values) and says so', async () => {
    // The lab read twice the probe's N, the same P, three times its K and pH 0.5 lower.
    const lab = { nitrogen: 31 * 2.24 * 2, phosphorus: 17 * 2.24, potassium: 24 * 2.24 * 3, ph: 6.4 };
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/devices/${farm.deviceId}/calibration`,
      headers: bearer(tokens.user),
      payload: { lab, phosphorus_form: 'P', potassium_form: 'K', soil_test_id: testId },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const got = await steps(t, tokens.user).get(testId);
      expect(got.statusCode, got.body).toBe(200);
      const rated = got.json().data as SoilTest;
      expect(rated).toMatchObject({ k: 24, ratings: { corrected: true, potassium: { value: 72, rating: 'Medium' }, ph: { value: 6.4 } } });
      const p = (await plan(testId, 'crop=Wheat&area=1&area_unit=ha')).json().data as SoilTestPlan;
      expect(p).toMatchObject({ corrected: true, values: { n: 62, p: 17, k: 72, ph: 6.4 }, ratings: { potassium: 'Medium' } });
      expect(p.calibrated_at).toBe(put.json().calibration.calibrated_at);
      expect(p.estimate_note.en).toContain('corrected');
      expect(p.dose.adjusted.k2o).toBe(p.dose.recommended.k2o);
    } finally {
      await t.app.inject({ method: 'DELETE', url: `/api/devices/${farm.deviceId}/calibration`, headers: bearer(tokens.Admin) });
    }
  });

  it('refuses a test without results, another farmer’s test, an unknown crop, and a soil type it cannot plan for', async () => {
    const s = steps(t, tokens.user);
    const started = (await s.start({ soil_type: 'Black' })).json().test_id as number;
    const early = await plan(started, 'crop=Wheat');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('no results yet');
    await s.abort(started);

    expect((await plan(testId, 'crop=Wheat', other)).statusCode).toBe(404);
    expect((await plan(testId, 'crop=Mango')).statusCode).toBe(400);
    expect((await plan(testId, 'crop=Wheat&area=0')).statusCode).toBe(400);

    const gravel = await completed('Gravel');
    const refused = await plan(gravel, 'crop=Wheat');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('soil_type');
    const chosen = await plan(gravel, 'crop=Wheat&soil_type=Red');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.soil_type).toBe('Red');
  });

  it('the PDF report carries the ratings, and the plan when asked with its crop and area', async () => {
    const { extractText, getDocumentProxy } = await import('unpdf');
    const text = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/soil_test/${testId}/report?${query}`, headers: bearer(tokens.user) });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const doc = await getDocumentProxy(new Uint8Array(res.rawPayload));
      const { text: pages } = await extractText(doc, { mergePages: true });
      return pages.replace(/\s+/g, ' ');
    };
    const plain = await text('lang=en');
    expect(plain).toContain('What the readings mean');
    expect(plain).toContain('Nitrogen (mg/kg) Low — Less than crops need');
    expect(plain).not.toContain('What to buy');
    const planned = await text('lang=en&crop=Wheat&area=2&area_unit=acre');
    expect(planned).toContain('Fertilizer plan from this test');
    expect(planned).toContain('What to buy');
    expect(planned).toMatch(/Urea [\d.,]+ kg \([\d.,]+ bags of 45 kg\)/);
    expect(planned).toContain('20–25 days after sowing');
  }, 120_000);
});
