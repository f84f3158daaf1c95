import { analysisCropRule, classifyReading, NUTRIENT_CLASS_ADVICE, nutrientIndex } from '@agrim/agronomy';
import {
  HISTOGRAM_BINS,
  type Histogram,
  inlineSuggestions,
  kolkataDay,
  type Role,
  SENSOR_METRICS,
  type SoilAnalysisListedNoSeriesResponse,
  type SoilAnalysisListedResponse,
  type SoilAnalysisNoSeriesResponse,
  type SoilAnalysisResponse,
  type SoilAnalysisRowsResponse,
} from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { MINUTE, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { ANALYSIS_METRICS, SoilAnalysisService } from './analysis.service.js';
import { kolkataParts } from '../lib/time.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

const STORED_AT = new Date('2026-03-25T00:00:00Z');
async function store(device: Registered, items: unknown[]) {
  const result = await t.app.services.ingest.ingest(device.id, items, STORED_AT);
  expect(result.rejected).toEqual([]);
}
const ZERO = { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 };

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
});
afterAll(() => t.close());

/**
 * Six valid readings of 2026-03-10 (Asia/Kolkata) chosen to hit every class, two all-zero probe
 * faults, and one reading on each neighbouring day that the range must leave out. Ratings on the
 * kg/ha scales (mg/kg × 2.24): N < 125 mg/kg Low, > 250 High; P < 4.46 Low, > 11.16 High; K < 48.2 Low, > 125 High.
 */
const SERIES = [
  {
    at: '2026-03-10T00:30:00Z',
    n: 10,
    p: 2,
    k: 20,
    ph: 5.0,
    ec: 200,
    expect: ['Low', 'Low', 'Low', 'Acidic', 'Normal Conductivity', 'Low'],
  },
  {
    at: '2026-03-10T02:30:00Z',
    n: 20,
    p: 5,
    k: 60,
    ph: 6.0,
    ec: 1500,
    expect: ['Low', 'Medium', 'Medium', 'Acidic', 'Critical for Germination', 'Medium'],
  },
  {
    at: '2026-03-10T04:30:00Z',
    n: 30,
    p: 20,
    k: 200,
    ph: 7.0,
    ec: 3000,
    expect: ['Low', 'High', 'High', 'Optimal', 'Critical for sensitive crops', 'Medium'],
  },
  {
    at: '2026-03-10T06:30:00Z',
    n: 40,
    p: 8,
    k: 100,
    ph: 8.0,
    ec: 5000,
    expect: ['Low', 'Medium', 'Medium', 'Alkaline', 'Injurious to most crops', 'Medium'],
  },
  {
    at: '2026-03-10T08:30:00Z',
    n: 50,
    p: 3,
    k: 30,
    ph: 9.0,
    ec: 420,
    expect: ['Low', 'Low', 'Low', 'Alkaline', 'Normal Conductivity', 'Low'],
  },
  {
    at: '2026-03-10T18:29:59Z',
    n: 300,
    p: 15,
    k: 150,
    ph: 7.3,
    ec: 800,
    expect: ['High', 'High', 'High', 'Optimal', 'Normal Conductivity', 'High'],
  },
] as const;

const analysis = (deviceId: string, query: Record<string, string> = {}, token = tokens.Admin) =>
  kit.get(token, '/get/soil/data/analysis', { deviceId, ...query });

/** The expected histogram of values, computed here independently of the SQL. */
function expectedBins(values: number[]) {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const counts = new Array<number>(HISTOGRAM_BINS).fill(0);
  for (const v of values) counts[Math.min(HISTOGRAM_BINS - 1, Math.floor(((v - lo) / (hi - lo)) * HISTOGRAM_BINS))]! += 1;
  return { lo, hi, counts };
}

describe('GET /get/soil/data/analysis on a hand-made day', () => {
  let device: Registered;
  let body: SoilAnalysisResponse;

  beforeAll(async () => {
    device = await kit.farmWithDevice('Analysis farm');
    await store(device, [
      ...SERIES.map((s) => reading(s.at, { nitrogen: s.n, phosphorus: s.p, potassium: s.k, ph: s.ph, conductivity: s.ec })),
      reading('2026-03-10T03:30:00Z', ZERO),
      reading('2026-03-10T05:30:00Z', ZERO),
      reading('2026-03-09T18:29:59Z', { nitrogen: 999 }), // 2026-03-09 23:59:59 IST
      reading('2026-03-10T18:30:00Z', { nitrogen: 999 }), // 2026-03-11 00:00 IST
    ]);
    const res = await analysis(device.id, { startOffset: '2026-03-10', endOffset: '2026-03-10' });
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });

  it('counts the range, leaves the all-zero readings out and gives one row per valid reading, oldest first', () => {
    expect(body.status).toBe('success');
    expect(body.deviceId).toBe(device.id);
    expect(body.range).toEqual({ start: '2026-03-09T18:30:00.000Z', end: '2026-03-10T18:30:00.000Z' });
    expect(body.raw_count).toBe(8);
    expect(body.faulty_count).toBe(2);
    expect(body.bucket_seconds).toBeNull();
    expect(body.combined_df.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body.combined_df.map((r) => r.timestamp)).toEqual(SERIES.map((s) => new Date(s.at).toISOString()));
    expect(body.combined_df.map((r) => r.nitrogen)).toEqual(SERIES.map((s) => s.n));
  });

  it('classifies each row: N, P, K ratings, pH category, conductivity class and soil fertility', () => {
    for (const [i, s] of SERIES.entries()) {
      const row = body.combined_df[i]!;
      expect(
        [
          row.nitrogen_category,
          row.phosphorus_category,
          row.potassium_category,
          row.ph_category,
          row.conductivity_category,
          row['Soil Fertility'],
        ],
        s.at,
      ).toEqual(s.expect);
      const classes = classifyReading({ nitrogen: s.n, phosphorus: s.p, potassium: s.k, ph: s.ph, conductivity: s.ec });
      expect(row.nitrogen_suggestion).toBe(classes.nitrogen.suggestion.en);
      expect(row.phosphorus_suggestion).toBe(classes.phosphorus.suggestion.en);
      expect(row.potassium_suggestion).toBe(classes.potassium.suggestion.en);
      expect(row.ph_suggestion).toBe(classes.ph.suggestion.en);
      expect(row.conductivity_suggestion).toBe(classes.conductivity.suggestion.en);
      expect(row.soil_fertility_index).toBe(classes.fertility.index);
    }
    expect(body.combined_df.map((r) => r.soil_fertility_index)).toEqual([1, 1.67, 2.33, 1.67, 1, 3]);
  });

  it('dates, times and weekdays are Asia/Kolkata', () => {
    expect(body.combined_df[0]).toMatchObject({ date: '2026-03-10', time: '06:00:00', day: 'Tuesday' });
    expect(body.combined_df[3]).toMatchObject({ date: '2026-03-10', time: '12:00:00', day: 'Tuesday' });
    expect(body.combined_df[5]).toMatchObject({ date: '2026-03-10', time: '23:59:59', day: 'Tuesday' });
  });

  it('df_* series repeat the rows', () => {
    for (const metric of ANALYSIS_METRICS) {
      const series = body[`df_${metric}`];
      expect(series).toEqual(body.combined_df.map((r) => ({ timestamp: r.timestamp, value: r[metric] })));
    }
  });

  it('histograms: 20 equal bins from min to max per value, counts summing to the valid readings', () => {
    expect(body.histograms.map((h) => h.feature)).toEqual([...ANALYSIS_METRICS]);
    const values: Record<(typeof ANALYSIS_METRICS)[number], number[]> = {
      nitrogen: SERIES.map((s) => s.n),
      phosphorus: SERIES.map((s) => s.p),
      potassium: SERIES.map((s) => s.k),
      ph: SERIES.map((s) => s.ph),
      conductivity: SERIES.map((s) => s.ec),
    };
    for (const h of body.histograms as Histogram[]) {
      const want = expectedBins(values[h.feature as keyof typeof values]);
      expect(h.count, h.feature).toBe(6);
      expect(h.bins).toHaveLength(HISTOGRAM_BINS);
      expect(h.bins.reduce((a, b) => a + b.count, 0)).toBe(6);
      expect(h.bins[0]!.from).toBe(want.lo);
      expect(h.bins.at(-1)!.to).toBe(want.hi);
      expect(
        h.bins.map((b) => b.count),
        h.feature,
      ).toEqual(want.counts);
      for (let i = 1; i < h.bins.length; i++) expect(h.bins[i]!.from).toBeCloseTo(h.bins[i - 1]!.to, 9);
    }
    // Nitrogen 10, 20, 30, 40, 50, 300: bins of 14.5 mg/kg.
    const n = body.histograms.find((h) => h.feature === 'nitrogen')!;
    expect(n.unit).toBe('mg/kg');
    expect(n.bins[0]).toEqual({ from: 10, to: 24.5, count: 2 });
    expect(n.bins[1]!.count).toBe(1);
    expect(n.bins[2]!.count).toBe(2);
    expect(n.bins[19]).toEqual({ from: 10 + 19 * 14.5, to: 300, count: 1 });
  });

  it('nutrient means (mg/kg) and the range soil fertility leave the faulty readings out', () => {
    expect(body.nutrient_means).toEqual({ nitrogen: 75, phosphorus: 8.83, potassium: 93.33 });
    // Ratings LLL, LMM, LHH, LMM, LLL, HHH: 32 points over 18 ratings = 1.78, Medium.
    expect(body.soil_fertility).toEqual({ index: 1.78, category: 'Medium' });
    const all = body.combined_df.flatMap((r) => [r.nitrogen_category, r.phosphorus_category, r.potassium_category]);
    expect(body.soil_fertility).toEqual(nutrientIndex(all));
  });

  it("Parker's nutrient index is per nutrient over the rows (issue 37)", () => {
    // N: L L L L L H = (5 + 3) / 6 = 1.33 Low; P: L M H M L H = 12 / 6 = 2 Medium; K likewise 2 Medium.
    expect(body.nutrient_index).toEqual({
      nitrogen: { index: 1.33, category: 'Low' },
      phosphorus: { index: 2, category: 'Medium' },
      potassium: { index: 2, category: 'Medium' },
    });
    expect(body.nutrient_index!.nitrogen).toEqual(nutrientIndex(body.combined_df.map((r) => r.nitrogen_category)));
  });

  it('with a legume crop the nitrogen suggestion is its starter dose, never 25 % more urea (issue 37)', async () => {
    const day = { startOffset: '2026-03-10', endOffset: '2026-03-10' };
    const res = await analysis(device.id, { ...day, crop: 'soyabean' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as SoilAnalysisResponse).combined_df;
    const low = rows.find((r) => r.nitrogen_category === 'Low')!;
    expect(low.nitrogen_suggestion).toMatch(/Soybean is a legume/);
    expect(low.nitrogen_suggestion).not.toMatch(/25 %/);
    const wheat = (await analysis(device.id, { ...day, crop: 'Wheat' })).json() as SoilAnalysisResponse;
    expect(wheat.combined_df.find((r) => r.nitrogen_category === 'Low')!.nitrogen_suggestion).toBe(
      NUTRIENT_CLASS_ADVICE.nitrogen.Low.suggestion.en,
    );
    expect(analysisCropRule('soyabean')?.starterN).toBeDefined();
  });

  it('an unknown crop is a 400 in English and Hindi', async () => {
    const res = await analysis(device.id, { crop: 'banana split' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/Unknown crop "banana split".*Soybean/) });
    const hi = await t.app.inject({
      method: 'GET',
      url: `/get/soil/data/analysis?deviceId=${device.id}&crop=banana`,
      headers: { authorization: `Bearer ${tokens.Admin}`, 'accept-language': 'hi' },
    });
    expect(hi.statusCode).toBe(400);
    expect(hi.json().message).toMatch(/फसल "banana" पहचानी नहीं गई/);
  });

  it('suggestions come in Hindi when asked', async () => {
    const res = await analysis(device.id, { startOffset: '2026-03-10', endOffset: '2026-03-10', language: 'hindi' });
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json() as SoilAnalysisResponse).combined_df[0]!;
    const classes = classifyReading({ nitrogen: 10, phosphorus: 2, potassium: 20, ph: 5, conductivity: 200 });
    expect(row.nitrogen_suggestion).toBe(classes.nitrogen.suggestion.hi);
    expect(row.ph_suggestion).toBe(classes.ph.suggestion.hi);
    expect(row.nitrogen_suggestion).not.toBe(classes.nitrogen.suggestion.en);
    expect(row.nitrogen_category).toBe('Low');
  });

  it('suggestions=listed gives each text once and the rows their places in the list: the same answer otherwise', async () => {
    const day = { startOffset: '2026-03-10', endOffset: '2026-03-10', language: 'hindi' };
    const res = await analysis(device.id, { ...day, suggestions: 'listed' });
    expect(res.statusCode, res.body).toBe(200);
    const listed = res.json() as SoilAnalysisListedResponse;
    expect(new Set(listed.suggestions).size).toBe(listed.suggestions.length);
    expect(listed.combined_df[0]).not.toHaveProperty('nitrogen_suggestion');
    const whole = (await analysis(device.id, day)).json() as SoilAnalysisResponse;
    expect(listed.combined_df.map((r) => r.suggestion_ids.map((i) => listed.suggestions[i]))).toEqual(
      whole.combined_df.map((r) => [
        r.nitrogen_suggestion,
        r.phosphorus_suggestion,
        r.potassium_suggestion,
        r.ph_suggestion,
        r.conductivity_suggestion,
      ]),
    );
    expect(inlineSuggestions(listed)).toEqual(whole);
    expect((await analysis(device.id, { suggestions: 'some' })).statusCode).toBe(400);
  });

  it('series=omitted leaves out the df_* series and nothing else, in either form; a listed answer of no rows keeps its list', async () => {
    const day = { startOffset: '2026-03-10', endOffset: '2026-03-10' };
    const whole = (await analysis(device.id, day)).json() as SoilAnalysisResponse;
    expect(whole.df_ph).toHaveLength(whole.combined_df.length);
    const { df_nitrogen, df_phosphorus, df_potassium, df_ph, df_conductivity, ...rest } = whole;
    expect([df_nitrogen, df_phosphorus, df_potassium, df_ph, df_conductivity].every((s) => s.length > 0)).toBe(true);
    expect((await analysis(device.id, { ...day, series: 'omitted' })).json()).toEqual(rest);
    const listed = (
      await analysis(device.id, { ...day, suggestions: 'listed', series: 'omitted' })
    ).json() as SoilAnalysisListedNoSeriesResponse;
    expect(Object.keys(listed).filter((k) => k.startsWith('df_'))).toEqual([]);
    expect(inlineSuggestions(listed)).toEqual(rest);
    expect((await analysis(device.id, { ...day, series: 'included' })).json()).toEqual(whole);
    const none = { startOffset: '2026-02-01', endOffset: '2026-02-02', suggestions: 'listed' };
    expect((await analysis(device.id, none)).json()).toMatchObject({ combined_df: [], suggestions: [], df_ph: [] });
    expect((await analysis(device.id, { ...none, series: 'omitted' })).json()).toMatchObject({ combined_df: [], suggestions: [] });
    expect((await analysis(device.id, { ...day, series: 'none' })).statusCode).toBe(400);
  });

  it('rows=omitted: the same answer without its rows; row_count and suggestion_counts still count them', async () => {
    const day = { startOffset: '2026-03-10', endOffset: '2026-03-10', series: 'omitted' };
    const whole = (await analysis(device.id, day)).json() as SoilAnalysisNoSeriesResponse;
    expect(whole.row_count).toBe(6);
    expect((await analysis(device.id, { ...day, rows: 'omitted' })).json()).toEqual({ ...whole, combined_df: [] });
    expect((await analysis(device.id, { ...day, rows: 'included' })).json()).toEqual(whole);
    expect((await analysis(device.id, { ...day, rows: 'none' })).statusCode).toBe(400);
    // By hand from SERIES: nitrogen Low on five rows and High on one; conductivity Normal on three, one of each other class.
    const counts = whole.suggestion_counts;
    expect(counts.filter((c) => c.measure === 'nitrogen').map((c) => [c.category, c.rows])).toEqual([
      ['Low', 5],
      ['High', 1],
    ]);
    expect(counts.filter((c) => c.measure === 'conductivity')[0]).toMatchObject({ category: 'Normal Conductivity', rows: 3 });
    expect(counts.map((c) => c.measure)).toEqual(
      [...counts.map((c) => c.measure)].sort((a, b) => ANALYSIS_METRICS.indexOf(a) - ANALYSIS_METRICS.indexOf(b)),
    );
    for (const m of ANALYSIS_METRICS) {
      expect(counts.filter((c) => c.measure === m).reduce((sum, c) => sum + c.rows, 0)).toBe(6);
      for (const c of counts.filter((e) => e.measure === m)) {
        expect(whole.combined_df.filter((r) => r[`${m}_category`] === c.category && r[`${m}_suggestion`] === c.suggestion)).toHaveLength(
          c.rows,
        );
      }
    }
  });

  it('/rows: a sorted page of the same rows, ties by id, with the total of every page', async () => {
    const day = { startOffset: '2026-03-10', endOffset: '2026-03-10', language: 'hindi' };
    const whole = (await analysis(device.id, day)).json() as SoilAnalysisResponse;
    const rows = async (query: Record<string, string>) => {
      const res = await kit.get(tokens.Admin, '/get/soil/data/analysis/rows', { deviceId: device.id, ...day, ...query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as SoilAnalysisRowsResponse;
    };
    const first = await rows({ page_size: '4' });
    expect(first).toMatchObject({ status: 'success', deviceId: device.id, total: 6, page: 1, page_size: 4 });
    expect(first.rows).toEqual(whole.combined_df.slice(0, 4));
    expect((await rows({ page: '2', page_size: '4' })).rows.map((r) => r.id)).toEqual([5, 6]);
    expect((await rows({ page: '3', page_size: '4' })).rows).toEqual([]);
    // pH 5.0, 6.0, 7.0, 8.0, 9.0, 7.3 by id; N highest on the last row.
    expect((await rows({ sort: 'ph' })).rows.map((r) => r.id)).toEqual([1, 2, 3, 6, 4, 5]);
    expect((await rows({ sort: 'nitrogen', order: 'desc', page_size: '1' })).rows.map((r) => r.id)).toEqual([6]);
    // Fertility 1.00 (rows 1, 5), 1.67 (2, 4), 2.33 (3), 3.00 (6): ties keep time order, reversed with the order.
    expect((await rows({ sort: 'soil_fertility_index' })).rows.map((r) => r.id)).toEqual([1, 5, 2, 4, 3, 6]);
    expect((await rows({ sort: 'soil_fertility_index', order: 'desc' })).rows.map((r) => r.id)).toEqual([6, 3, 4, 2, 5, 1]);
    const bad = (query: Record<string, string>) => kit.get(tokens.Admin, '/get/soil/data/analysis/rows', { deviceId: device.id, ...query });
    expect((await bad({ sort: 'date' })).statusCode).toBe(400);
    expect((await bad({ page_size: '101' })).statusCode).toBe(400);
    expect((await bad({ page: '0' })).statusCode).toBe(400);
  });

  it('an empty range: no rows, empty histograms, null means and fertility', async () => {
    const res = await analysis(device.id, { startOffset: '2026-02-01', endOffset: '2026-02-02' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      raw_count: 0,
      faulty_count: 0,
      bucket_seconds: null,
      combined_df: [],
      df_ph: [],
      nutrient_means: null,
      soil_fertility: null,
    });
    for (const h of res.json().histograms) expect(h).toMatchObject({ count: 0, bins: [] });
  });

  it('refuses a reversed range and a bad language', async () => {
    expect((await analysis(device.id, { startOffset: '2026-03-10', endOffset: '2026-03-09' })).statusCode).toBe(400);
    expect((await analysis(device.id, { language: 'french' })).statusCode).toBe(400);
  });
});

describe('bucket means above the row limit', () => {
  let device: Registered;
  const first = Date.parse('2026-03-12T00:00:00Z');

  beforeAll(async () => {
    device = await kit.farmWithDevice('Bucket farm');
    // Twelve valid readings a minute apart (nitrogen 10, 20, … 120) and an all-zero one among them.
    await store(device, [
      ...Array.from({ length: 12 }, (_, i) => reading(new Date(first + i * MINUTE), { nitrogen: 10 * (i + 1), ph: 6 + i * 0.1 })),
      reading(new Date(first + 4.5 * MINUTE), ZERO),
    ]);
  });

  const range = { start: new Date('2026-03-11T18:30:00Z'), end: new Date('2026-03-12T18:30:00Z') };

  it('rows are the means of equal time buckets (computed in SQL); histograms still count every valid reading', async () => {
    const service = new SoilAnalysisService(t.database.db, { maxRows: 4 });
    const out = await service.analysis(device.id, range, 'english');
    expect(out.raw_count).toBe(13);
    expect(out.faulty_count).toBe(1);
    // Span 660 s over 4 rows: buckets of floor(660 / 4) + 1 = 166 s, three readings each.
    expect(out.bucket_seconds).toBe(166);
    expect(out.combined_df.map((r) => r.nitrogen)).toEqual([20, 50, 80, 110]);
    expect(out.combined_df.map((r) => r.ph)).toEqual([6.1, 6.4, 6.7, 7]);
    expect(out.combined_df.map((r) => r.timestamp)).toEqual([0, 1, 2, 3].map((b) => new Date(first + b * 166_000).toISOString()));
    expect(out.combined_df.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(out.combined_df[0]!.nitrogen_category).toBe('Low');
    for (const h of out.histograms) expect(h.bins.reduce((a, b) => a + b.count, 0)).toBe(12);
    expect(out.nutrient_means!.nitrogen).toBe(65);
  });

  it('never more rows than the limit, and raw rows at the limit', async () => {
    for (const maxRows of [1, 2, 3, 5, 7, 11]) {
      const out = await new SoilAnalysisService(t.database.db, { maxRows }).analysis(device.id, range);
      expect(out.combined_df.length, `maxRows ${maxRows}`).toBeLessThanOrEqual(maxRows);
      expect(out.combined_df.length).toBeGreaterThan(0);
      expect(out.bucket_seconds).not.toBeNull();
    }
    const exact = await new SoilAnalysisService(t.database.db, { maxRows: 12 }).analysis(device.id, range);
    expect(exact.bucket_seconds).toBeNull();
    expect(exact.combined_df).toHaveLength(12);
  });

  it('through HTTP (limit 2,000) the same day is twelve raw rows', async () => {
    const res = await analysis(device.id, { startOffset: '2026-03-12', endOffset: '2026-03-12' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().bucket_seconds).toBeNull();
    expect(res.json().combined_df).toHaveLength(12);
  });
});

describe('GET /agri/ph/visualisation', () => {
  let device: Registered;
  beforeAll(async () => {
    device = await kit.farmWithDevice('Visual farm');
    await store(device, [
      reading('2026-03-15T01:00:00Z', { nitrogen: 10, temperature: 20 }),
      reading('2026-03-15T02:00:00Z', { nitrogen: 30, temperature: 30 }),
      reading('2026-03-15T03:00:00Z', ZERO),
    ]);
  });

  it('a histogram of each of the seven values and the N, P, K means, faulty readings left out', async () => {
    const res = await kit.get(tokens.superAdmin, '/agri/ph/visualisation', {
      deviceId: device.id,
      startOffset: '2026-03-15',
      endOffset: '2026-03-15',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.range).toEqual({ start: '2026-03-14T18:30:00.000Z', end: '2026-03-15T18:30:00.000Z' });
    expect(body.data.map((h: Histogram) => h.feature)).toEqual([...SENSOR_METRICS]);
    expect(body.data.map((h: Histogram) => h.unit)).toEqual(['mg/kg', 'mg/kg', 'mg/kg', '°C', '%', 'µS/cm', 'pH']);
    for (const h of body.data as Histogram[]) expect(h.count).toBe(2);
    const n = body.data[0] as Histogram;
    expect(n.bins[0]).toEqual({ from: 10, to: 11, count: 1 });
    expect(n.bins[19]).toEqual({ from: 29, to: 30, count: 1 });
    // Equal values (phosphorus 14.2 twice): one bin [v, v].
    expect(body.data[1].bins).toEqual([{ from: 14.2, to: 14.2, count: 2 }]);
    expect(body.nutrient_means).toEqual({ nitrogen: 20, phosphorus: 14.2, potassium: 22.1 });
  });

  it("no valid reading: nutrient_means null ('No Data Found') and empty histograms", async () => {
    const res = await kit.get(tokens.Admin, '/agri/ph/visualisation', {
      deviceId: device.id,
      startOffset: '2026-01-01',
      endOffset: '2026-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nutrient_means).toBeNull();
    expect(res.json().data.every((h: Histogram) => h.count === 0 && h.bins.length === 0)).toBe(true);
  });
});

describe('Asia/Kolkata parts', () => {
  it('agree with the contracts’ kolkataDay around midnight and give the weekday', () => {
    for (const at of ['2026-03-09T18:29:59.999Z', '2026-03-09T18:30:00Z', '2026-12-31T18:30:00Z', '2024-02-28T19:00:00Z']) {
      expect(kolkataParts(new Date(at)).date, at).toBe(kolkataDay(new Date(at)));
    }
    expect(kolkataParts(new Date('2026-03-09T18:30:00Z'))).toEqual({ date: '2026-03-10', time: '00:00:00', day: 'Tuesday' });
    expect(kolkataParts(new Date('2024-02-28T19:00:00Z'))).toEqual({ date: '2024-02-29', time: '00:30:00', day: 'Thursday' });
  });
});
