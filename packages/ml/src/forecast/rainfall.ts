import { createHash } from 'node:crypto';
import { gram, quantile, ridgeSubset } from './linalg.js';
import { calendarMonth, monthDs, monthIndex } from './months.js';

/**
 * Monthly rainfall forecasts per IMD subdivision with Prophet's additive formulation, fitted by our
 * own regularised least squares:
 *
 *   g(y) = trend(t) + season(month) + ε
 *   trend(t) = k + m·t + Σ_j δ_j·(t − s_j)₊      (piecewise linear, changepoints s_j over the first 80 %)
 *   season(month) = Σ_{n=1..N} a_n·cos(2πn·month/12) + b_n·sin(2πn·month/12)
 *
 * g is the variance-stabilising transform (sqrt by default: monthly rainfall is skewed and never
 * negative), t is time scaled to [0, 1] over the training months, and g(y) is scaled by its largest
 * absolute value as Prophet does. The rate changes δ carry a ridge (Gaussian) penalty σ²/τ², τ the
 * changepoint prior scale and σ² the residual variance of a month-mean fit; the seasonal terms a
 * weak one (τ = 10, Prophet's default). The future trend continues the last segment's slope.
 *
 * Point forecast (default 'median'): g⁻¹(fit), a conditional median, which is what minimises the
 * absolute error on skewed rainfall; 'mean' is the mean of g⁻¹(fit + r) over the in-sample
 * residuals r of that calendar month (Duan's smearing estimate of the mean). Band: g⁻¹(fit + q)
 * with q the (1 − interval)/2 and (1 + interval)/2 quantiles of the same calendar month's in-sample
 * residuals (all months pooled when a month has fewer than 5); everything clamped at 0, and the band
 * always contains the point forecast.
 *
 * The default configuration (sqrt, order 6, τ = 0.01, median) won a search of 120 configurations
 * on the 10 years before the held-out ones; see models/rainfall.card.md.
 */

export interface MonthlyPoint {
  /** First day of the month, 'YYYY-MM-01'. */
  ds: string;
  /** Rainfall (mm) in the month; null (or a non-finite number) for a missing value. */
  y: number | null;
}

export interface RainfallBacktest {
  /** First and last held-out month. */
  from: string;
  to: string;
  /** Mean absolute error (mm a month) of the model fitted before `from`, over the observed held-out months. */
  mae: number;
  /** R² of that forecast against the observed held-out months: 1 − SSE / Σ(y − ȳ)². */
  rsquare: number;
  /** MAE of the baselines over the same months: each calendar month's training mean, and the last training year repeated. */
  mae_climatology: number;
  mae_seasonal_naive: number;
}

export interface ForecastPoint {
  ds: string;
  yhat: number;
  yhat_lower: number;
  yhat_upper: number;
}

export interface RainfallModel {
  version: string;
  method: string;
  /** Central share of outcomes the band is meant to hold, e.g. 0.8. */
  interval: number;
  /** Last month of the data. */
  lastDs: string;
  backtest: RainfallBacktest;
  /** Forecasts of the model fitted on ALL data for any months (past or future). */
  predict(ds: readonly string[]): ForecastPoint[];
  /** The backtest model's forecasts over the held-out months (what the screen draws against the actuals). */
  backtestForecast(): ForecastPoint[];
}

export type Transform = 'none' | 'sqrt' | 'log1p';

export interface RainfallConfig {
  transform: Transform;
  /** Fourier order of the yearly seasonality, 1…6 (at 12 samples a year, order 6 is a free month profile). */
  order: number;
  /** Number of potential trend changepoints, spread evenly over the first `changepointRange` of the history. */
  changepoints: number;
  changepointRange: number;
  /** Prior scale τ of the rate changes (Prophet's changepoint_prior_scale); 0 makes the trend a straight line. */
  changepointPriorScale: number;
  seasonalityPriorScale: number;
  /** 'mean': smearing estimate (best for squared error); 'median': back-transformed fit (best for absolute error). */
  point: 'mean' | 'median';
  interval: number;
}

/**
 * The configuration every subdivision is fitted with. Chosen on a validation window before the
 * held-out years (see `npm run ml -- backtest rainfall` and models/rainfall.card.md), never on the
 * held-out years themselves.
 */
export const DEFAULT_RAINFALL_CONFIG: Readonly<RainfallConfig> = Object.freeze({
  transform: 'sqrt',
  order: 6,
  changepoints: 25,
  changepointRange: 0.8,
  changepointPriorScale: 0.01,
  seasonalityPriorScale: 10,
  point: 'median',
  interval: 0.8,
});

const forward: Record<Transform, (y: number) => number> = { none: (y) => y, sqrt: Math.sqrt, log1p: Math.log1p };
const inverse: Record<Transform, (z: number) => number> = {
  none: (z) => Math.max(0, z),
  sqrt: (z) => (z > 0 ? z * z : 0),
  log1p: (z) => Math.max(0, Math.expm1(z)),
};

/** Observed months as running indices with their values, ascending (missing values dropped). */
export interface MonthlySeries {
  index: number[];
  y: number[];
}

/** A fitted curve: forecasts for running month indices. */
export interface FittedCurve {
  predictIndex(index: number): { yhat: number; yhat_lower: number; yhat_upper: number };
  /** The trend's slope at the end of the training months, on the transformed scale, per month. */
  endSlopePerMonth: number;
  /** Fitted seasonal component (transformed scale) of calendar months 0…11. */
  season: number[];
}

const SEASON_COLS = 11; // cos 1…6 and sin 1…5: sin(π·month) is 0 at every month

/**
 * The full design of a training series for one transform: trend columns (1, t, the changepoint
 * hinges) and all 11 seasonal columns, with its normal equations. Configurations differing only in
 * Fourier order, prior scales or point estimate share it (the order picks the first 2·order
 * seasonal columns).
 */
export interface CurveDesign {
  transform: Transform;
  series: MonthlySeries;
  /** Scaled transformed values. */
  z: Float64Array;
  scale: number;
  i0: number;
  span: number;
  cps: number[];
  cols: number;
  X: Float64Array;
  xtx: Float64Array;
  xty: Float64Array;
  /** Residual variance (scaled) of a month-mean fit: the noise level the priors are relative to. */
  sigma2: number;
}

const seasonBasis = Array.from({ length: 12 }, (_, m) => {
  const out: number[] = [];
  for (let k = 1; k <= 6; k++) {
    out.push(Math.cos((2 * Math.PI * k * m) / 12));
    if (k < 6) out.push(Math.sin((2 * Math.PI * k * m) / 12));
  }
  return out;
});

function designRow(d: Pick<CurveDesign, 'i0' | 'span' | 'cps'>, index: number, out: Float64Array, off: number): void {
  const t = (index - d.i0) / d.span;
  out[off] = 1;
  out[off + 1] = t;
  const nc = d.cps.length;
  for (let j = 0; j < nc; j++) out[off + 2 + j] = t > d.cps[j]! ? t - d.cps[j]! : 0;
  const sb = seasonBasis[calendarMonth(index)]!;
  for (let j = 0; j < SEASON_COLS; j++) out[off + 2 + nc + j] = sb[j]!;
}

/** Builds the design of observed months (at least 12 values) for a transform and changepoint layout. */
export function curveDesign(
  series: MonthlySeries,
  transform: Transform,
  changepoints = DEFAULT_RAINFALL_CONFIG.changepoints,
  changepointRange = DEFAULT_RAINFALL_CONFIG.changepointRange,
): CurveDesign {
  const n = series.index.length;
  if (n < 12) throw new RangeError(`a rainfall model needs at least 12 observed months, got ${n}`);
  const g = forward[transform];
  const i0 = series.index[0]!;
  const span = Math.max(1, series.index[n - 1]! - i0);
  const z = new Float64Array(n);
  let scale = 0;
  for (let r = 0; r < n; r++) {
    z[r] = g(series.y[r]!);
    scale = Math.max(scale, Math.abs(z[r]!));
  }
  if (scale === 0) scale = 1;
  for (let r = 0; r < n; r++) z[r]! /= scale;
  const cps: number[] = [];
  for (let j = 1; j <= changepoints; j++) cps.push((changepointRange * j) / (changepoints + 1));
  const cols = 2 + cps.length + SEASON_COLS;
  const X = new Float64Array(n * cols);
  for (let r = 0; r < n; r++) designRow({ i0, span, cps }, series.index[r]!, X, r * cols);
  const { xtx, xty } = gram(X, z, n, cols);
  const sums = new Array<number>(12).fill(0);
  const counts = new Array<number>(12).fill(0);
  for (let r = 0; r < n; r++) {
    const m = calendarMonth(series.index[r]!);
    sums[m]! += z[r]!;
    counts[m]!++;
  }
  let sse = 0;
  for (let r = 0; r < n; r++) {
    const m = calendarMonth(series.index[r]!);
    sse += (z[r]! - sums[m]! / counts[m]!) ** 2;
  }
  const sigma2 = Math.max(1e-12, sse / Math.max(1, n - 12));
  return { transform, series, z, scale, i0, span, cps, cols, X, xtx, xty, sigma2 };
}

/** Solves a design for one configuration (its transform and changepoint layout must be the design's). */
export function solveCurve(d: CurveDesign, cfg: Readonly<RainfallConfig>): FittedCurve {
  if (!(cfg.order >= 1 && cfg.order <= 6 && Number.isInteger(cfg.order))) throw new RangeError('the Fourier order must be 1…6');
  if (cfg.transform !== d.transform) throw new RangeError('the configuration and the design differ in transform');
  const ginv = inverse[cfg.transform];
  const nc = d.cps.length;
  const useCps = cfg.changepointPriorScale > 0;
  const nSeason = Math.min(SEASON_COLS, 2 * cfg.order);
  const subset: number[] = [0, 1];
  const penalty: number[] = [0, 0];
  if (useCps)
    for (let j = 0; j < nc; j++) {
      subset.push(2 + j);
      penalty.push(d.sigma2 / cfg.changepointPriorScale ** 2);
    }
  for (let j = 0; j < nSeason; j++) {
    subset.push(2 + nc + j);
    penalty.push(d.sigma2 / cfg.seasonalityPriorScale ** 2);
  }
  const b = ridgeSubset(d.xtx, d.xty, d.cols, subset, penalty);
  const beta = new Float64Array(d.cols);
  subset.forEach((c, k) => (beta[c] = b[k]!));

  const xs = new Float64Array(d.cols);
  const fit = (index: number) => {
    designRow(d, index, xs, 0);
    let s = 0;
    for (let j = 0; j < d.cols; j++) s += xs[j]! * beta[j]!;
    return s;
  };
  // in-sample residuals per calendar month (transformed, scaled) for the smearing mean and the band
  const { series, z, scale } = d;
  const residuals: number[][] = Array.from({ length: 12 }, () => []);
  for (let r = 0; r < series.index.length; r++) {
    let s = 0;
    const off = r * d.cols;
    for (let j = 0; j < d.cols; j++) s += d.X[off + j]! * beta[j]!;
    residuals[calendarMonth(series.index[r]!)]!.push(z[r]! - s);
  }
  const all = residuals.flat();
  const lo = (1 - cfg.interval) / 2;
  const hi = (1 + cfg.interval) / 2;
  const perMonth = residuals.map((rs) => {
    const use = rs.length >= 5 ? rs : all; // too few values of a month: the pooled residuals
    return { rs: use, lo: quantile(use, lo), hi: quantile(use, hi) };
  });

  const season = seasonBasis.map((sb) => sb.reduce((s, v, j) => s + v * beta[2 + nc + j]!, 0) * scale);
  let slope = beta[1]!;
  for (let j = 0; j < nc; j++) slope += beta[2 + j]!;
  return {
    endSlopePerMonth: (slope * scale) / d.span,
    season,
    predictIndex(index: number) {
      const f = fit(index);
      const pm = perMonth[calendarMonth(index)]!;
      let yhat: number;
      if (cfg.point === 'median') yhat = ginv(f * scale);
      else {
        let s = 0;
        for (const r of pm.rs) s += ginv((f + r) * scale);
        yhat = s / pm.rs.length;
      }
      const lower = Math.min(yhat, ginv((f + pm.lo) * scale));
      const upper = Math.max(yhat, ginv((f + pm.hi) * scale));
      return { yhat, yhat_lower: lower, yhat_upper: upper };
    },
  };
}

/** Fits the Prophet-like curve to observed months (at least 12 values). */
export function fitCurve(series: MonthlySeries, cfg: Readonly<RainfallConfig> = DEFAULT_RAINFALL_CONFIG): FittedCurve {
  return solveCurve(curveDesign(series, cfg.transform, cfg.changepoints, cfg.changepointRange), cfg);
}

/** Baseline: each calendar month's mean over the training months (a month never observed: the mean of all). */
export function climatology(train: MonthlySeries): (index: number) => number {
  const sums = new Array<number>(12).fill(0);
  const counts = new Array<number>(12).fill(0);
  let total = 0;
  for (let r = 0; r < train.index.length; r++) {
    const m = calendarMonth(train.index[r]!);
    sums[m]! += train.y[r]!;
    counts[m]!++;
    total += train.y[r]!;
  }
  const overall = train.y.length ? total / train.y.length : 0;
  return (index) => {
    const m = calendarMonth(index);
    return counts[m] ? sums[m]! / counts[m]! : overall;
  };
}

/**
 * Baseline: the same month of the last training year, repeated over every forecast year (the
 * information a forecast made at the end of training has); where that month is missing, its most
 * recent observed value.
 */
export function seasonalNaive(train: MonthlySeries): (index: number) => number {
  const last = new Array<number | undefined>(12).fill(undefined);
  for (let r = 0; r < train.index.length; r++) last[calendarMonth(train.index[r]!)] = train.y[r]!;
  const fallback = train.y.length ? train.y[train.y.length - 1]! : 0;
  return (index) => last[calendarMonth(index)] ?? fallback;
}

/** MAE and R² of forecasts against actuals (pairs with a missing actual are skipped by the caller). */
export function score(actual: readonly number[], forecast: readonly number[]): { mae: number; rsquare: number } {
  const n = actual.length;
  if (n === 0) return { mae: NaN, rsquare: NaN };
  let mean = 0;
  for (const a of actual) mean += a;
  mean /= n;
  let abs = 0;
  let sse = 0;
  let sst = 0;
  for (let i = 0; i < n; i++) {
    const e = actual[i]! - forecast[i]!;
    abs += Math.abs(e);
    sse += e * e;
    sst += (actual[i]! - mean) ** 2;
  }
  return { mae: abs / n, rsquare: sst > 0 ? 1 - sse / sst : sse === 0 ? 1 : 0 };
}

/** Sorted observed months of the points; throws on a malformed month, a duplicate month or a negative value. */
export function toSeries(points: readonly MonthlyPoint[]): { series: MonthlySeries; first: number; last: number } {
  const rows = points.map((p) => ({ index: monthIndex(p.ds), y: p.y }));
  rows.sort((a, b) => a.index - b.index);
  const series: MonthlySeries = { index: [], y: [] };
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (i > 0 && rows[i - 1]!.index === r.index) throw new RangeError(`month ${monthDs(r.index)} appears twice`);
    if (r.y === null || !Number.isFinite(r.y)) continue;
    if (r.y < 0) throw new RangeError(`rainfall of ${monthDs(r.index)} is negative (${r.y})`);
    series.index.push(r.index);
    series.y.push(r.y);
  }
  if (rows.length === 0) throw new RangeError('no months to fit');
  return { series, first: rows[0]!.index, last: rows[rows.length - 1]!.index };
}

/** Splits observed months at a running month index: before `from`, and from `from` on. */
export function splitAt(series: MonthlySeries, from: number): { train: MonthlySeries; test: MonthlySeries } {
  const k = series.index.findIndex((i) => i >= from);
  const cut = k < 0 ? series.index.length : k;
  return {
    train: { index: series.index.slice(0, cut), y: series.y.slice(0, cut) },
    test: { index: series.index.slice(cut), y: series.y.slice(cut) },
  };
}

export interface BacktestResult {
  from: number;
  to: number;
  curve: FittedCurve;
  train: MonthlySeries;
  test: MonthlySeries;
  mae: number;
  rsquare: number;
  maeClimatology: number;
  maeSeasonalNaive: number;
  rsquareClimatology: number;
  /** Share of observed held-out months inside the band. */
  coverage: number;
}

/** The months of `series` from `from` to `to` (inclusive) and the months before `from`. */
export function window(series: MonthlySeries, from: number, to: number): { train: MonthlySeries; test: MonthlySeries } {
  const { train, test: rest } = splitAt(series, from);
  const keep = rest.index.findIndex((i) => i > to);
  return { train, test: keep < 0 ? rest : { index: rest.index.slice(0, keep), y: rest.y.slice(0, keep) } };
}

/** Scores a curve fitted on `train` against `test`, with the two baselines from `train`. */
export function evaluateCurve(
  curve: FittedCurve,
  train: MonthlySeries,
  test: MonthlySeries,
): Omit<BacktestResult, 'from' | 'to' | 'curve' | 'train' | 'test'> {
  if (test.index.length === 0) throw new RangeError('no observed month to score');
  const clim = climatology(train);
  const naive = seasonalNaive(train);
  const f = test.index.map((i) => curve.predictIndex(i));
  const s = score(
    test.y,
    f.map((p) => p.yhat),
  );
  const sc = score(test.y, test.index.map(clim));
  const sn = score(test.y, test.index.map(naive));
  let inside = 0;
  for (let k = 0; k < test.y.length; k++) if (test.y[k]! >= f[k]!.yhat_lower && test.y[k]! <= f[k]!.yhat_upper) inside++;
  return {
    mae: s.mae,
    rsquare: s.rsquare,
    maeClimatology: sc.mae,
    maeSeasonalNaive: sn.mae,
    rsquareClimatology: sc.rsquare,
    coverage: inside / test.y.length,
  };
}

/** Fits on the months before `from` and scores the forecast of the observed months from `from` to `to`. */
export function backtestAt(series: MonthlySeries, from: number, to: number, cfg: Readonly<RainfallConfig>): BacktestResult {
  const { train, test } = window(series, from, to);
  if (test.index.length === 0) throw new RangeError(`no observed month from ${monthDs(from)} to ${monthDs(to)} to score`);
  const curve = fitCurve(train, cfg);
  return { from, to, curve, train, test, ...evaluateCurve(curve, train, test) };
}

export function describeConfig(cfg: Readonly<RainfallConfig>): string {
  const g = cfg.transform === 'none' ? 'y' : `${cfg.transform}(y)`;
  const trend =
    cfg.changepointPriorScale > 0
      ? `piecewise-linear trend (${cfg.changepoints} changepoints over the first ${Math.round(cfg.changepointRange * 100)} %, ridge prior scale ${cfg.changepointPriorScale})`
      : 'linear trend';
  return `Prophet-style additive model of ${g}: ${trend} + yearly Fourier seasonality of order ${cfg.order}; regularised least squares; ${cfg.point === 'mean' ? 'smearing mean' : 'median'} forecast, ${Math.round(cfg.interval * 100)} % band from the calendar month's fit residuals`;
}

/**
 * Fits a subdivision's model: a backtest model on everything before the last `holdoutYears` years
 * (120 months ending at the last month of the data by default), scored against them, and the model
 * on all months for `predict`. Missing values are skipped in fitting and scoring. When the history
 * before the holdout has fewer than 2 years of observed months, the holdout shrinks to half the
 * span (whole years, at least one).
 */
export function fitRainfallModel(
  points: readonly MonthlyPoint[],
  opts: { holdoutYears?: number; config?: Partial<RainfallConfig> } = {},
): RainfallModel {
  const cfg: RainfallConfig = { ...DEFAULT_RAINFALL_CONFIG, ...opts.config };
  const { series, last } = toSeries(points);
  let years = opts.holdoutYears ?? 10;
  if (!(Number.isInteger(years) && years >= 1)) throw new RangeError('holdoutYears must be a whole number ≥ 1');
  if (series.index.length < 24) throw new RangeError(`a rainfall model needs at least 24 observed months, got ${series.index.length}`);
  const first = series.index[0]!;
  if (splitAt(series, last - 12 * years + 1).train.index.length < 24) years = Math.max(1, Math.floor((last - first + 1) / 24));
  const from = last - 12 * years + 1;
  const bt = backtestAt(series, from, last, cfg);
  const full = fitCurve(series, cfg);
  const hash = createHash('sha256');
  hash.update(JSON.stringify(cfg));
  for (let r = 0; r < series.index.length; r++) hash.update(`${series.index[r]}:${series.y[r]};`);
  const heldOut = Array.from({ length: last - from + 1 }, (_, k) => from + k);
  const point = (curve: FittedCurve, index: number): ForecastPoint => ({ ds: monthDs(index), ...curve.predictIndex(index) });
  return {
    version: `rainfall-${hash.digest('hex').slice(0, 12)}`,
    method: describeConfig(cfg),
    interval: cfg.interval,
    lastDs: monthDs(last),
    backtest: {
      from: monthDs(from),
      to: monthDs(last),
      mae: bt.mae,
      rsquare: bt.rsquare,
      mae_climatology: bt.maeClimatology,
      mae_seasonal_naive: bt.maeSeasonalNaive,
    },
    predict: (ds) => ds.map((d) => point(full, monthIndex(d))),
    backtestForecast: () => heldOut.map((i) => point(bt.curve, i)),
  };
}
