import type { Role, SoilTest, SoilTestPlan } from '@agrim/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { anotherAccount } from '../../test/feedback.testkit.js';
import { completedTest, farmWithDevice, steps } from '../../test/soilTests.testkit.js';
import { formatNumber } from '../lib/pdf/format.js';
import { planFromTest } from './plan.js';
import { prescriptionFileName, renderPrescription } from './prescription.js';
import { rateSoilTest } from './ratings.js';

/** Issue 39: the one-page prescription made from a soil test's plan. */

const GENERATED_AT = new Date('2026-11-21T10:00:00Z'); // 15:30 in Asia/Kolkata

const test: SoilTest = {
  id: 4321,
  user_id: '7d0f4a52-3b8e-4c0e-9a55-0a3c2b1d9e01',
  device_id: '3f1c2b6a-9d4e-4f7a-8b2c-5e6d7a8b9c0d',
  test_start_time: '2026-11-21T09:55:12.000Z', // 15:25 IST
  soil_type: 'Black',
  depth_cm: 15,
  latitude: null,
  longitude: null,
  image_url: null,
  images: [],
  probe_placed: true,
  placement_validated: true,
  test_confirmed: true,
  timer_started_at: '2026-11-21T09:57:00.000Z',
  timer_ends_at: '2026-11-21T10:02:00.000Z',
  timer_completed_at: '2026-11-21T10:02:01.000Z',
  duration_ms: 300_000,
  n: 31,
  p: 17,
  k: 24,
  moisture_percent: 33,
  temperature_c: 27.8,
  electrical_conductivity: 410,
  ph: 6.9,
  remarks: 'Test completed successfully',
  abort_reason: null,
  device_error: null,
  test_status: 'complete',
  ratings: rateSoilTest(
    { complete: true, n: 31, p: 17, k: 24, ph: 6.9, moisture_percent: 33, electrical_conductivity: 410, soil_type: 'Black' },
    null,
    null,
  ),
};

/** Pages by the PDF's own page objects and by a reader; the text of all pages, spaces folded. */
async function readPdf(pdf: Buffer) {
  const pageObjects = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: true });
  await doc.destroy();
  return { pageObjects, totalPages, text: text.replace(/\s+/g, ' ') };
}

const render = (plan: SoilTestPlan, language: 'en' | 'hi', over: Partial<{ farmName: string; deviceName: string }> = {}) =>
  renderPrescription(test, {
    language,
    plan,
    generatedAt: GENERATED_AT,
    ownerName: 'Ramesh Kumar',
    deviceName: 'Field 1 probe',
    farmName: 'Kisan farm',
    ...over,
  });

/** Every number the page prints from the plan, formatted as the page formats it. */
function planNumbers(plan: SoilTestPlan, lang: 'en' | 'hi') {
  const n = (x: number) => formatNumber(x, lang);
  const out: string[] = [];
  for (const p of [...plan.buy, ...plan.when.flatMap((s) => s.products)]) {
    out.push(n(p.kg));
    if (p.bags !== null && p.bag_kg !== null) out.push(`${n(p.bags)} × ${n(p.bag_kg)}`);
  }
  for (const e of plan.extras) out.push(n(e.kg));
  out.push(`N ${n(plan.dose.adjusted.n)}, P2O5 ${n(plan.dose.adjusted.p2o5)}, K2O ${n(plan.dose.adjusted.k2o)}`);
  out.push(`N ${n(plan.values.n)}, P ${n(plan.values.p)}, K ${n(plan.values.k)} mg/kg`);
  return out;
}

describe('the prescription PDF', () => {
  const plan = planFromTest(test, { crop: 'Wheat', area: 2.5, area_unit: 'acre' }, null, null);

  it('is one A4 page in English with what to buy, bags, when, field, crop and test, every number the plan’s', async () => {
    expect(plan.buy.length).toBeGreaterThan(0);
    const pdf = await render(plan, 'en');
    const { pageObjects, totalPages, text } = await readPdf(pdf);
    expect(pageObjects).toBe(1);
    expect(totalPages).toBe(1);
    for (const s of ['Fertilizer prescription', 'What to buy', 'When to apply', 'Kisan farm · Field 1 probe', 'Ramesh Kumar', 'Wheat']) {
      expect(text).toContain(s);
    }
    expect(text).toContain('#4321, 21 Nov 2026, 3:25 pm IST');
    expect(text).toContain(`2.5 acre (${formatNumber(plan.hectares, 'en', 4)} ha)`);
    for (const p of plan.buy) {
      expect(text).toContain(p.name.en);
      expect(text).toContain(`${formatNumber(p.kg, 'en')} kg`);
    }
    for (const number of planNumbers(plan, 'en')) expect(text).toContain(number);
    for (const s of plan.when) expect(text).toContain(s.timing.en);
    expect(text).toContain('Sources:');
    expect(text).toContain('field estimates');
  });

  it('prints the same numbers in Hindi, on one page', async () => {
    const pdf = await render(plan, 'hi');
    const { pageObjects, totalPages, text } = await readPdf(pdf);
    expect(pageObjects).toBe(1);
    expect(totalPages).toBe(1);
    expect(planNumbers(plan, 'hi')).toEqual(planNumbers(plan, 'en'));
    for (const number of planNumbers(plan, 'hi')) expect(text).toContain(number);
    expect(text).toContain('#4321');
    expect(text).not.toContain('What to buy');
  });

  it('stays one page for a long plan (many products, long names), in both languages', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      ...plan.buy[0]!,
      product: `P${i}`,
      name: { en: `A product with a rather long name number ${i}`, hi: `एक लंबे नाम वाला उत्पाद संख्या ${i}`, mr: `लांब नावाचे खत क्रमांक ${i}` },
    }));
    const long: SoilTestPlan = {
      ...plan,
      buy: many,
      when: Array.from({ length: 6 }, (_, i) => ({ ...plan.when[0]!, products: many.slice(0, 4 + i) })),
    };
    for (const lang of ['en', 'hi'] as const) {
      const { pageObjects, totalPages } = await readPdf(await render(long, lang, { farmName: 'F'.repeat(120) }));
      expect(pageObjects).toBe(1);
      expect(totalPages).toBe(1);
    }
  }, 60_000);

  it('names the file prescription-{id}-{crop}-{Asia/Kolkata time}.pdf', () => {
    expect(prescriptionFileName(test, plan, GENERATED_AT)).toBe('prescription-4321-wheat-20261121-153000.pdf');
  });
});

// ---------------------------------------------------------------- over HTTP, on the test database

const DURATION = 60_000;
let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let farm: Awaited<ReturnType<typeof farmWithDevice>>;
let other: string;
let testId: number;

beforeAll(async () => {
  t = await startSeededApp({ SOIL_TEST_DURATION_MS: String(DURATION) });
  tokens = t.tokens;
  other = await anotherAccount(t, 'prescription-neighbour@agrim.test', 'User');
  farm = await farmWithDevice(t, tokens.Admin, 'Prescription farm', [EMAILS.user]);
  await farm.deliver(new Date());
  testId = await completedTest(t, tokens.user, farm, DURATION);
}, 120_000);
afterAll(() => t.close());

const get = (id: number, query: string, token = tokens.user, lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/soil_test/${id}/prescription?${query}`,
    headers: { ...bearer(token), 'accept-language': lang },
  });

describe('GET /api/v1/soil_test/:id/prescription', () => {
  it('answers a one-page PDF whose numbers are the plan’s for the same query, in English and Hindi', async () => {
    const query = 'crop=Wheat&area=3&area_unit=acre';
    const planned = await t.app.inject({ method: 'GET', url: `/api/v1/soil_test/${testId}/plan?${query}`, headers: bearer(tokens.user) });
    expect(planned.statusCode, planned.body).toBe(200);
    const plan = planned.json().data as SoilTestPlan;
    for (const lang of ['en', 'hi'] as const) {
      const res = await get(testId, `${query}&lang=${lang}`);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="prescription-${testId}-wheat-\\d{8}-\\d{6}\\.pdf"$`),
      );
      const { pageObjects, totalPages, text } = await readPdf(res.rawPayload);
      expect(pageObjects).toBe(1);
      expect(totalPages).toBe(1);
      for (const number of planNumbers(plan, lang)) expect(text).toContain(number);
      expect(text).toContain('Prescription farm');
      expect(text).toContain(`#${testId}`);
    }
  }, 120_000);

  it('refuses another farmer (404), a bad crop, area or language (400, English and Hindi), and a test without results (409)', async () => {
    expect((await get(testId, 'crop=Wheat', other)).statusCode).toBe(404);
    for (const query of [
      'crop=Mango',
      'crop=Wheat&area=0',
      'crop=Wheat&area=abc',
      'crop=Wheat&lang=fr',
      'area=2',
      'crop=Wheat&area_unit=bigha',
    ]) {
      const res = await get(testId, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(/[\u0900-\u097F]/);
    }
    const s = steps(t, tokens.user);
    const started = (await s.start({ soil_type: 'Black' })).json().test_id as number;
    try {
      const early = await get(started, 'crop=Wheat', tokens.user, 'hi');
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toContain('परिणाम');
      expect((await get(started, 'crop=Wheat')).json().message).toContain('no results yet');
    } finally {
      await s.abort(started);
    }
  }, 60_000);

  it('is open to the staff who may see the test', async () => {
    const res = await get(testId, 'crop=Paddy&area=1&area_unit=ha', tokens.Admin);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  }, 60_000);
});
