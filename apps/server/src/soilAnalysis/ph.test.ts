import { ANOMALY_SUGGESTIONS, classifyPh, detectPhAnomalies, PH_DETECTOR, phSuggestion } from '@agrim/agronomy';
import {
  PH_ANOMALY_REASONS,
  type PhAnalysisDatasetResponse,
  type PhAnalysisResponse,
  type PhAnalysisRow,
  type PhAnomalyReason,
  type Role,
} from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { HOUR, MINUTE, reading, type Registered, sensorKit } from '../../test/sensors.testkit.js';
import { PhAnalysisService } from './ph.service.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

const ZERO = { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 };

interface Planted {
  t: number;
  ph: number;
  temperature: number;
  moisture: number;
  fields: Record<string, unknown>;
}

/**
 * 830 readings of 2026-03-01: 300 a minute apart with spikes and all-zero faults planted, then a
 * frozen probe repeating one frame every 10 s for 71.5 minutes (430 readings: denser than the
 * detector's 120 context rows can span, so a page in its middle needs the time-based context), then
 * 100 more a minute apart with one spike.
 */
const T0 = Date.parse('2026-03-01T00:00:00Z');
const SPIKES = [50, 151, 770];
const ZEROS = [80, 81, 200];
function series(): Planted[] {
  const out: Planted[] = [];
  const normal = (i: number, at: number) => {
    const base = { ph: 6.5 + ((i * 7) % 5) * 0.02, temperature: 25 + (i % 10) * 0.1, moisture: 30 + (i % 7) * 0.1 };
    const v = ZEROS.includes(i) ? ZERO : SPIKES.includes(i) ? { ...base, ph: 8.2 } : base;
    out.push({ t: at, ph: v.ph, temperature: v.temperature, moisture: v.moisture, fields: v });
  };
  for (let i = 0; i < 300; i++) normal(i, T0 + i * MINUTE);
  const stuckStart = T0 + 300 * MINUTE;
  for (let j = 0; j < 430; j++) {
    const v = { ph: 6.9, temperature: 24, moisture: 33 };
    out.push({ t: stuckStart + j * 10_000, ph: v.ph, temperature: v.temperature, moisture: v.moisture, fields: v });
  }
  const after = stuckStart + 430 * 10_000;
  for (let i = 730; i < 830; i++) normal(i, after + (i - 729) * MINUTE);
  return out;
}
const SERIES = series();
/** The detector over the whole series at once: what every page must agree with. */
const REFERENCE = detectPhAnomalies(SERIES.map(({ t: at, ph, temperature, moisture }) => ({ t: at, ph, temperature, moisture })));
const reasonAt = new Map(SERIES.map((p, i) => [new Date(p.t).toISOString(), REFERENCE[i]!.reason]));

let device: Registered;

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
  device = await kit.farmWithDevice('pH farm');
  const result = await t.app.services.ingest.ingest(
    device.id,
    SERIES.map((p) => reading(new Date(p.t), p.fields)),
    new Date('2026-03-25T00:00:00Z'),
  );
  expect(result.accepted).toBe(SERIES.length);
});
afterAll(() => t.close());

const dataset = (query: Record<string, string | number>, token = tokens.Admin) =>
  kit.get(
    token,
    '/agri/ph/analysis/dataset',
    Object.fromEntries(Object.entries({ deviceId: device.id, ...query }).map(([k, v]) => [k, String(v)])),
  );

async function allPages(pageSize: number): Promise<{ rows: PhAnalysisRow[]; pages: number }> {
  const rows: PhAnalysisRow[] = [];
  for (let page = 1; ; page++) {
    const res = await dataset({ page, page_size: pageSize });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PhAnalysisDatasetResponse;
    expect(body).toMatchObject({ status: 'success', deviceId: device.id, total: SERIES.length, page, page_size: pageSize });
    if (body.agri_data.length === 0) return { rows, pages: page - 1 };
    expect(body.agri_data.length).toBeLessThanOrEqual(pageSize);
    rows.push(...body.agri_data);
  }
}

describe('the series itself (sanity of the fixture)', () => {
  it('has the planted anomalies in the reference verdicts', () => {
    for (const i of SPIKES) expect(REFERENCE[i]!.reason, `spike at ${i}`).toBe('spike');
    for (const i of ZEROS) expect(REFERENCE[i]!.reason).toBe('sensor_fault');
    expect(REFERENCE.slice(300, 730).every((v) => v.reason === 'stuck')).toBe(true);
    // The stuck run is denser than the context rows can span: a page inside it needs more than rows.
    expect(PH_DETECTOR.contextRows * 10_000).toBeLessThan(PH_DETECTOR.stuckMinutes * MINUTE);
  });
});

describe('GET /agri/ph/analysis/dataset', () => {
  const byPageSize = new Map<number, PhAnalysisRow[]>();

  beforeAll(async () => {
    for (const size of [13, 100, 1000]) {
      const { rows, pages } = await allPages(size);
      expect(pages).toBe(Math.ceil(SERIES.length / size));
      byPageSize.set(size, rows);
    }
  });

  it('pages continue each other: SL No 1…total, newest first, whatever the page size', () => {
    const newestFirst = SERIES.map((p) => new Date(p.t).toISOString()).toReversed();
    for (const [size, rows] of byPageSize) {
      expect(
        rows.map((r) => r.id),
        `page size ${size}`,
      ).toEqual(Array.from({ length: SERIES.length }, (_, i) => i + 1));
      expect(
        rows.map((r) => r.timestamp),
        `page size ${size}`,
      ).toEqual(newestFirst);
    }
  });

  it('verdicts are the same at every page size and equal the detector on the whole series', () => {
    const verdicts = (rows: PhAnalysisRow[]) => rows.map((r) => `${r.id} ${r['Anomaly Status']} ${r.anomaly_reason}`);
    const expected = byPageSize
      .get(1000)!
      .map((r) => `${r.id} ${reasonAt.get(r.timestamp) ? 'Anomaly' : 'Normal'} ${reasonAt.get(r.timestamp)}`);
    for (const [size, rows] of byPageSize) expect(verdicts(rows), `page size ${size}`).toEqual(expected);
    const counts = Object.fromEntries(PH_ANOMALY_REASONS.map((r) => [r, byPageSize.get(13)!.filter((x) => x.anomaly_reason === r).length]));
    expect(counts.sensor_fault).toBe(ZEROS.length);
    expect(counts.stuck).toBe(430);
    expect(counts.spike).toBeGreaterThanOrEqual(SPIKES.length);
  });

  it('rows carry pH, class, category and the suggestion for their verdict', () => {
    for (const row of byPageSize.get(100)!) {
      const cls = classifyPh(row.pH);
      expect(row).toMatchObject({ ph_class: cls.class, ph_category: cls.category });
      const want = row.anomaly_reason ? ANOMALY_SUGGESTIONS[row.anomaly_reason as PhAnomalyReason].en : phSuggestion(row.pH).en;
      expect(row.suggestion).toBe(want);
    }
    const spike = byPageSize.get(100)!.find((r) => r.timestamp === new Date(SERIES[50]!.t).toISOString())!;
    expect(spike).toMatchObject({ pH: 8.2, 'Anomaly Status': 'Anomaly', anomaly_reason: 'spike' });
    const zero = byPageSize.get(100)!.find((r) => r.timestamp === new Date(SERIES[80]!.t).toISOString())!;
    expect(zero).toMatchObject({ pH: 0, anomaly_reason: 'sensor_fault', suggestion: ANOMALY_SUGGESTIONS.sensor_fault.en });
  });

  it('suggestions in Hindi when asked', async () => {
    const res = await dataset({ page: 1, page_size: 1000, language: 'hindi' });
    const rows = (res.json() as PhAnalysisDatasetResponse).agri_data;
    const spike = rows.find((r) => r.anomaly_reason === 'spike')!;
    expect(spike.suggestion).toBe(ANOMALY_SUGGESTIONS.spike.hi);
    const normal = rows.find((r) => r.anomaly_reason === null)!;
    expect(normal.suggestion).toBe(phSuggestion(normal.pH).hi);
  });

  it('defaults: page 1 of 100', async () => {
    const res = await dataset({});
    expect(res.json()).toMatchObject({ total: SERIES.length, page: 1, page_size: 100 });
    expect(res.json().agri_data).toHaveLength(100);
    expect(res.json().agri_data[0].id).toBe(1);
  });

  it('a page past the end is empty with the right total; the last page is partial', async () => {
    const last = await dataset({ page: 9, page_size: 100 });
    expect(last.json().agri_data.map((r: PhAnalysisRow) => r.id)).toEqual(Array.from({ length: 30 }, (_, i) => 801 + i));
    for (const page of [10, 11, 1_000_000]) {
      const res = await dataset({ page, page_size: 100 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'success', deviceId: device.id, total: SERIES.length, page, page_size: 100, agri_data: [] });
    }
  });

  it('refuses page 0, a page size above 1,000 and a non-number', async () => {
    for (const query of [{ page: 0 }, { page_size: 1001 }, { page: 'abc' }, { page_size: 0 }] as Array<Record<string, string | number>>) {
      expect((await dataset(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('GET /api/v1/ai/ph_graph', () => {
  const day = { startOffset: '2026-03-01', endOffset: '2026-03-01' };

  it('one point per reading with the rolling median and the anomaly, equal to the detector on the whole series', async () => {
    const res = await kit.get(tokens.Admin, '/api/v1/ai/ph_graph', { deviceId: device.id, ...day });
    expect(res.statusCode, res.body).toBe(200);
    const chart = res.json().chart_data;
    expect(chart.bucket_seconds).toBeNull();
    expect(chart.timestamps).toEqual(SERIES.map((p) => new Date(p.t).toISOString()));
    expect(chart.ph).toEqual(SERIES.map((p) => p.ph));
    expect(chart.anomaly).toEqual(REFERENCE.map((v) => v.reason));
    expect(chart.rolling_median).toEqual(REFERENCE.map((v) => v.median));
  });

  it('above the point limit: bucket means, each marked with the anomaly of any raw reading in it', async () => {
    const maxPoints = 50;
    const range = { start: new Date('2026-02-28T18:30:00Z'), end: new Date('2026-03-01T18:30:00Z') };
    const { chart_data: chart } = await new PhAnalysisService(t.database.db, { maxPoints }).graph(device.id, range);
    const span = SERIES.at(-1)!.t - T0;
    const bucketMs = (Math.floor(span / 1000 / maxPoints) + 1) * 1000;
    expect(chart.bucket_seconds).toBe(bucketMs / 1000);
    expect(chart.timestamps.length).toBeLessThanOrEqual(maxPoints);
    // The expected buckets, from the raw readings and the reference verdicts.
    const buckets = new Map<number, number[]>();
    SERIES.forEach((p, i) => {
      const b = Math.floor((p.t - T0) / bucketMs);
      buckets.set(b, [...(buckets.get(b) ?? []), i]);
    });
    expect(chart.timestamps).toEqual([...buckets.keys()].map((b) => new Date(T0 + b * bucketMs).toISOString()));
    const expectedAnomaly = [...buckets.values()].map((idx) => {
      const reasons = new Set(idx.map((i) => REFERENCE[i]!.reason));
      return PH_ANOMALY_REASONS.find((r) => reasons.has(r)) ?? null;
    });
    expect(chart.anomaly).toEqual(expectedAnomaly);
    expect(chart.anomaly.filter((a: string | null) => a === 'spike').length).toBeGreaterThanOrEqual(2);
    const expectedPh = [...buckets.values()].map((idx) => {
      const measured = idx.filter((i) => REFERENCE[i]!.reason !== 'sensor_fault');
      const use = measured.length ? measured : idx;
      return Math.round((use.reduce((a, i) => a + SERIES[i]!.ph, 0) / use.length) * 100) / 100;
    });
    expect(chart.ph).toEqual(expectedPh);
    expect(chart.ph.every((v: number) => v > 6)).toBe(true);
  });

  it('an empty range is an empty chart', async () => {
    const res = await kit.get(tokens.Admin, '/api/v1/ai/ph_graph', {
      deviceId: device.id,
      startOffset: '2026-01-01',
      endOffset: '2026-01-02',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chart_data).toEqual({ timestamps: [], ph: [], rolling_median: [], anomaly: [], bucket_seconds: null });
  });
});

describe('GET /agri/ph/analysis (last 7 days)', () => {
  let recent: Registered;
  const now = Date.now();
  const last = Math.floor(now / MINUTE) * MINUTE - 10 * MINUTE;

  beforeAll(async () => {
    recent = await kit.farmWithDevice('Recent pH farm');
    const items = [
      // pH 5.2, 5.3, … 7.1 from the newest back: a gentle slope, no spike.
      ...Array.from({ length: 20 }, (_, i) =>
        reading(new Date(last - i * MINUTE), { ph: Math.round(52 + i) / 10, temperature: 20 + i * 0.1 }),
      ),
      reading(new Date(last - 30 * MINUTE), ZERO),
      // Older than 7 days: outside the window.
      ...Array.from({ length: 5 }, (_, i) => reading(new Date(now - 8 * 24 * HOUR - i * MINUTE), { ph: 9.5 })),
    ];
    const result = await t.app.services.ingest.ingest(recent.id, items, new Date());
    expect(result.accepted).toBe(26);
  });

  it('lists the window newest first with SL No and summarises it', async () => {
    const res = await kit.get(tokens.Admin, '/agri/ph/analysis', { deviceId: recent.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PhAnalysisResponse;
    expect(body.data).toHaveLength(21);
    expect(body.data.map((r) => r.id)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(body.data[0]!.timestamp).toBe(new Date(last).toISOString());
    expect(body.data.at(-1)).toMatchObject({ pH: 0, anomaly_reason: 'sensor_fault' });
    expect(body.summary).toMatchObject({
      total: 21,
      anomalies: 1,
      by_reason: { sensor_fault: 1, stuck: 0, spike: 0 },
      // Acidic below 6.5 (5.2 … 6.4), Optimal 6.5 … 7.5.
      by_category: { Acidic: 13, Optimal: 7, Alkaline: 0 },
      mean: 6.15,
      min: 5.2,
      max: 7.1,
    });
  });

  it('the rows agree with the dataset pages', async () => {
    const res = await kit.get(tokens.Admin, '/agri/ph/analysis/dataset', { deviceId: recent.id, page: '1', page_size: '21' });
    const analysed = (await kit.get(tokens.Admin, '/agri/ph/analysis', { deviceId: recent.id })).json() as PhAnalysisResponse;
    expect(analysed.data).toEqual(res.json().agri_data);
  });

  it('with rows=omitted: the same summary and no rows', async () => {
    const [full, omitted] = await Promise.all(
      [{}, { rows: 'omitted' }].map((q) => kit.get(tokens.Admin, '/agri/ph/analysis', { deviceId: recent.id, ...q })),
    );
    expect(omitted!.statusCode, omitted!.body).toBe(200);
    expect(full!.json().data).toHaveLength(21);
    expect(omitted!.json()).toEqual({ ...full!.json(), data: [] });
  });

  it('at most maxRows rows, the summary still over the whole window', async () => {
    const out = await new PhAnalysisService(t.database.db, { maxRows: 5 }).analysis(recent.id);
    expect(out.data.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(out.summary.total).toBe(21);
  });

  it('a device with no reading in the window: empty data and null figures', async () => {
    const res = await kit.get(tokens.Admin, '/agri/ph/analysis', { deviceId: device.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      data: [],
      summary: { total: 0, anomalies: 0, mean: null, min: null, max: null, by_reason: { sensor_fault: 0, stuck: 0, spike: 0 } },
    });
  });
});
