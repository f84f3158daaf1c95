import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../random.js';
import { readRainfall } from './data.js';
import { monthDs, monthIndex } from './months.js';
import {
  DEFAULT_RAINFALL_CONFIG,
  climatology,
  fitCurve,
  fitRainfallModel,
  seasonalNaive,
  toSeries,
  type MonthlyPoint,
  type RainfallModel,
} from './rainfall.js';

/** Months from `startYear`-01 for `years` years of y = f(monthsSinceStart, calendarMonth). */
function synthetic(startYear: number, years: number, f: (t: number, month: number) => number | null): MonthlyPoint[] {
  const start = monthIndex(`${startYear}-01-01`);
  return Array.from({ length: 12 * years }, (_, t) => ({ ds: monthDs(start + t), y: f(t, t % 12) }));
}

/** A seeded normal draw (Box–Muller). */
function normal(rng: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
}

describe('fitCurve (Prophet-style trend + Fourier season by regularised least squares)', () => {
  const rng = mulberry32(7);
  // 200 mm + 0.25 mm a month, a yearly cosine of amplitude 80 mm peaking in July, noise σ = 10 mm
  const slope = 0.25;
  const amplitude = 80;
  const truth = (t: number, month: number) => 200 + slope * t + amplitude * Math.cos((2 * Math.PI * (month - 6)) / 12);
  const points = synthetic(1960, 40, (t, m) => truth(t, m) + 10 * normal(rng));

  it('recovers the slope and the seasonal amplitude of a known series (untransformed)', () => {
    const curve = fitCurve(toSeries(points).series, { ...DEFAULT_RAINFALL_CONFIG, transform: 'none', order: 3 });
    expect(curve.endSlopePerMonth).toBeGreaterThan(slope * 0.8);
    expect(curve.endSlopePerMonth).toBeLessThan(slope * 1.2);
    const amp = (Math.max(...curve.season) - Math.min(...curve.season)) / 2;
    expect(amp).toBeGreaterThan(amplitude * 0.95);
    expect(amp).toBeLessThan(amplitude * 1.05);
    expect(curve.season.indexOf(Math.max(...curve.season))).toBe(6); // July
  });

  it('forecasts the held-out 10 years with a small error (default configuration, sqrt scale)', () => {
    const model = fitRainfallModel(points);
    // noise alone gives an MAE of σ·√(2/π) ≈ 8 mm
    expect(model.backtest.mae).toBeLessThan(12);
    expect(model.backtest.rsquare).toBeGreaterThan(0.9);
    expect(model.backtest.mae).toBeLessThan(model.backtest.mae_climatology);
    expect(model.backtest.mae).toBeLessThan(model.backtest.mae_seasonal_naive);
    // the model on all data continues the trend: within 5 % of the truth a year on
    const [july, january] = model.predict(['2000-07-01', '2001-01-01']);
    expect(Math.abs(july!.yhat / truth(40 * 12 + 6, 6) - 1)).toBeLessThan(0.05);
    expect(Math.abs(january!.yhat / truth(41 * 12, 0) - 1)).toBeLessThan(0.05);
  });
});

describe('fitRainfallModel', () => {
  const rng = mulberry32(11);
  const points = synthetic(1990, 30, (t, m) => Math.max(0, 50 + 150 * Math.sin((Math.PI * m) / 11) ** 4 + 30 * normal(rng)));

  it('holds out exactly the last 10 years: 120 months ending at the last month, fitted only before them', () => {
    const model = fitRainfallModel(points);
    expect(model.lastDs).toBe('2019-12-01');
    expect(model.backtest.from).toBe('2010-01-01');
    expect(model.backtest.to).toBe('2019-12-01');
    const bf = model.backtestForecast();
    expect(bf).toHaveLength(120);
    expect(bf[0]!.ds).toBe('2010-01-01');
    expect(bf[119]!.ds).toBe('2019-12-01');
    // changing the held-out months changes the score but not the backtest forecast
    const changed = points.map((p) => (p.ds >= '2010-01-01' ? { ...p, y: (p.y ?? 0) * 2 } : p));
    const other = fitRainfallModel(changed);
    expect(other.backtestForecast()).toEqual(bf);
    expect(other.backtest.mae).not.toBeCloseTo(model.backtest.mae, 3);
    // while a month before them changes it
    const before = points.map((p) => (p.ds === '2009-12-01' ? { ...p, y: (p.y ?? 0) + 500 } : p));
    expect(fitRainfallModel(before).backtestForecast()).not.toEqual(bf);
    // holdoutYears
    expect(fitRainfallModel(points, { holdoutYears: 5 }).backtest.from).toBe('2015-01-01');
  });

  it('computes the baselines from the training years: climatology means, the last training year repeated', () => {
    // year 1: 1…12, year 2: 2, 4, … 24, held-out year 3: 3, 6, … 36
    const tiny = synthetic(2000, 3, (t, m) => (Math.floor(t / 12) + 1) * (m + 1));
    const model = fitRainfallModel(tiny, { holdoutYears: 1 });
    expect(model.backtest.from).toBe('2002-01-01');
    // climatology 1.5·(m+1): |3 − 1.5|·mean(1…12) = 1.5 · 6.5; seasonal naive 2·(m+1): 1 · 6.5
    expect(model.backtest.mae_climatology).toBeCloseTo(9.75, 12);
    expect(model.backtest.mae_seasonal_naive).toBeCloseTo(6.5, 12);
    const { series } = toSeries(tiny.slice(0, 24));
    expect(climatology(series)(monthIndex('2002-03-01'))).toBe(4.5);
    expect(seasonalNaive(series)(monthIndex('2005-03-01'))).toBe(6);
    // a month missing in the last training year: its most recent observed value
    const gap = toSeries(tiny.slice(0, 24).map((p) => (p.ds === '2001-03-01' ? { ...p, y: null } : p))).series;
    expect(seasonalNaive(gap)(monthIndex('2002-03-01'))).toBe(3);
    expect(climatology(gap)(monthIndex('2002-03-01'))).toBe(3);
  });

  it('skips missing values (null or NaN) in fitting and scoring', () => {
    const withNa = points.map((p, i) => (i % 37 === 5 ? { ...p, y: i % 2 ? null : NaN } : p));
    const dropped = points.filter((_, i) => i % 37 !== 5);
    const a = fitRainfallModel(withNa);
    const b = fitRainfallModel(dropped);
    expect(a.backtest).toEqual(b.backtest);
    expect(a.predict(['2019-06-01', '2021-06-01'])).toEqual(b.predict(['2019-06-01', '2021-06-01']));
    expect(Number.isFinite(a.backtest.mae) && Number.isFinite(a.backtest.rsquare)).toBe(true);
    // the data's last month is its last month even when its value is missing
    const lastNa = points.map((p) => (p.ds === '2019-12-01' ? { ...p, y: null } : p));
    expect(fitRainfallModel(lastNa).lastDs).toBe('2019-12-01');
  });

  it('forecasts any month, never negative, inside its band; deterministic', () => {
    const model = fitRainfallModel(points);
    const ds = Array.from({ length: 600 }, (_, k) => monthDs(monthIndex('1990-01-01') + k));
    const f = model.predict(ds);
    expect(f.map((p) => p.ds)).toEqual(ds);
    for (const p of [...f, ...model.backtestForecast()]) {
      expect(p.yhat_lower).toBeGreaterThanOrEqual(0);
      expect(p.yhat_lower).toBeLessThanOrEqual(p.yhat);
      expect(p.yhat).toBeLessThanOrEqual(p.yhat_upper);
    }
    expect(model.interval).toBe(0.8);
    expect(model.method).toMatch(/Fourier/);
    const again = fitRainfallModel([...points].reverse());
    expect(again.version).toBe(model.version);
    expect(again.predict(ds)).toEqual(f);
    expect(model.version).toMatch(/^rainfall-[0-9a-f]{12}$/);
  });

  it('a dry series (all zero) gives zero forecasts', () => {
    const model = fitRainfallModel(
      synthetic(2000, 5, () => 0),
      { holdoutYears: 2 },
    );
    expect(model.predict(['2006-01-01'])).toEqual([{ ds: '2006-01-01', yhat: 0, yhat_lower: 0, yhat_upper: 0 }]);
    expect(model.backtest.mae).toBe(0);
  });

  it('a short history shrinks the holdout; malformed input is refused', () => {
    const short = synthetic(2010, 6, (_, m) => 10 + m);
    expect(fitRainfallModel(short).backtest.from).toBe('2013-01-01'); // half of 6 years
    expect(() => fitRainfallModel(synthetic(2010, 1, () => 1))).toThrow(/at least 24 observed months/);
    expect(() => fitRainfallModel([...short, { ds: '2012-05-01', y: 3 }])).toThrow(/appears twice/);
    expect(() => fitRainfallModel([...short, { ds: '2020-01-15', y: 3 }])).toThrow(/not a month/);
    expect(() => fitRainfallModel([...short, { ds: '2020-01-01', y: -1 }])).toThrow(/negative/);
    expect(() => model36().predict(['2020-13-01'])).toThrow(/not a month/);
  });
});

function model36() {
  return fitRainfallModel(synthetic(2000, 3, (_, m) => m));
}

describe('the IMD file (DATASETS_DIR)', () => {
  // How fast it fits is measured in bench/, not asserted here.
  it('fits all 36 subdivisions; on average better than both baselines', () => {
    const data = readRainfall();
    expect(data.size).toBe(36);
    const models = [...data.values()].map((points) => fitRainfallModel(points));
    const avg = (f: (m: RainfallModel) => number) => models.reduce((s, m) => s + f(m), 0) / models.length;
    expect(avg((m) => m.backtest.mae)).toBeLessThanOrEqual(avg((m) => m.backtest.mae_climatology));
    expect(avg((m) => m.backtest.mae)).toBeLessThan(avg((m) => m.backtest.mae_seasonal_naive));
    for (const m of models) {
      expect(m.lastDs).toBe('2015-12-01');
      expect(m.backtest.from).toBe('2006-01-01');
      expect(m.backtestForecast()).toHaveLength(120);
    }
  });
});
