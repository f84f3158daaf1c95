import { describe, expect, it } from 'vitest';
import { METRIC_INFO, quickReading, readingInputSchema, SENSOR_METRICS } from './sensors.js';

const good = {
  timestamp: '2026-03-01T10:15:30.123Z',
  nitrogen: 24.5,
  phosphorus: 14.2,
  potassium: 22.1,
  temperature: 26.4,
  moisture: 31.5,
  conductivity: 420,
  ph: 7.05,
};

const timestamps: unknown[] = [
  '2026-03-01T10:15:30Z',
  '2026-03-01T10:15:30.1+05:30',
  '2026-03-01T10:15:30.123456789-08:00',
  '2024-02-29T00:00:00Z',
  '2025-02-29T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-03-01T24:00:00Z',
  '2026-03-01T10:15Z',
  '2026-03-01T10:15:30',
  '2026-03-01T10:15:30z',
  '2026-03-01 10:15:30Z',
  '2026-03-01',
  ' 2026-03-01T10:15:30Z',
  '2026-03-01T10:15:30+0530',
  '',
  1_772_000_000_000,
  1,
  0,
  -5,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  null,
  undefined,
  true,
  [],
  {},
];
const values: unknown[] = [0, -0, 0.1, 1e-9, 6.123456789, 14, 14.000001, -40, -40.5, 80, 1999, 2000, 20000, 20001, -1, 100, 100.5];
const oddValues: unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '7', null, undefined, true, [], {}];

function cases(): unknown[] {
  const out: unknown[] = [good, null, 42, 'reading', [good], { ...good, extra: 'kept out' }];
  for (const timestamp of timestamps) out.push({ ...good, timestamp });
  for (const m of SENSOR_METRICS) for (const v of [...values, ...oddValues]) out.push({ ...good, [m]: v });
  out.push({ ...good, moisture: undefined, humidity: 55.5 });
  out.push({ ...good, moisture: undefined, humidity: 120 });
  out.push({ ...good, moisture: undefined, humidity: undefined });
  out.push({ ...good, moisture: 40, humidity: 120 });
  out.push({ ...good, moisture: null, humidity: 40 });
  const { ph: _ph, ...noPh } = good;
  out.push(noPh);
  // Random readings around each metric's bounds.
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = 0; i < 2000; i++) {
    const r: Record<string, unknown> = { timestamp: rand() < 0.5 ? good.timestamp : Math.floor(rand() * 2e12) - 1e11 };
    for (const m of SENSOR_METRICS) {
      const { min, max } = METRIC_INFO[m];
      r[m] = min - (max - min) * 0.1 + (max - min) * 1.2 * rand();
    }
    out.push(r);
  }
  return out;
}

describe('quickReading (the schema, without zod, for what it accepts)', () => {
  it('accepts nothing the schema refuses, and answers what the schema answers', () => {
    let quick = 0;
    for (const c of cases()) {
      const fast = quickReading(c);
      const slow = readingInputSchema.safeParse(c);
      if (fast) {
        quick++;
        expect(slow.success, JSON.stringify(c)).toBe(true);
        expect(fast).toEqual(slow.data);
      }
    }
    expect(quick).toBeGreaterThan(100);
  });

  it('takes the quick way for ordinary readings: ISO times with or without offset, epoch ms, humidity for moisture', () => {
    for (const timestamp of ['2026-03-01T10:15:30Z', '2026-03-01T10:15:30.1+05:30', 1_772_000_000_000])
      expect(quickReading({ ...good, timestamp })).not.toBeNull();
    expect(quickReading({ ...good, moisture: undefined, humidity: 55.5 })).toMatchObject({ moisture: 55.5 });
    expect(quickReading({ ...good, ph: 0, moisture: 100, temperature: -40, nitrogen: 1999, conductivity: 20000 })).not.toBeNull();
  });
});
