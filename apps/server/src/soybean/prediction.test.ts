import type { Role } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import { type Registered, reading, sensorKit } from '../../test/sensors.testkit.js';
import { phAnalysis, SoybeanPredictionService } from './prediction.service.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;
let device: Registered;

const ZERO = { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 };
const DAY = '2026-03-10';

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('Soya farm');
  const result = await t.app.services.ingest.ingest(
    device.id,
    [
      reading('2026-03-10T03:00:00Z', { nitrogen: 80, phosphorus: 5, potassium: 50, ph: 7.0 }),
      reading('2026-03-10T04:00:00Z', ZERO), // a failed probe: left out, counted
      reading('2026-03-10T05:00:00Z', { nitrogen: 120, phosphorus: 15, potassium: 150, ph: 5.2 }),
      reading('2026-03-11T00:00:00Z', { nitrogen: 999 }), // 05:30 on 11 March in Asia/Kolkata: outside the range
    ],
    new Date('2026-03-25T00:00:00Z'),
  );
  expect(result.rejected).toEqual([]);
});
afterAll(() => t.close());

const get = (query: Record<string, string> = {}) =>
  kit.get(tokens.Admin, '/agri/soyabean/nutrient/prediction', { deviceId: device.id, startOffset: DAY, endOffset: DAY, ...query });

/**
 * Hand-computed example. Thresholds (kg/ha): N 280–560 in every zone; P 10–25 (Central, Southern,
 * North Plain), 11–24 (North Eastern, Eastern); K 143–280.83 (Central), 120.83–280.83 (Southern, North Plain),
 * 116–275 (North Eastern, Eastern). Readings × 2.24 → kg/ha:
 *   R1 N 80 → 179.2, P 5 → 11.2, K 50 → 112
 *   R2 N 120 → 268.8, P 15 → 33.6, K 150 → 336
 * R1: N deficiency 280 − 179.2 = 100.8 everywhere; P 11.2 inside every band; K deficiency
 *     Central 143 − 112 = 31, North Eastern/Eastern 116 − 112 = 4, Southern/North Plain 120.83 − 112 = 8.83.
 * R2: N deficiency 280 − 268.8 = 11.2; P excess 33.6 − 25 = 8.6 (C, S, NP), 33.6 − 24 = 9.6 (NE, E);
 *     K excess 336 − 280.83 = 55.17 (C, S, NP), 336 − 275 = 61 (NE, E).
 * Mean (the fault left out): N (80 + 120) / 2 = 100 → 224, deficiency 280 − 224 = 56; P 10 → 22.4 and
 * K 100 → 224 inside every band (0, 0). Mean pH (7.0 + 5.2) / 2 = 6.1: below 6.5 (Central, North Plain),
 * within 6.0–8.0 (Southern) and 5.5–7.0 (North Eastern, Eastern).
 */
describe('GET /agri/soyabean/nutrient/prediction', () => {
  it('computes deficiency and excess per zone, row and mean as worked out by hand', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.faulty_count).toBe(1);
    expect(body.bucket_seconds).toBeNull();
    expect(body.zones).toEqual(['Central', 'Southern', 'North Plain', 'North Eastern', 'Eastern']);
    expect(body.data).toHaveLength(2);
    expect(body.row_count).toBe(2);

    const [r1, r2] = body.data;
    expect(r1).toMatchObject({ id: 1, timestamp: '2026-03-10T03:00:00.000Z', nitrogen: 179.2, phosphorus: 11.2, potassium: 112 });
    expect(r2).toMatchObject({ id: 2, timestamp: '2026-03-10T05:00:00.000Z', nitrogen: 268.8, phosphorus: 33.6, potassium: 336 });
    const want = {
      r1: {
        Central: { n: [100.8, 0], p: [0, 0], k: [31, 0] },
        Southern: { n: [100.8, 0], p: [0, 0], k: [8.83, 0] },
        'North Plain': { n: [100.8, 0], p: [0, 0], k: [8.83, 0] },
        'North Eastern': { n: [100.8, 0], p: [0, 0], k: [4, 0] },
        Eastern: { n: [100.8, 0], p: [0, 0], k: [4, 0] },
      },
      r2: {
        Central: { n: [11.2, 0], p: [0, 8.6], k: [0, 55.17] },
        Southern: { n: [11.2, 0], p: [0, 8.6], k: [0, 55.17] },
        'North Plain': { n: [11.2, 0], p: [0, 8.6], k: [0, 55.17] },
        'North Eastern': { n: [11.2, 0], p: [0, 9.6], k: [0, 61] },
        Eastern: { n: [11.2, 0], p: [0, 9.6], k: [0, 61] },
      },
    };
    const names = { n: 'nitrogen', p: 'phosphorus', k: 'potassium' } as const;
    for (const [row, expected] of [
      [r1, want.r1],
      [r2, want.r2],
    ] as const) {
      for (const [zone, byNutrient] of Object.entries(expected)) {
        for (const [short, [deficiency, excess]] of Object.entries(byNutrient)) {
          const n = names[short as keyof typeof names];
          expect(row[`${zone}_${n}_deficiency`], `${zone} ${n} deficiency`).toBe(deficiency);
          expect(row[`${zone}_${n}_excess`], `${zone} ${n} excess`).toBe(excess);
        }
      }
      // 5 fixed keys + 5 zones × 3 nutrients × 2.
      expect(Object.keys(row)).toHaveLength(5 + 30);
    }

    expect(body.mean).toEqual({ nitrogen: 224, phosphorus: 22.4, potassium: 224 });
    for (const zone of body.zones)
      expect(body.result[zone]).toEqual({
        nitrogen: { deficiency: 56, excess: 0 },
        phosphorus: { deficiency: 0, excess: 0 },
        potassium: { deficiency: 0, excess: 0 },
      });
    expect(body.lower_threshold.Central).toEqual({ nitrogen: 280, phosphorus: 10, potassium: 143 });
    expect(body.upper_threshold['North Eastern']).toEqual({ nitrogen: 560, phosphorus: 24, potassium: 275 });
    expect(body.ph).toEqual({
      Central: { lower: 6.5, upper: 8, status: 'Below' },
      Southern: { lower: 6, upper: 8, status: 'Within' },
      'North Plain': { lower: 6.5, upper: 8, status: 'Below' },
      'North Eastern': { lower: 5.5, upper: 7, status: 'Within' },
      Eastern: { lower: 5.5, upper: 7, status: 'Within' },
    });
    expect(body.combined_ph_data).toEqual([
      {
        id: 1,
        timestamp: '2026-03-10T03:00:00.000Z',
        ph: 7,
        ph_analysis:
          'Neutral (pH 7): within the soybean pH range of Central (6.5–8), Southern (6–8), North Plain (6.5–8), North Eastern (5.5–7), Eastern (5.5–7).',
      },
      {
        id: 2,
        timestamp: '2026-03-10T05:00:00.000Z',
        ph: 5.2,
        ph_analysis: 'Strongly acidic (pH 5.2): outside the soybean pH range of every zone.',
      },
    ]);
    expect(body.sources.length).toBeGreaterThan(0);
    expect(body.sources.every((s: string) => s.length > 20)).toBe(true);
  });

  it('gives the pH analysis in Hindi when asked', async () => {
    const body = (await get({ language: 'hindi' })).json();
    expect(body.combined_ph_data[1].ph_analysis).toBe('प्रबल अम्लीय (पीएच 5.2): किसी भी क्षेत्र की सोयाबीन पीएच सीमा में नहीं।');
    expect(body.combined_ph_data[0].ph_analysis).toMatch(/^उदासीन \(पीएच 7\): मध्य क्षेत्र \(6.5–8\), .* की सोयाबीन पीएच सीमा में।$/);
    expect(phAnalysis(6.1, 'english')).toBe(
      'Moderately acidic (pH 6.1): within the soybean pH range of Southern (6–8), North Eastern (5.5–7), Eastern (5.5–7).',
    );
  });

  it('above the row limit the rows are bucket means (the soil analysis query), compared the same way', async () => {
    // One row at most: both valid readings fall in one bucket, N (80 + 120) / 2 = 100 → 224 kg/ha.
    const service = new SoybeanPredictionService(new SoilAnalysisService(t.database.db, { maxRows: 1 }));
    const range = { start: new Date('2026-03-09T18:30:00Z'), end: new Date('2026-03-10T18:30:00Z') };
    const out = await service.prediction(device.id, range);
    expect(out.bucket_seconds).toBe(7201);
    expect(out.faulty_count).toBe(1);
    expect(out.data).toHaveLength(1);
    expect(out.data[0]).toMatchObject({ id: 1, nitrogen: 224, phosphorus: 22.4, potassium: 224, Central_nitrogen_deficiency: 56 });
    expect(out.combined_ph_data[0]!.ph).toBe(6.1);
  });

  it('with rows=omitted: the same answer without the rows of the two tables, their count kept', async () => {
    const [full, omitted] = await Promise.all([get(), get({ rows: 'omitted' })]);
    expect(omitted.statusCode, omitted.body).toBe(200);
    const { data, combined_ph_data, ...summary } = full.json();
    expect(data).toHaveLength(2);
    expect(combined_ph_data).toHaveLength(2);
    expect(omitted.json()).toEqual({ ...summary, data: [], combined_ph_data: [] });
    expect(summary.row_count).toBe(2);
    const refused = await get({ rows: 'none' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/rows/);
  });

  it('a range without readings: no rows, mean null, zeros in result, pH status null', async () => {
    const body = (await get({ startOffset: '2026-01-01', endOffset: '2026-01-02' })).json();
    expect(body).toMatchObject({ status: 'success', data: [], combined_ph_data: [], row_count: 0, mean: null, faulty_count: 0 });
    expect(body.result.Central.nitrogen).toEqual({ deficiency: 0, excess: 0 });
    expect(body.ph.Central.status).toBeNull();
  });
});
