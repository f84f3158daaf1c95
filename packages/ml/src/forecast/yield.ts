import { quantile } from './linalg.js';

/**
 * Annual crop production forecasts for one (crop, state, district) series: years ascending, gaps
 * possible (a missing year is simply absent), zeros possible; the area sown (ha) where known.
 *
 * Candidate methods, each a function of the years before the forecast origin:
 * - `last_value`: the last observed value (the baseline);
 * - `yield_per_ha`: the last area sown times the yield per hectare of the last 3 years (their
 *   production over their area): the area swings with prices and the monsoon's onset, the yield
 *   per hectare much less; without areas, the last value;
 * - `mean_3`: the mean of the last 3 observed values;
 * - `linear_trend_5`: least-squares line through the last 5 observed values, extended;
 * - `damped_trend`: Holt's linear method with a damped trend (α, β, φ grid-searched by in-sample
 *   one-step squared error; a missing year advances the state without an update).
 * Every forecast is clamped at 0.
 *
 * Which one: by the nested rolling-origin backtest over all soybean series (models/yield.card.md),
 * `yield_per_ha` for every series (YIELD_DEFAULT_METHOD), the last value where the last year has no
 * area; choosing per series by its own backtest (`method: 'auto'`) was no better on the real series,
 * though it does find a clean trend.
 */

export interface YearValue {
  year: number;
  value: number;
  /** Area sown, ha, when the source gives it for every season of the year. */
  area?: number;
}

export interface YieldForecast {
  /** The method chosen for this series (one of YIELD_METHODS). */
  method: string;
  /** Central share of outcomes the bands are meant to hold. */
  interval: number;
  /**
   * Rolling-origin backtest over the last `years` observed years: each one forecast from the years
   * before it. MAPE in percent over the backtest years with a non-zero value; null when there is
   * no such year (or the series is too short to backtest).
   */
  backtest: { years: number; mape: number | null; mape_last_value: number | null };
  future: { year: number; value: number; lower: number; upper: number }[];
  /** With `yield_per_ha`: the area sown it assumes (the last year's, ha) and the yield per hectare (t/ha). */
  basis?: { area: number; yield_per_ha: number };
}

export const YIELD_METHODS = ['last_value', 'yield_per_ha', 'mean_3', 'linear_trend_5', 'damped_trend'] as const;
export type YieldMethod = (typeof YIELD_METHODS)[number];

/** Central share of outcomes in the bands. */
export const YIELD_INTERVAL = 0.8;
/** Series with fewer observed years get the last value with a wide band and no backtest. */
export const YIELD_MIN_YEARS = 4;
/** Number of last observed years scored by the rolling-origin backtest (fewer when the series is short). */
export const YIELD_BACKTEST_YEARS = 5;

function lastValue(train: readonly YearValue[]): number {
  return train[train.length - 1]!.value;
}

/** Production over area of the last `k` years with an area above 0, t/ha; null when none has one. */
export function yieldPerHa(train: readonly YearValue[], k = 3): number | null {
  const withArea = train.filter((p) => p.area !== undefined && p.area > 0).slice(-k);
  if (withArea.length === 0) return null;
  return withArea.reduce((s, p) => s + p.value, 0) / withArea.reduce((s, p) => s + p.area!, 0);
}

function lastAreaTimesYield(train: readonly YearValue[]): number {
  const last = train[train.length - 1]!;
  const perHa = yieldPerHa(train);
  return last.area !== undefined && last.area > 0 && perHa !== null ? last.area * perHa : last.value;
}

function meanLast(train: readonly YearValue[], k: number): number {
  const xs = train.slice(-k);
  return xs.reduce((s, p) => s + p.value, 0) / xs.length;
}

function linearTrend(train: readonly YearValue[], k: number, year: number): number {
  const xs = train.slice(-k);
  if (xs.length < 2) return xs[0]!.value;
  const mx = xs.reduce((s, p) => s + p.year, 0) / xs.length;
  const my = xs.reduce((s, p) => s + p.value, 0) / xs.length;
  let sxy = 0;
  let sxx = 0;
  for (const p of xs) {
    sxy += (p.year - mx) * (p.value - my);
    sxx += (p.year - mx) ** 2;
  }
  return my + (sxx > 0 ? sxy / sxx : 0) * (year - mx);
}

const ALPHAS = [0.2, 0.4, 0.6, 0.8, 1];
const BETAS = [0.05, 0.1, 0.2, 0.4];
const PHIS = [0.8, 0.9, 0.98];

/** Runs Holt's damped-trend recursion over the years first…last of `train`; returns the in-sample one-step SSE and the final state. */
function holt(
  train: readonly YearValue[],
  alpha: number,
  beta: number,
  phi: number,
): { sse: number; level: number; trend: number; year: number } {
  const first = train[0]!;
  let level = first.value;
  let trend = train.length > 1 ? (train[1]!.value - first.value) / (train[1]!.year - first.year) : 0;
  let sse = 0;
  let k = 1;
  const lastYear = train[train.length - 1]!.year;
  for (let year = first.year + 1; year <= lastYear; year++) {
    const predicted = level + phi * trend;
    const obs = train[k];
    if (obs && obs.year === year) {
      k++;
      sse += (obs.value - predicted) ** 2;
      const newLevel = alpha * obs.value + (1 - alpha) * predicted;
      trend = beta * (newLevel - level) + (1 - beta) * phi * trend;
      level = newLevel;
    } else {
      level = predicted;
      trend *= phi;
    }
  }
  return { sse, level, trend, year: lastYear };
}

function dampedTrend(train: readonly YearValue[], year: number): number {
  if (train.length < 3) return lastValue(train);
  let best: ReturnType<typeof holt> & { phi: number } = { ...holt(train, 1, 0.05, 0.8), phi: 0.8 };
  for (const a of ALPHAS)
    for (const b of BETAS)
      for (const phi of PHIS) {
        const h = holt(train, a, b, phi);
        if (h.sse < best.sse - 1e-9) best = { ...h, phi };
      }
  let damp = 0;
  let f = 1;
  for (let h = 1; h <= year - best.year; h++) damp += f *= best.phi;
  return best.level + damp * best.trend;
}

/** The forecast of `method` for `year` from the observed years `train` (ascending, non-empty), clamped at 0. */
export function forecastWith(method: YieldMethod, train: readonly YearValue[], year: number): number {
  let v: number;
  switch (method) {
    case 'last_value':
      v = lastValue(train);
      break;
    case 'yield_per_ha':
      v = lastAreaTimesYield(train);
      break;
    case 'mean_3':
      v = meanLast(train, 3);
      break;
    case 'linear_trend_5':
      v = linearTrend(train, 5, year);
      break;
    case 'damped_trend':
      v = dampedTrend(train, year);
      break;
  }
  return Math.max(0, v);
}

export interface OneStep {
  year: number;
  actual: number;
  forecast: number;
  /** Years between the last training year and `year`. */
  horizon: number;
}

/** Forecasts each of the last `years` observed points from the points before it (rolling origin). */
export function rollingOrigin(points: readonly YearValue[], method: YieldMethod, years: number): OneStep[] {
  const out: OneStep[] = [];
  for (let i = Math.max(1, points.length - years); i < points.length; i++) {
    const train = points.slice(0, i);
    const p = points[i]!;
    out.push({ year: p.year, actual: p.value, forecast: forecastWith(method, train, p.year), horizon: p.year - train[i - 1]!.year });
  }
  return out;
}

/** MAPE in percent over the steps with a non-zero actual; null when there is none. */
export function mape(steps: readonly OneStep[]): number | null {
  const apes = steps.filter((s) => s.actual !== 0).map((s) => Math.abs(s.actual - s.forecast) / Math.abs(s.actual));
  return apes.length ? (100 * apes.reduce((a, b) => a + b, 0)) / apes.length : null;
}

function sortedPoints(series: readonly YearValue[]): YearValue[] {
  const points = series.map((p) => {
    if (!Number.isInteger(p.year)) throw new RangeError(`year ${p.year} is not a whole number`);
    if (!Number.isFinite(p.value) || p.value < 0) throw new RangeError(`the value of ${p.year} must be a finite number ≥ 0`);
    if (p.area !== undefined && !(Number.isFinite(p.area) && p.area >= 0))
      throw new RangeError(`the area of ${p.year} must be a finite number ≥ 0`);
    return p.area === undefined ? { year: p.year, value: p.value } : { year: p.year, value: p.value, area: p.area };
  });
  points.sort((a, b) => a.year - b.year);
  for (let i = 1; i < points.length; i++)
    if (points[i]!.year === points[i - 1]!.year) throw new RangeError(`year ${points[i]!.year} appears twice`);
  return points;
}

/**
 * The method for a series: the candidate with the lowest MAPE in the rolling-origin backtest of its
 * last years (ties and series without a scorable year: the first in YIELD_METHODS order, i.e. the
 * last value).
 */
export function chooseMethod(points: readonly YearValue[], years: number): { method: YieldMethod; steps: OneStep[]; mape: number | null } {
  let best: { method: YieldMethod; steps: OneStep[]; mape: number | null } | undefined;
  for (const method of YIELD_METHODS) {
    const steps = rollingOrigin(points, method, years);
    const m = mape(steps);
    if (!best || (m !== null && (best.mape === null || m < best.mape - 1e-12))) best = { method, steps, mape: m };
  }
  return best!;
}

/**
 * The half-width of the band one year ahead for a forecast `value`: `value` times the `interval`
 * quantile of the relative one-step errors |actual − forecast| / forecast (an error over a gap of g
 * years divided by √g): production swings scale with its level. For a forecast of 0, or when no
 * step had a forecast above 0, the same quantile of the absolute errors.
 */
function bandWidth(steps: readonly OneStep[]): (value: number) => number {
  const relative = steps.filter((s) => s.forecast > 0).map((s) => Math.abs(s.actual - s.forecast) / s.forecast / Math.sqrt(s.horizon));
  const absolute = quantile(
    steps.map((s) => Math.abs(s.actual - s.forecast) / Math.sqrt(s.horizon)),
    YIELD_INTERVAL,
  );
  const q = relative.length ? quantile(relative, YIELD_INTERVAL) : NaN;
  return (value) => (value > 0 && Number.isFinite(q) ? q * value : absolute);
}

/**
 * The method every series is forecast with unless `method` says otherwise: chosen globally by the
 * nested rolling-origin backtest over all soybean series (`npm run -s ml -- backtest yield`,
 * models/yield.card.md): yield_per_ha had the lowest pooled and median error there, though its
 * pooled MAPE is within the bootstrap interval of the last value's; choosing per series did not
 * beat it.
 */
export const YIELD_DEFAULT_METHOD: YieldMethod | 'auto' = 'yield_per_ha';

/**
 * Forecasts the `horizon` years after the last observed one (default 5) with `method` (default
 * YIELD_DEFAULT_METHOD; 'auto' picks per series the candidate with the lowest MAPE over its last
 * up to 5 years). `backtest` is the rolling-origin backtest of that method and of the last value
 * over the last min(5, years − 3) observed years. The band is the forecast ± the `interval`
 * quantile of the method's relative one-step errors over every origin with at least 3 years before
 * it (see bandWidth), widened by √h for h years ahead, never below 0. Fewer than 4 years: the last value with a band of ± max(all values) · √h and `mape: null`.
 */
export function forecastYield(series: readonly YearValue[], opts: { horizon?: number; method?: YieldMethod | 'auto' } = {}): YieldForecast {
  const horizon = opts.horizon ?? 5;
  if (!(Number.isInteger(horizon) && horizon >= 1 && horizon <= 100)) throw new RangeError('horizon must be a whole number 1…100');
  const wanted = opts.method ?? YIELD_DEFAULT_METHOD;
  if (wanted !== 'auto' && !(YIELD_METHODS as readonly string[]).includes(wanted)) throw new RangeError(`unknown method ${wanted}`);
  const points = sortedPoints(series);
  if (points.length === 0) throw new RangeError('no years to forecast from');
  const last = points[points.length - 1]!;
  const years = Array.from({ length: horizon }, (_, k) => last.year + k + 1);
  if (points.length < YIELD_MIN_YEARS) {
    const width = Math.max(...points.map((p) => p.value));
    return {
      method: 'last_value',
      interval: YIELD_INTERVAL,
      backtest: { years: 0, mape: null, mape_last_value: null },
      future: years.map((year) => {
        const w = width * Math.sqrt(year - last.year);
        return { year, value: last.value, lower: Math.max(0, last.value - w), upper: last.value + w };
      }),
    };
  }
  const btYears = Math.min(YIELD_BACKTEST_YEARS, points.length - 3);
  const perHa = yieldPerHa(points);
  const basis = last.area !== undefined && last.area > 0 && perHa !== null ? { area: last.area, yield_per_ha: perHa } : undefined;
  const chosen = wanted === 'auto' ? chooseMethod(points, btYears).method : wanted;
  // Without the last year's area, yield_per_ha is the last value: say so.
  const method = chosen === 'yield_per_ha' && !basis ? 'last_value' : chosen;
  const own = mape(rollingOrigin(points, method, btYears));
  const baseline = method === 'last_value' ? own : mape(rollingOrigin(points, 'last_value', btYears));
  const w = bandWidth(rollingOrigin(points, method, points.length - 3));
  return {
    method,
    interval: YIELD_INTERVAL,
    backtest: { years: btYears, mape: own, mape_last_value: baseline },
    future: years.map((year) => {
      const value = forecastWith(method, points, year);
      const half = w(value) * Math.sqrt(year - last.year);
      return { year, value, lower: Math.max(0, value - half), upper: value + half };
    }),
    ...(method === 'yield_per_ha' && basis ? { basis } : {}),
  };
}
