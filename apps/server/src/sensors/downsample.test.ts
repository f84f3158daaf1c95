import { kolkataDayStart, MAX_CHART_POINTS, type Role, SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSeededApp } from '../../test/harness.js';
import { DAY, MINUTE, type Registered, sensorKit, type SentReading } from '../../test/sensors.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
let kit: ReturnType<typeof sensorKit>;

const STORED_AT = new Date('2026-03-25T00:00:00Z');
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

/** Smooth series with a little deterministic noise. */
function series(start: Date, count: number): SentReading[] {
  let seed = 12345;
  const rnd = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: count }, (_v, i) => {
    const day = (i * 2 * Math.PI) / 1440;
    return {
      timestamp: new Date(start.getTime() + i * MINUTE).toISOString(),
      nitrogen: round(24 + 5 * Math.sin(day / 3) + rnd() * 2),
      phosphorus: round(14 + 3 * Math.sin(day / 5) + rnd()),
      potassium: round(22 + 4 * Math.cos(day / 2) + rnd() * 2),
      temperature: round(25 + 6 * Math.sin(day) + rnd() * 0.5),
      moisture: round(30 + 10 * Math.cos(day) + rnd()),
      conductivity: Math.round(400 + 60 * Math.sin(day) + rnd() * 20),
      ph: round(7 + 0.2 * Math.sin(day / 4) + rnd() * 0.1),
    };
  });
}

interface Row extends Record<SensorMetric, number> {
  timestamp: string;
  humidity: number;
}

async function store(device: Registered, items: SentReading[]) {
  for (let i = 0; i < items.length; i += 5000) {
    const r = await t.app.services.ingest.ingest(device.id, items.slice(i, i + 5000), STORED_AT);
    expect(r.rejected).toEqual([]);
  }
}

/** Per bucket and series: the raw minimum and maximum, and the first and last reading time. */
function rawBuckets(items: SentReading[], bucketSeconds: number) {
  const out = new Map<number, { min: Record<string, number>; max: Record<string, number>; first: number; last: number }>();
  for (const r of items) {
    const ms = Date.parse(String(r.timestamp));
    const bucket = Math.floor(ms / 1000 / bucketSeconds);
    const b = out.get(bucket) ?? { min: {}, max: {}, first: ms, last: ms };
    for (const m of SENSOR_METRICS) {
      b.min[m] = Math.min(b.min[m] ?? Infinity, r[m]);
      b.max[m] = Math.max(b.max[m] ?? -Infinity, r[m]);
    }
    b.first = Math.min(b.first, ms);
    b.last = Math.max(b.last, ms);
    out.set(bucket, b);
  }
  return out;
}

function checkEnvelope(items: SentReading[], body: { data: Row[]; bucketSeconds: number }) {
  const raw = rawBuckets(items, body.bucketSeconds);
  const rowsByBucket = new Map<number, Row[]>();
  for (const row of body.data) {
    const bucket = Math.floor(Date.parse(row.timestamp) / 1000 / body.bucketSeconds);
    rowsByBucket.set(bucket, [...(rowsByBucket.get(bucket) ?? []), row]);
  }
  // Every bucket with data is answered, and no row lies outside a bucket with data.
  expect([...rowsByBucket.keys()].sort((a, b) => a - b)).toEqual([...raw.keys()].sort((a, b) => a - b));
  for (const [bucket, b] of raw) {
    const rows = rowsByBucket.get(bucket)!;
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    for (const row of rows) {
      const ms = Date.parse(row.timestamp);
      expect(ms).toBeGreaterThanOrEqual(b.first);
      expect(ms).toBeLessThanOrEqual(b.last);
      expect(row.humidity).toBe(row.moisture);
    }
    for (const m of SENSOR_METRICS) {
      const values = rows.map((r) => r[m]);
      if (!values.includes(b.min[m]!) || !values.includes(b.max[m]!)) {
        expect.fail(`bucket ${bucket} ${m}: raw min ${b.min[m]} max ${b.max[m]}, answered ${values.join(', ')}`);
      }
      for (const v of values) {
        expect(v).toBeGreaterThanOrEqual(b.min[m]!);
        expect(v).toBeLessThanOrEqual(b.max[m]!);
      }
    }
  }
}

beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
  kit = sensorKit(t, tokens.Admin);
});
afterAll(() => t.close());

describe('downsampling above 1,500 readings: each bucket keeps its minimum and maximum', () => {
  const start = kolkataDayStart('2026-03-10');
  const items = series(start, 5000);
  const spikes: Array<[number, SensorMetric, number]> = [
    [0, 'potassium', 0],
    [100, 'temperature', -35],
    [777, 'ph', 13.8],
    [1234, 'nitrogen', 1990],
    [1235, 'nitrogen', 0.5],
    [2345, 'ph', 0.3],
    [2500, 'phosphorus', 1500],
    [3456, 'temperature', 75],
    [4000, 'moisture', 0],
    [4001, 'moisture', 100],
    [4999, 'conductivity', 19999],
  ];
  for (const [i, m, v] of spikes) items[i]![m] = v;
  let device: Registered;
  let body: { data: Row[]; downsampled: boolean; bucketSeconds: number; rawCount: number; startAdjusted: boolean };

  beforeAll(async () => {
    device = await kit.farmWithDevice('Dense farm');
    await store(device, items);
    const res = await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, startOffset: '2026-03-10', endOffset: '2026-03-13' });
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });

  it('says it is downsampled, with a bucket size, the raw count and at most 1,500 rows', () => {
    expect(body.downsampled).toBe(true);
    expect(body.rawCount).toBe(5000);
    expect(body.startAdjusted).toBe(false);
    expect(body.bucketSeconds).toBeGreaterThan(60);
    expect(Number.isInteger(body.bucketSeconds)).toBe(true);
    expect(body.data.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
    expect(body.data.length).toBeGreaterThan(500);
  });

  it('answers rows oldest first', () => {
    const stamps = body.data.map((r) => Date.parse(r.timestamp));
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]).toBeGreaterThan(stamps[i - 1]!);
  });

  it('keeps every series’ minimum and maximum of every bucket, and invents no value', () => {
    checkEnvelope(items, body);
  });

  it.each(spikes)('keeps the spike at reading %i (%s = %d)', (i, m, v) => {
    const bucket = Math.floor(Date.parse(String(items[i]!.timestamp)) / 1000 / body.bucketSeconds);
    const inBucket = body.data.filter((r) => Math.floor(Date.parse(r.timestamp) / 1000 / body.bucketSeconds) === bucket);
    expect(inBucket.map((r) => r[m])).toContain(v);
  });

  it('the overall extremes are the spikes', () => {
    expect(Math.max(...body.data.map((r) => r.nitrogen))).toBe(1990);
    expect(Math.min(...body.data.map((r) => r.ph))).toBe(0.3);
    expect(Math.max(...body.data.map((r) => r.ph))).toBe(13.8);
    expect(Math.max(...body.data.map((r) => r.temperature))).toBe(75);
    expect(Math.min(...body.data.map((r) => r.temperature))).toBe(-35);
    expect(Math.max(...body.data.map((r) => r.conductivity))).toBe(19999);
  });

  it('a day of 1,440 readings comes raw', async () => {
    const res = await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, startOffset: '2026-03-10', endOffset: '2026-03-10' });
    const raw = res.json();
    // 2026-03-10 IST holds the first 1,440 readings.
    expect(raw).toMatchObject({ downsampled: false, bucketSeconds: null, rawCount: 1440 });
    expect(raw.data).toHaveLength(1440);
    expect(raw.data.map((r: Row) => r.nitrogen)).toEqual(items.slice(0, 1440).map((r) => r.nitrogen));
  });

  it('a phone asks for fewer points (maxPoints) and still gets every extreme', async () => {
    const query = { deviceId: device.id, startOffset: '2026-03-10', endOffset: '2026-03-13' };
    const res = await kit.get(tokens.Admin, '/agri/data', { ...query, maxPoints: '300' });
    expect(res.statusCode, res.body).toBe(200);
    const small = res.json();
    expect(small.downsampled).toBe(true);
    expect(small.data.length).toBeLessThanOrEqual(300);
    expect(small.data.length).toBeLessThan(body.data.length);
    expect(Math.max(...small.data.map((r: Row) => r.conductivity))).toBe(19999);
    expect(Math.min(...small.data.map((r: Row) => r.temperature))).toBe(-35);
    // The day of 1,440 readings, raw at the default, is downsampled at 300.
    const day = await kit.get(tokens.Admin, '/agri/data', { ...query, endOffset: '2026-03-10', maxPoints: '300' });
    expect(day.json()).toMatchObject({ downsampled: true, rawCount: 1440 });
    const tooFew = await kit.get(tokens.Admin, '/agri/data', { ...query, maxPoints: '10' });
    expect(tooFew.statusCode).toBe(400);
  });
});

describe('the threshold', () => {
  it.each([
    [MAX_CHART_POINTS, false],
    [MAX_CHART_POINTS + 1, true],
  ])('%i readings: downsampled %s', async (count, downsampled) => {
    const device = await kit.farmWithDevice(`Threshold farm ${count}`);
    const items = series(kolkataDayStart('2026-03-05'), count);
    await store(device, items);
    const body = (
      await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, startOffset: '2026-03-05', endOffset: '2026-03-06' })
    ).json();
    expect(body.rawCount).toBe(count);
    expect(body.downsampled).toBe(downsampled);
    if (!downsampled) expect(body.data.map((r: Row) => r.timestamp)).toEqual(items.map((r) => r.timestamp));
    else {
      expect(body.data.length).toBeLessThan(count);
      checkEnvelope(items, body);
    }
  });
});

describe('a range filled end to end with one-minute readings', () => {
  it('stays within 1,500 rows and keeps every bucket’s envelope', async () => {
    const device = await kit.farmWithDevice('Full range farm');
    const start = kolkataDayStart('2026-03-01');
    const items = series(start, (4 * DAY) / MINUTE);
    await store(device, items);
    const res = await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, startOffset: '2026-03-01', endOffset: '2026-03-04' });
    const body = res.json();
    expect(body).toMatchObject({ downsampled: true, rawCount: 5760 });
    checkEnvelope(items, body);
    expect(body.data.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
  });
});

describe('a long range, bucketed from the hourly rollup', () => {
  // 45 days of 10-minute readings; the IST day bounds fall on :30 UTC, so each end has a ragged half hour.
  const start = kolkataDayStart('2026-01-10');
  const items = series(start, 45 * 144).map((r, i) => ({ ...r, timestamp: new Date(start.getTime() + i * 10 * MINUTE).toISOString() }));
  const spikes: Array<[number, SensorMetric, number]> = [
    [0, 'nitrogen', 1999],
    [1, 'ph', 0.1],
    [3000, 'temperature', 79],
    [45 * 144 - 1, 'conductivity', 19000],
    [45 * 144 - 2, 'potassium', 0],
  ];
  for (const [i, m, v] of spikes) items[i]![m] = v;
  let body: { data: Row[]; downsampled: boolean; bucketSeconds: number; rawCount: number };

  beforeAll(async () => {
    const device = await kit.farmWithDevice('Season farm');
    // Out of order, and the second half delivered twice: the rollup must count each reading once.
    await store(device, items.slice(3000));
    await store(device, items.slice(0, 3000));
    await store(device, items.slice(3000));
    const res = await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, startOffset: '2026-01-10', endOffset: '2026-02-23' });
    expect(res.statusCode, res.body).toBe(200);
    body = res.json();
  });

  it('counts every reading once and buckets in whole hours', () => {
    expect(body.rawCount).toBe(items.length);
    expect(body.downsampled).toBe(true);
    expect(body.bucketSeconds % 3600).toBe(0);
    expect(body.data.length).toBeLessThanOrEqual(MAX_CHART_POINTS);
  });

  it('keeps every bucket’s envelope, including the ragged ends, and the spikes', () => {
    checkEnvelope(items, body);
    expect(Math.max(...body.data.map((r) => r.nitrogen))).toBe(1999);
    expect(Math.min(...body.data.map((r) => r.ph))).toBe(0.1);
    expect(Math.max(...body.data.map((r) => r.conductivity))).toBe(19000);
    expect(Math.min(...body.data.map((r) => r.potassium))).toBe(0);
  });
});

describe('faulty all-zero readings (a failed probe) take no part in a bucket’s envelope', () => {
  const ZERO = { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 };
  const faulty = (r: SentReading) => SENSOR_METRICS.every((m) => r[m] === 0);

  /** Valid rows keep the envelope of the valid readings; a bucket of faulty readings only is one all-zero row; no other zero. */
  function checkFaulty(items: SentReading[], body: { data: Row[]; bucketSeconds: number; downsampled: boolean }) {
    expect(body.downsampled).toBe(true);
    const bucketOf = (ts: string) => Math.floor(Date.parse(ts) / 1000 / body.bucketSeconds);
    const zeroRows = body.data.filter((r) => faulty(r));
    const allFaultyBuckets = [...rawBuckets(items, body.bucketSeconds).keys()].filter((b) =>
      items.filter((r) => bucketOf(String(r.timestamp)) === b).every(faulty),
    );
    expect(zeroRows.map((r) => bucketOf(r.timestamp)).sort((a, b) => a - b)).toEqual(allFaultyBuckets.sort((a, b) => a - b));
    expect(allFaultyBuckets.length).toBeGreaterThan(0);
    // Each bucket's valid rows: the minimum and maximum of its valid readings, at the bucket's first and last reading time.
    const validRows = body.data.filter((r) => !faulty(r));
    const all = rawBuckets(items, body.bucketSeconds);
    const valid = rawBuckets(
      items.filter((r) => !faulty(r)),
      body.bucketSeconds,
    );
    expect(new Set(validRows.map((r) => bucketOf(r.timestamp)))).toEqual(new Set(valid.keys()));
    for (const [bucket, b] of valid) {
      const rows = validRows.filter((r) => bucketOf(r.timestamp) === bucket);
      for (const r of rows) {
        expect(Date.parse(r.timestamp)).toBeGreaterThanOrEqual(all.get(bucket)!.first);
        expect(Date.parse(r.timestamp)).toBeLessThanOrEqual(all.get(bucket)!.last);
      }
      for (const m of SENSOR_METRICS) {
        const values = rows.map((r) => r[m]);
        expect(values, `bucket ${bucket} ${m}`).toContain(b.min[m]);
        expect(values, `bucket ${bucket} ${m}`).toContain(b.max[m]);
      }
    }
    // Not one nitrogen of a valid row dropped to 0: the series' own minimum is far above it.
    expect(Math.min(...validRows.map((r) => r.nitrogen))).toBeGreaterThan(15);
  }

  it('in buckets counted from the readings', async () => {
    const device = await kit.farmWithDevice('Faulty probe farm');
    const items = series(kolkataDayStart('2026-03-15'), 3 * 1440);
    for (const i of [5, 100, 1000, 2222, 4000]) Object.assign(items[i]!, ZERO);
    for (let i = 3000; i < 3060; i++) Object.assign(items[i]!, ZERO);
    await store(device, items);
    const res = await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, startOffset: '2026-03-15', endOffset: '2026-03-17' });
    checkFaulty(items, res.json());
  });

  it('in buckets from the hourly rollup, an all-faulty hour merging with readings delivered later', async () => {
    const device = await kit.farmWithDevice('Faulty season farm');
    const start = kolkataDayStart('2026-01-01');
    const items = series(start, 45 * 144).map((r, i) => ({ ...r, timestamp: new Date(start.getTime() + i * 10 * MINUTE).toISOString() }));
    for (const i of [7, 500, 1501, 3333]) Object.assign(items[i]!, ZERO);
    for (let i = 2000; i < 2000 + 6 * 12; i++) Object.assign(items[i]!, ZERO); // twelve hours of faults
    // The faulty readings first, then the rest: hours that were all faulty get valid readings later.
    await store(device, items.filter(faulty));
    await store(
      device,
      items.filter((r) => !faulty(r)),
    );
    const res = await kit.get(tokens.Admin, '/agri/data', { deviceId: device.id, startOffset: '2026-01-01', endOffset: '2026-02-14' });
    const body = res.json();
    expect(body.bucketSeconds % 3600).toBe(0);
    expect(body.rawCount).toBe(items.length);
    checkFaulty(items, body);
  });
});
