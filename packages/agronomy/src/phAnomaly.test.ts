import type { PhAnomalyReason } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { SOURCES } from './knowledge/sources.js';
import { detectPhAnomalies, PH_DETECTOR, PH_DETECTOR_SOURCES, type PhPoint, type PhVerdict } from './phAnomaly.js';

const MINUTE = 60_000;
const T0 = Date.UTC(2025, 5, 1, 0, 0, 0);

/** mulberry32: a small seeded generator, so every run sees the same series. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  return { next, normal, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

/**
 * A probe in a field, one reading a minute: pH drifting over weeks, a small daily cycle, a dip after
 * each irrigation (06:00 and 17:00) that recovers over hours, lasting level shifts of 0.2–0.5 every
 * few days (fertigation, the probe settling), heavy-tailed sensor noise (sd 0.03, one reading in 30
 * with sd 0.1) and a 0.01 resolution; temperature with a daily cycle, moisture jumping at irrigation
 * and drying down.
 */
function probeSeries(n: number, seed: number, stepMs = MINUTE): PhPoint[] {
  const r = rng(seed);
  const points: PhPoint[] = [];
  let level = 0;
  for (let i = 0; i < n; i++) {
    if (r.next() < 1 / 4_000) level = Math.max(-0.5, Math.min(0.5, level + (0.2 + 0.3 * r.next()) * (r.next() < 0.5 ? -1 : 1)));
    const noise = (r.next() < 1 / 30 ? 0.1 : 0.03) * r.normal();
    const t = T0 + i * stepMs;
    const hour = (t / 3_600_000) % 24;
    const day = t / 86_400_000;
    const since = Math.min((hour - 6 + 24) % 24, (hour - 17 + 24) % 24);
    const ph = 6.9 + 0.2 * Math.sin((2 * Math.PI * day) / 20) + 0.05 * Math.sin((2 * Math.PI * hour) / 24) - 0.15 * Math.exp(-since / 3);
    points.push({
      t,
      ph: round(ph + level + noise, 2),
      temperature: round(25 + 6 * Math.sin((2 * Math.PI * (hour - 9)) / 24) + 0.2 * r.normal(), 1),
      moisture: round(19 + 24 * Math.exp(-since / 5) + 0.4 * r.normal(), 1),
    });
  }
  return points;
}

interface Planted {
  points: PhPoint[];
  truth: (PhAnomalyReason | null)[];
}

/** The probe series with spikes, all-zero readings, impossible values and frozen stretches planted in it. */
function plantedSeries(n: number, seed: number): Planted {
  const r = rng(seed + 1);
  const points = probeSeries(n, seed);
  const truth: (PhAnomalyReason | null)[] = new Array<PhAnomalyReason | null>(n).fill(null);
  const free = (from: number, to: number) => from >= 0 && to < n && truth.slice(from, to + 1).every((x) => x === null);

  // Frozen stretches: the probe repeats one frame (the last one is longer than the paging context).
  for (const [at, length] of [
    [2_000, 61],
    [7_000, 90],
    [12_000, 500],
  ] as const) {
    const frame = points[at]!;
    for (let k = at; k < at + length; k++) {
      points[k] = { ...frame, t: points[k]!.t };
      truth[k] = 'stuck';
    }
  }
  // Faults: all-zero readings, and a few values that are not a soil pH at all.
  let faults = 0;
  while (faults < 60) {
    const k = r.int(0, n - 1);
    if (!free(k, k)) continue;
    points[k] =
      faults < 50
        ? { t: points[k]!.t, ph: 0, temperature: 0, moisture: 0 }
        : { ...points[k]!, ph: [Number.NaN, 12.5, -1, Infinity, 2.5][faults % 5]! };
    truth[k] = 'sensor_fault';
    faults++;
  }
  // Spikes: isolated, or two in a row, 0.35–2.5 pH units off, up or down, kept inside 3–10.
  let spikes = 0;
  while (spikes < 200) {
    const k = r.int(0, n - 2);
    const double = r.next() < 0.15;
    if (!free(k - 2, k + 3)) continue;
    for (let j = k; j <= k + (double ? 1 : 0); j++) {
      const jump = (0.35 + 2.15 * r.next()) * (r.next() < 0.5 ? -1 : 1);
      const ph = points[j]!.ph + jump;
      points[j] = { ...points[j]!, ph: round(ph > 9.8 || ph < 3.2 ? points[j]!.ph - jump : ph, 2) };
      truth[j] = 'spike';
      spikes++;
    }
  }
  return { points, truth };
}

function score(verdicts: PhVerdict[], truth: (PhAnomalyReason | null)[]) {
  const planted: Record<PhAnomalyReason, number> = { sensor_fault: 0, stuck: 0, spike: 0 };
  const found: Record<PhAnomalyReason, number> = { sensor_fault: 0, stuck: 0, spike: 0 };
  let clean = 0;
  let falseAlarms = 0;
  verdicts.forEach((v, i) => {
    const want = truth[i];
    if (want) {
      planted[want]++;
      if (v.reason === want) found[want]++;
    } else {
      clean++;
      if (v.reason !== null) falseAlarms++;
    }
  });
  return { planted, found, falseAlarmRate: falseAlarms / clean, falseAlarms };
}

describe('detectPhAnomalies on a probe series with planted anomalies', () => {
  const { points, truth } = plantedSeries(20_000, 9);
  const verdicts = detectPhAnomalies(points);
  const s = score(verdicts, truth);

  it('returns one verdict per point', () => {
    expect(verdicts).toHaveLength(points.length);
  });

  it('finds every sensor fault and every stuck reading', () => {
    expect(s.planted.sensor_fault).toBe(60);
    expect(s.found.sensor_fault).toBe(60);
    expect(s.planted.stuck).toBe(61 + 90 + 500);
    expect(s.found.stuck).toBe(s.planted.stuck);
  });

  it('finds at least 95 % of the spikes', () => {
    expect(s.planted.spike).toBeGreaterThanOrEqual(200);
    expect(s.found.spike / s.planted.spike).toBeGreaterThanOrEqual(0.95);
  });

  it('raises under 0.5 % false alarms on the readings around them', () => {
    expect(s.falseAlarmRate).toBeLessThan(0.005);
  });

  it('raises under 0.5 % false alarms on 20,000 clean readings (several seeds)', () => {
    for (const seed of [1, 2, 3]) {
      const clean = probeSeries(20_000, seed);
      const flagged = detectPhAnomalies(clean).filter((v) => v.reason !== null).length;
      expect(flagged / clean.length, `seed ${seed}`).toBeLessThan(0.005);
    }
  });

  it('gives the window median: close to the true level, also for faults', () => {
    for (let i = 0; i < points.length; i++) {
      const m = verdicts[i]!.median;
      expect(m, `point ${i}`).not.toBeNull();
      expect(m!).toBeGreaterThan(5.9);
      expect(m!).toBeLessThan(7.8);
    }
  });
});

describe('paging: a page plus contextRows each side gives the verdicts of the whole series', () => {
  const { points } = plantedSeries(20_000, 21);
  // and a probe outage: 200 all-zero readings, longer than the context, so a window next to it cannot
  // reach across (it takes its valid readings from one side only, in the page and in the whole series)
  for (let k = 16_000; k < 16_200; k++) points[k] = { t: points[k]!.t, ph: 0, temperature: 0, moisture: 0 };
  const whole = detectPhAnomalies(points);
  const C = PH_DETECTOR.contextRows;
  const page = (start: number, size: number, context = C) => {
    const from = Math.max(0, start - context);
    const to = Math.min(points.length, start + size + context);
    return detectPhAnomalies(points.slice(from, to)).slice(start - from, start - from + size);
  };
  const starts = [
    0, 100, 1_950, 2_000, 2_040, 6_950, 7_000, 7_080, 11_900, 12_000, 12_100, 12_200, 12_400, 12_450, 15_900, 16_000, 16_150, 16_200,
    16_210, 19_900, 19_950,
  ];
  const r = rng(5);
  for (let k = 0; k < 40; k++) starts.push(r.int(0, 19_900));

  it.each(starts)('page starting at row %d', (start) => {
    expect(page(start, 100)).toEqual(whole.slice(start, start + 100));
  });

  it('pages with too little context differ (so the check above can fail)', () => {
    const differs = starts.some((start) => JSON.stringify(page(start, 100, 5)) !== JSON.stringify(whole.slice(start, start + 100)));
    expect(differs).toBe(true);
  });

  it('a stuck run longer than the context is flagged in full when readings are ≥ 30 s apart', () => {
    // the 500-row frozen stretch covers rows 12,000–12,499: page + context (12,080–12,419) sees 340 of them
    expect(page(12_200, 100).every((v) => v.reason === 'stuck')).toBe(true);
  });

  it('documented limitation: with readings every 10 s the page can miss a stuck run (never adds one)', () => {
    const dense = probeSeries(3_000, 4, 10_000);
    const frame = dense[1_000]!;
    for (let k = 1_000; k < 1_000 + 540; k++) dense[k] = { ...frame, t: dense[k]!.t }; // 90 minutes frozen
    const all = detectPhAnomalies(dense);
    const paged = (start: number, context: number) =>
      detectPhAnomalies(dense.slice(start - context, start + 100 + context)).slice(context, context + 100);
    expect(all.slice(1_200, 1_300).every((v) => v.reason === 'stuck')).toBe(true);
    // 100 + 2 × 120 rows of 10 s = 56 minutes < 60: missed on this page
    expect(paged(1_200, C).some((v) => v.reason === 'stuck')).toBe(false);
    // a context spanning stuckMinutes (360 rows of 10 s) restores it, together with every other verdict
    expect(paged(1_200, 360)).toEqual(all.slice(1_200, 1_300));
    // and paging never flags stuck where the whole series does not
    for (let start = 200; start < 2_800; start += 100) {
      paged(start, C).forEach((v, i) => {
        if (v.reason === 'stuck') expect(all[start + i]!.reason).toBe('stuck');
      });
    }
  });
});

describe('detectPhAnomalies rules', () => {
  /** A quiet pH series, one reading a minute, temperature changing so nothing is stuck. */
  const flat = (phs: number[]): PhPoint[] => phs.map((ph, i) => ({ t: T0 + i * MINUTE, ph, temperature: 20 + i / 10, moisture: 30 }));

  it('handles an empty series, one point and impossible values without throwing', () => {
    expect(detectPhAnomalies([])).toEqual([]);
    expect(detectPhAnomalies([{ t: T0, ph: 6.5 }])).toEqual([{ reason: null, median: 6.5 }]);
    const bad = [Number.NaN, Infinity, -Infinity, undefined, null, '7', 0, 2.99, 10.01] as unknown as number[];
    const points = [...flat([7, 7, 7]), ...bad.map((ph, i) => ({ t: T0 + (10 + i) * MINUTE, ph })), ...flat([7, 7, 7])];
    const v = detectPhAnomalies(points);
    expect(v.slice(3, 3 + bad.length).map((x) => x.reason)).toEqual(bad.map(() => 'sensor_fault'));
    expect(v.slice(3, 3 + bad.length).every((x) => x.median === 7)).toBe(true);
    expect(v[0]!.reason).toBeNull();
    expect(detectPhAnomalies([{ t: T0, ph: 0 }])).toEqual([{ reason: 'sensor_fault', median: null }]);
    expect(() =>
      detectPhAnomalies([
        { t: Number.NaN, ph: 7, temperature: Number.NaN },
        { t: T0, ph: 7 },
      ]),
    ).not.toThrow();
  });

  it('accepts pH 3 and 10, the ends of the valid range', () => {
    const v = detectPhAnomalies([
      { t: T0, ph: 3 },
      { t: T0 + MINUTE, ph: 10 },
    ]);
    expect(v.map((x) => x.reason)).toEqual([null, null]);
  });

  it('flags a deviation of exactly minDeviation when MAD is 0, not one below it', () => {
    const phs = Array<number>(41).fill(7);
    phs[20] = 7.3; // 7.3 − 7 is 0.2999999999999998 in floating point
    phs[30] = 6.8;
    const v = detectPhAnomalies(flat(phs));
    expect(v[20]).toEqual({ reason: 'spike', median: 7 });
    expect(v[30]!.reason).toBeNull();
  });

  it('needs both the robust z-score above 3.5 and a 0.3 pH deviation', () => {
    const r = rng(7);
    const noisy = Array.from({ length: 61 }, () => round(7 + 0.2 * r.normal(), 2)); // MAD ≈ 0.13
    noisy[30] = 7.5; // 0.5 off, z ≈ 2.5
    expect(detectPhAnomalies(flat(noisy))[30]!.reason).toBeNull();
    noisy[30] = 8.5; // 1.5 off, z ≈ 7.5
    expect(detectPhAnomalies(flat(noisy))[30]!.reason).toBe('spike');
    const quiet = Array.from({ length: 61 }, (_, i) => 7 + (i % 3) * 0.01); // MAD 0.01
    quiet[30] = 7.25; // z ≈ 16 but only 0.24 off
    expect(detectPhAnomalies(flat(quiet))[30]!.reason).toBeNull();
  });

  it('leaves sensor faults out of the window', () => {
    // 7.0 with zeros in every other row: the zeros would drag a plain median down and make 7.0 look like a spike
    const phs = Array.from({ length: 80 }, (_, i) => (i % 2 === 0 ? 0 : 7));
    const v = detectPhAnomalies(flat(phs));
    expect(v.filter((x) => x.reason === 'spike')).toHaveLength(0);
    expect(v.every((x) => x.median === 7)).toBe(true);
    expect(v.filter((x) => x.reason === 'sensor_fault')).toHaveLength(40);
  });

  it('finds a spike at either end of the series', () => {
    const phs = Array<number>(40).fill(6.8);
    phs[0] = 8.2;
    phs[39] = 5.1;
    const v = detectPhAnomalies(flat(phs));
    expect(v[0]!.reason).toBe('spike');
    expect(v[39]!.reason).toBe('spike');
  });

  it('stuck: pH, temperature and moisture unchanged for 60 minutes or more', () => {
    const run = (minutes: number, extra: Partial<PhPoint> = {}): PhPoint[] => [
      { t: T0 - MINUTE, ph: 6.5, temperature: 21, moisture: 30 },
      ...Array.from({ length: minutes + 1 }, (_, i) => ({ t: T0 + i * MINUTE, ph: 6.6, temperature: 22, moisture: 31, ...extra })),
      { t: T0 + (minutes + 1) * MINUTE, ph: 6.7, temperature: 23, moisture: 32 },
    ];
    const reasons = (p: PhPoint[]) => detectPhAnomalies(p).map((x) => x.reason);
    expect(
      reasons(run(60))
        .slice(1, -1)
        .every((x) => x === 'stuck'),
    ).toBe(true);
    expect(reasons(run(60))[0]).toBeNull();
    expect(reasons(run(60)).at(-1)).toBeNull();
    expect(reasons(run(59)).every((x) => x === null)).toBe(true);
    // pH alone (no temperature, no moisture given): compared on pH
    const phOnly = run(60).map(({ t, ph }) => ({ t, ph }));
    expect(
      reasons(phOnly)
        .slice(1, -1)
        .every((x) => x === 'stuck'),
    ).toBe(true);
    // temperature still moving: a live probe in a stable soil
    const moving = run(90).map((p, i) => ({ ...p, temperature: 20 + i / 10 }));
    expect(reasons(moving).every((x) => x === null)).toBe(true);
    // frozen zeros are faults, not stuck
    const zeros = Array.from({ length: 120 }, (_, i) => ({ t: T0 + i * MINUTE, ph: 0, temperature: 0, moisture: 0 }));
    expect(reasons(zeros).every((x) => x === 'sensor_fault')).toBe(true);
  });

  it('honours options and refuses nonsense ones', () => {
    const phs = Array<number>(41).fill(7);
    phs[20] = 7.2;
    expect(detectPhAnomalies(flat(phs))[20]!.reason).toBeNull();
    expect(detectPhAnomalies(flat(phs), { minDeviation: 0.2 })[20]!.reason).toBe('spike');
    expect(detectPhAnomalies(flat([7, 11]), { validMax: 12 }).map((x) => x.reason)).toEqual([null, null]);
    expect(() => detectPhAnomalies([], { window: 30 })).toThrow(RangeError);
    expect(() => detectPhAnomalies([], { threshold: 0 })).toThrow(RangeError);
    expect(() => detectPhAnomalies([], { validMin: 10, validMax: 3 })).toThrow(RangeError);
    expect(() => detectPhAnomalies([], { contextRows: -1 })).toThrow(RangeError);
    expect(PH_DETECTOR).toEqual({
      window: 31,
      threshold: 3.5,
      minDeviation: 0.3,
      validMin: 3,
      validMax: 10,
      stuckMinutes: 60,
      contextRows: 120,
    });
  });

  it('cites its sources', () => {
    for (const rule of Object.values(PH_DETECTOR_SOURCES)) for (const id of rule.sources) expect(SOURCES[id], id).toBeDefined();
  });

  // Its speed is measured by bench/soilAnalysis.ts (the pH endpoints), not asserted here.
  it('judges 100,000 readings, one verdict each', () => {
    expect(detectPhAnomalies(plantedSeries(100_000, 3).points)).toHaveLength(100_000);
  });
});
