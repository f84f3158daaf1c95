import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatJson } from '../artifacts.js';
import { mulberry32 } from '../random.js';
import { CROP_PRODUCTION_FILE, RAINFALL_FILE, readCropProduction, readRainfall, type ProductionSeries } from './data.js';
import { MONSOON_LPA_YEARS, monsoonAnomaly, monsoonTotals } from './monsoon.js';
import { monthDs } from './months.js';
import {
  DEFAULT_RAINFALL_CONFIG,
  climatology,
  curveDesign,
  describeConfig,
  evaluateCurve,
  fitRainfallModel,
  score,
  solveCurve,
  toSeries,
  window,
  type RainfallConfig,
  type Transform,
} from './rainfall.js';
import {
  YIELD_DEFAULT_METHOD,
  YIELD_INTERVAL,
  YIELD_METHODS,
  YIELD_MIN_YEARS,
  forecastYield,
  yieldPerHa,
  type YieldMethod,
} from './yield.js';

/**
 * The measurements behind the forecast cards (`npm run -s ml -- backtest rainfall|yield`): read the
 * public files, backtest, and describe the result as a card (JSON + Markdown).
 */

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const median = (xs: readonly number[]) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
};
const round = (v: number, digits = 4) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : v);
const ms = (t0: number) => round(performance.now() - t0, 1);

export interface Target {
  name: string;
  value: number;
  threshold: number;
  met: boolean;
}

export interface ForecastCard {
  format: 'agrim-forecast-card@1';
  task: 'rainfall' | 'yield';
  generated_at: string;
  generated_by: string;
  method: string;
  data: Record<string, unknown>;
  /** The averaged figures (also the CLI's JSON line). */
  summary: Record<string, number | string | null>;
  targets: Target[];
  timings_ms: Record<string, number>;
  [section: string]: unknown;
}

// ---------------------------------------------------------------- rainfall

export interface RainfallSubdivisionRow {
  subdivision: string;
  from: string;
  to: string;
  train_months: number;
  test_months: number;
  mae: number;
  rsquare: number;
  mae_climatology: number;
  mae_seasonal_naive: number;
  rsquare_climatology: number;
  /** R² of the held-out years' own month means: a ceiling no forecast made before them can be expected to reach. */
  rsquare_oracle: number;
  coverage: number;
}

interface GridRow {
  config: RainfallConfig;
  mae: number;
  rsquare: number;
}

/** The configurations searched on the validation window. */
export function rainfallGrid(): RainfallConfig[] {
  const out: RainfallConfig[] = [];
  for (const transform of ['none', 'sqrt', 'log1p'] as const)
    for (const order of [3, 4, 5, 6])
      for (const tau of [0, 0.001, 0.01, 0.05, 0.5])
        for (const point of ['median', 'mean'] as const)
          out.push({ ...DEFAULT_RAINFALL_CONFIG, transform, order, changepointPriorScale: tau, point });
  return out;
}

const sameConfig = (a: RainfallConfig, b: RainfallConfig) => JSON.stringify(a) === JSON.stringify(b);
const configLabel = (c: RainfallConfig) => `${c.transform}, order ${c.order}, τ ${c.changepointPriorScale}, ${c.point}`;

/**
 * Backtests the rainfall model on every subdivision of the IMD file: the last `holdoutYears` years
 * held out (train on everything before, forecast them, score MAE and R² over the observed months),
 * and the configuration search on the `holdoutYears` before them (train before that window).
 */
export function rainfallBacktest(opts: { datasetsDir?: string; holdoutYears?: number } = {}): ForecastCard {
  const holdoutYears = opts.holdoutYears ?? 10;
  const data = readRainfall(opts.datasetsDir);
  const subs = [...data.entries()].map(([name, points]) => ({ name, points, ...toSeries(points) }));
  const months = subs.reduce((s, x) => s + x.points.length, 0);
  const missing = subs.reduce((s, x) => s + x.points.length - x.series.index.length, 0);
  const h = 12 * holdoutYears;

  // configuration search on the validation window before the held-out years
  let t0 = performance.now();
  const grid = rainfallGrid();
  const sums = grid.map(() => ({ mae: 0, rsquare: 0 }));
  for (const s of subs) {
    const { train, test } = window(s.series, s.last - 2 * h + 1, s.last - h);
    const designs = new Map<Transform, ReturnType<typeof curveDesign>>();
    grid.forEach((cfg, k) => {
      let d = designs.get(cfg.transform);
      if (!d) designs.set(cfg.transform, (d = curveDesign(train, cfg.transform, cfg.changepoints, cfg.changepointRange)));
      const e = evaluateCurve(solveCurve(d, cfg), train, test);
      sums[k]!.mae += e.mae;
      sums[k]!.rsquare += e.rsquare;
    });
  }
  const ranked: GridRow[] = grid
    .map((config, k) => ({ config, mae: sums[k]!.mae / subs.length, rsquare: sums[k]!.rsquare / subs.length }))
    .sort((a, b) => a.mae - b.mae || b.rsquare - a.rsquare);
  const selectionMs = ms(t0);
  const best = ranked[0]!;
  const defaultRow = ranked.find((r) => sameConfig(r.config, DEFAULT_RAINFALL_CONFIG));

  // the held-out years, through the same code the server calls
  t0 = performance.now();
  const models = subs.map((s) => ({ s, model: fitRainfallModel(s.points, { holdoutYears }) }));
  const fitAllMs = ms(t0);
  const rows: RainfallSubdivisionRow[] = models.map(({ s, model }) => {
    const b = model.backtest;
    const from = s.last - h + 1;
    const { train, test } = window(s.series, from, s.last);
    // band coverage, the climatology's R² and the oracle's on the same held-out months
    const forecast = new Map(model.backtestForecast().map((p) => [p.ds, p]));
    let inside = 0;
    test.index.forEach((i, k) => {
      const p = forecast.get(monthDs(i))!;
      if (test.y[k]! >= p.yhat_lower && test.y[k]! <= p.yhat_upper) inside++;
    });
    const climate = score(test.y, test.index.map(climatology(train)));
    const oracle = score(test.y, test.index.map(climatology(test)));
    return {
      subdivision: s.name,
      from: b.from,
      to: b.to,
      train_months: train.index.length,
      test_months: test.index.length,
      mae: round(b.mae),
      rsquare: round(b.rsquare),
      mae_climatology: round(b.mae_climatology),
      mae_seasonal_naive: round(b.mae_seasonal_naive),
      rsquare_climatology: round(climate.rsquare),
      rsquare_oracle: round(oracle.rsquare),
      coverage: round(inside / test.index.length),
    };
  });
  const avg = (k: keyof RainfallSubdivisionRow) => round(mean(rows.map((r) => r[k] as number)));
  const summary = {
    task: 'rainfall',
    subdivisions: rows.length,
    holdout_years: holdoutYears,
    mae: avg('mae'),
    rsquare: avg('rsquare'),
    mae_climatology: avg('mae_climatology'),
    mae_seasonal_naive: avg('mae_seasonal_naive'),
    rsquare_climatology: avg('rsquare_climatology'),
    rsquare_oracle: avg('rsquare_oracle'),
    coverage: avg('coverage'),
    interval: DEFAULT_RAINFALL_CONFIG.interval,
  };
  const reach = rows.filter((r) => r.rsquare >= 0.75).length;
  const targets: Target[] = [
    {
      name: 'average MAE no worse than climatology (mm a month)',
      value: summary.mae,
      threshold: summary.mae_climatology,
      met: summary.mae <= summary.mae_climatology,
    },
    {
      name: 'average MAE better than seasonal naive (mm a month)',
      value: summary.mae,
      threshold: summary.mae_seasonal_naive,
      met: summary.mae < summary.mae_seasonal_naive,
    },
    { name: 'average R² over subdivisions ≥ 0.75', value: summary.rsquare, threshold: 0.75, met: summary.rsquare >= 0.75 },
  ];
  const years = subs.flatMap((s) => [Math.floor(s.first / 12), Math.floor(s.last / 12)]);
  return {
    format: 'agrim-forecast-card@1',
    task: 'rainfall',
    generated_at: new Date().toISOString(),
    generated_by: 'npm run -s ml -- backtest rainfall',
    method: describeConfig(DEFAULT_RAINFALL_CONFIG),
    config: DEFAULT_RAINFALL_CONFIG,
    data: {
      file: RAINFALL_FILE,
      licence: 'not stated (the Kaggle "Rainfall in India" file, from data.gov.in / IMD)',
      subdivisions: subs.length,
      months,
      missing_months: missing,
      years: [Math.min(...years), Math.max(...years)],
      unit: 'mm a month',
    },
    split: `per subdivision: the last ${holdoutYears} years (${h} months ending at its last month) held out; the model is fitted on every month before them and forecasts all ${h} months at once; NA months are skipped in fitting and scoring. Baselines from the same training months: climatology (each calendar month's training mean) and seasonal naive (the last training year repeated).`,
    summary,
    targets,
    subdivisions_with_rsquare_at_least_0_75: reach,
    per_subdivision: rows,
    selection: {
      window: `the ${holdoutYears} years before the held-out years (train on everything before them); never the held-out years`,
      criterion: 'average MAE over subdivisions (ties: higher average R²)',
      configurations: grid.length,
      best: { ...best.config, mae: round(best.mae), rsquare: round(best.rsquare) },
      default_is_best: sameConfig(best.config, DEFAULT_RAINFALL_CONFIG),
      default: defaultRow ? { mae: round(defaultRow.mae), rsquare: round(defaultRow.rsquare) } : null,
      top: ranked.slice(0, 12).map((r) => ({ config: configLabel(r.config), mae: round(r.mae), rsquare: round(r.rsquare) })),
    },
    timings_ms: { fit_all_subdivisions: fitAllMs, fit_per_subdivision: round(fitAllMs / subs.length, 2), selection: selectionMs },
    notes: [
      'Fourier orders above 6 alias at monthly sampling (12 points a year carry at most 11 seasonal terms), so the search stops at 6.',
      "rsquare_oracle is the R² of the held-out years' own calendar-month means: knowing the next 10 years' average season exactly; it bounds what a forecast of monthly rainfall from the past can be expected to reach.",
      "The band: the calendar month's 10 % and 90 % quantiles of the fit's residuals (sqrt scale), added to the forecast and squared back; coverage is the share of observed held-out months inside it.",
    ],
  };
}

// ---------------------------------------------------------------- yield

type Strategy = YieldMethod | 'auto' | typeof WITH_MONSOON;
/** Not a method of the product: the backtest's try of the monsoon as a covariate (see yieldBacktest). */
const WITH_MONSOON = 'yield_per_ha_monsoon';

/**
 * The pooled slope b of (yield ÷ the last 3 years' yield per hectare − 1) on the state's monsoon
 * anomaly over every series' years before `before` (least squares through the origin): the share
 * by which a monsoon 100 % above normal moves the yield.
 */
function monsoonSlope(
  all: readonly ProductionSeries[],
  anomaly: (state: string, year: number) => number | undefined,
  before: number,
): number {
  let sxy = 0;
  let sxx = 0;
  for (const s of all) {
    for (let i = 1; i < s.points.length && s.points[i]!.year < before; i++) {
      const p = s.points[i]!;
      const base = yieldPerHa(s.points.slice(0, i));
      const a = anomaly(s.state, p.year);
      if (base === null || base <= 0 || a === undefined || p.area === undefined || p.area <= 0) continue;
      sxy += a * (p.value / p.area / base - 1);
      sxx += a * a;
    }
  }
  return sxx > 0 ? sxy / sxx : 0;
}

/** 95 % interval of (pooled MAPE of `k` − that of `base`), %, resampling whole series (paired). */
function pairedInterval(k: readonly number[][], base: readonly number[][], seed: number): [number, number] {
  const rng = mulberry32(seed);
  const diffs: number[] = [];
  for (let b = 0; b < 1000; b++) {
    let sk = 0;
    let sb = 0;
    let n = 0;
    for (let i = 0; i < k.length; i++) {
      const j = Math.floor(rng() * k.length);
      for (let t = 0; t < k[j]!.length; t++) {
        sk += k[j]![t]!;
        sb += base[j]![t]!;
        n++;
      }
    }
    if (n) diffs.push((100 * (sk - sb)) / n);
  }
  diffs.sort((a, b) => a - b);
  return [round(diffs[Math.floor(0.025 * diffs.length)]!, 2), round(diffs[Math.floor(0.975 * diffs.length)]!, 2)];
}

/**
 * Backtest of the yield forecasts over every series of `crop` (default Soyabean): forecastYield's
 * own rolling-origin figures, and a nested comparison of the candidate methods with per-series
 * selection (each of the last 3 observed years forecast from the years before it, the method chosen
 * only from those years), paired with the last value by a bootstrap over series. Beside them, the
 * monsoon as a covariate: yield_per_ha times (1 + b · the state's June–September anomaly of the
 * forecast year), b fitted on the years before it. The anomaly of a year is known only once its
 * monsoon is over, so this is a forecast made after the rains and before the harvest figures; for
 * the years ahead the product has no monsoon to use.
 */
export function yieldBacktest(opts: { datasetsDir?: string; crop?: string } = {}): ForecastCard {
  const crop = opts.crop ?? 'Soyabean';
  let t0 = performance.now();
  const all = readCropProduction(crop, opts.datasetsDir);
  const totals = monsoonTotals(readRainfall(opts.datasetsDir));
  const anomaly = (state: string, year: number) => monsoonAnomaly(totals, state, year);
  const readMs = ms(t0);
  if (all.length === 0) throw new Error(`no production series for crop "${crop}" in ${CROP_PRODUCTION_FILE}`);

  t0 = performance.now();
  const forecasts = all.map((s) => ({ s, f: forecastYield(s.points) }));
  const forecastMs = ms(t0);
  const scored = forecasts.filter((x) => x.f.backtest.mape !== null && x.f.backtest.mape_last_value !== null);
  const short = forecasts.filter((x) => x.s.points.length < YIELD_MIN_YEARS).length;

  // nested comparison: the last 3 observed years of each series with ≥ 7 years
  t0 = performance.now();
  const strategies: Strategy[] = [...YIELD_METHODS, 'auto', WITH_MONSOON];
  const evalYears = 3;
  const nested = new Map<Strategy, { apes: number[]; series: number[]; perSeries: number[][]; inside: number; n: number }>(
    strategies.map((k) => [k, { apes: [], series: [], perSeries: [], inside: 0, n: 0 }]),
  );
  const slopes = new Map<number, number>();
  const slopeBefore = (year: number) => {
    if (!slopes.has(year)) slopes.set(year, monsoonSlope(all, anomaly, year));
    return slopes.get(year)!;
  };
  const eligible = all.filter((s) => s.points.length >= YIELD_MIN_YEARS + evalYears);
  // How much of the error is the area sown: yield_per_ha told the year's real area (not a method).
  const knownAreaApes: number[] = [];
  for (const s of eligible) {
    const p = s.points;
    for (let i = p.length - evalYears; i < p.length; i++) {
      const perHa = yieldPerHa(p.slice(0, i));
      const t = p[i]!;
      if (t.value !== 0 && perHa !== null && t.area !== undefined) knownAreaApes.push(Math.abs(t.value - t.area * perHa) / t.value);
    }
    for (const k of strategies) {
      const e = nested.get(k)!;
      const local: number[] = [];
      for (let i = p.length - evalYears; i < p.length; i++) {
        const train = p.slice(0, i);
        const target = p[i]!;
        const horizon = target.year - train[train.length - 1]!.year;
        const f = forecastYield(train, { horizon, method: k === WITH_MONSOON ? 'yield_per_ha' : k });
        let at = f.future[f.future.length - 1]!;
        if (k === WITH_MONSOON) {
          const factor = Math.max(0, 1 + slopeBefore(target.year) * (anomaly(s.state, target.year) ?? 0));
          at = { ...at, value: at.value * factor, lower: at.lower * factor, upper: at.upper * factor };
        }
        e.n++;
        if (target.value >= at.lower && target.value <= at.upper) e.inside++;
        if (target.value !== 0) local.push(Math.abs(target.value - at.value) / target.value);
      }
      e.apes.push(...local);
      e.perSeries.push(local);
      if (local.length) e.series.push(mean(local));
    }
  }
  const lastValueApes = nested.get('last_value')!.perSeries;
  const comparison = strategies.map((k, i) => {
    const e = nested.get(k)!;
    const better = e.perSeries.flat().filter((ape, j) => ape < lastValueApes.flat()[j]! - 1e-12).length;
    return {
      method:
        k === 'auto'
          ? 'auto (chosen per series by its own rolling-origin MAPE)'
          : k === WITH_MONSOON
            ? "yield_per_ha × monsoon (the forecast year's June–September rain, known only after it)"
            : k,
      key: k,
      mape: round(100 * mean(e.apes), 2),
      median_ape: round(100 * median(e.apes), 2),
      median_series_mape: round(100 * median(e.series), 2),
      coverage: round(e.inside / e.n),
      forecasts: e.n,
      better_than_last_value: round(better / e.apes.length),
      vs_last_value: k === 'last_value' ? null : pairedInterval(e.perSeries, lastValueApes, 23 + i),
    };
  });
  const nestedMs = ms(t0);
  // The monsoon row is not a candidate: the years ahead have no monsoon yet.
  const bestNested = [...comparison].filter((c) => c.key !== WITH_MONSOON).sort((a, b) => a.mape - b.mape)[0]!;
  const lastNested = comparison.find((c) => c.key === 'last_value')!;
  const defaultNested = comparison.find((c) => c.key === YIELD_DEFAULT_METHOD)!;
  const monsoonNested = comparison.find((c) => c.key === WITH_MONSOON)!;
  const perHaNested = comparison.find((c) => c.key === 'yield_per_ha')!;
  const monsoonGain = pairedInterval(nested.get(WITH_MONSOON)!.perSeries, nested.get('yield_per_ha')!.perSeries, 99);

  const mapes = scored.map((x) => x.f.backtest.mape!);
  const lasts = scored.map((x) => x.f.backtest.mape_last_value!);
  const summary = {
    task: 'yield',
    crop,
    series: all.length,
    backtested_series: scored.length,
    short_series: short,
    method: YIELD_DEFAULT_METHOD,
    mape: round(mean(mapes), 2),
    mape_last_value: round(mean(lasts), 2),
    median_mape: round(median(mapes), 2),
    median_mape_last_value: round(median(lasts), 2),
    nested_mape: defaultNested.mape,
    nested_mape_last_value: lastNested.mape,
    nested_coverage: defaultNested.coverage,
    nested_mape_yield_per_ha_monsoon: monsoonNested.mape,
    monsoon_gain_low: monsoonGain[0],
    monsoon_gain_high: monsoonGain[1],
    nested_mape_known_area: round(100 * mean(knownAreaApes), 2),
    interval: YIELD_INTERVAL,
  };
  const targets: Target[] = [
    {
      name: 'the default method is the best of the strategies in the nested backtest (pooled MAPE, %)',
      value: defaultNested.mape,
      threshold: bestNested.mape,
      met: defaultNested.mape <= bestNested.mape,
    },
    {
      name: 'nested MAPE no worse than the last value (%)',
      value: defaultNested.mape,
      threshold: lastNested.mape,
      met: defaultNested.mape <= lastNested.mape,
    },
  ];
  const methodCounts: Record<string, number> = {};
  for (const x of forecasts) methodCounts[x.f.method] = (methodCounts[x.f.method] ?? 0) + 1;
  return {
    format: 'agrim-forecast-card@1',
    task: 'yield',
    generated_at: new Date().toISOString(),
    generated_by: `npm run -s ml -- backtest yield --crop ${crop}`,
    method: `${YIELD_DEFAULT_METHOD} for every series (chosen globally by the nested backtest below); candidates ${YIELD_METHODS.join(', ')}; ${Math.round(YIELD_INTERVAL * 100)} % band from the method's one-step errors, ±, widened by √h, never below 0`,
    data: {
      file: CROP_PRODUCTION_FILE,
      licence: 'not stated (the Kaggle "Crop Production in India" data, from data.gov.in)',
      crop,
      series: all.length,
      years: [Math.min(...all.map((s) => s.points[0]!.year)), Math.max(...all.map((s) => s.points[s.points.length - 1]!.year))],
      aggregation:
        'Production and area summed over the seasons of a year per (state, district); empty Production cells skipped; a year with a season without its area has no area',
      unit: 'tonnes (area: ha)',
      rainfall: `${RAINFALL_FILE}: June–September totals of the state's IMD subdivisions, as a share of their ${MONSOON_LPA_YEARS[0]}–${MONSOON_LPA_YEARS[1]} average`,
    },
    split: `rolling origin, never random: per series each of its last min(5, years − 3) observed years is forecast from the years before it (what forecastYield reports); for the choice of method, each of the last ${evalYears} observed years of the ${eligible.length} series with ≥ ${YIELD_MIN_YEARS + evalYears} years is forecast from the years before it, the per-series choice ('auto') made only from those years. MAPE skips years with zero production.`,
    summary,
    targets,
    comparison,
    methods_used: methodCounts,
    timings_ms: {
      read: readMs,
      forecast_all_series: forecastMs,
      forecast_per_series: round(forecastMs / all.length, 3),
      nested_comparison: nestedMs,
    },
    notes: [
      `Series with fewer than ${YIELD_MIN_YEARS} years (${short} of ${all.length}) get the last value with a band of ± the largest value · √h and mape null.`,
      `The default, ${YIELD_DEFAULT_METHOD}, has the lowest pooled and median error of the product's methods, but its pooled MAPE is within the bootstrap interval of the last value's (Δ ${perHaNested.vs_last_value![0]} … ${perHaNested.vs_last_value![1]} points): it is chosen for the lower median error and because it gives the farmer a yield per hectare, not as a proven gain. Where the last year has no area, the last value is used and the answer says so.`,
      `The error is the area sown: told the year's real area, yield per hectare would have a pooled MAPE of ${summary.nested_mape_known_area} %. The area depends on prices and the monsoon's onset, which these files do not hold.`,
      `The monsoon (June–September rain of the state's subdivisions) as a covariate: ${monsoonNested.mape} % against ${perHaNested.mape} % without it (Δ ${monsoonGain[0]} … ${monsoonGain[1]} points, paired), even though it uses the forecast year's own rain, known only after the season. It is not used: for the years ahead there is no monsoon yet, and after the season the gain is within the noise.`,
      'Choosing per series by a 5-year backtest (auto) adds noise rather than skill.',
    ],
  };
}

// ---------------------------------------------------------------- cards

const cell = (v: unknown) => String(v).replace(/\|/g, '\\|');
function table(head: string[], rows: unknown[][]): string[] {
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
    '',
  ];
}
const fixed = (v: unknown, d = 3) => (typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(d) : String(v));

/** The human-readable card, from the same data as the JSON. */
export function renderForecastCard(card: ForecastCard): string {
  const lines = [
    `# Forecast card: ${card.task}`,
    '',
    `<!-- Generated by \`${card.generated_by}\` from ${card.task}.card.json; do not edit. -->`,
    '',
  ];
  lines.push(
    ...table(
      ['', ''],
      [
        ['method', card.method],
        ['generated at', card.generated_at],
        ...Object.entries(card.timings_ms).map(([k, v]) => [`time: ${k.replace(/_/g, ' ')}`, `${v} ms`]),
      ],
    ),
  );
  lines.push(
    '## Data',
    '',
    ...table(
      ['', ''],
      Object.entries(card.data).map(([k, v]) => [k, Array.isArray(v) ? v.join(' – ') : v]),
    ),
  );
  lines.push('## Backtest', '', String(card.split), '');
  lines.push(
    ...table(
      ['measure', 'value'],
      Object.entries(card.summary).map(([k, v]) => [k, fixed(v, 4)]),
    ),
  );
  lines.push(
    '## Targets',
    '',
    ...table(
      ['target', 'value', 'threshold', 'met'],
      card.targets.map((t) => [t.name, fixed(t.value), fixed(t.threshold), t.met ? 'yes' : 'no']),
    ),
  );
  if (card.task === 'rainfall') {
    const rows = card.per_subdivision as RainfallSubdivisionRow[];
    lines.push(`${String(card.subdivisions_with_rsquare_at_least_0_75)} of ${rows.length} subdivisions reach R² ≥ 0.75.`, '');
    lines.push(
      '## Per subdivision',
      '',
      ...table(
        ['subdivision', 'held out', 'MAE', 'MAE climatology', 'MAE seasonal naive', 'R²', 'R² climatology', 'R² oracle', 'band coverage'],
        rows.map((r) => [
          r.subdivision,
          `${r.from.slice(0, 7)} – ${r.to.slice(0, 7)} (${r.test_months})`,
          fixed(r.mae, 1),
          fixed(r.mae_climatology, 1),
          fixed(r.mae_seasonal_naive, 1),
          fixed(r.rsquare),
          fixed(r.rsquare_climatology),
          fixed(r.rsquare_oracle),
          fixed(r.coverage, 2),
        ]),
      ),
    );
    const sel = card.selection as {
      window: string;
      criterion: string;
      configurations: number;
      default_is_best: boolean;
      top: { config: string; mae: number; rsquare: number }[];
    };
    lines.push(
      '## Choice of configuration',
      '',
      `${sel.configurations} configurations (transform × Fourier order × changepoint prior scale τ × point forecast) scored on ${sel.window}; criterion: ${sel.criterion}. The committed default ${sel.default_is_best ? 'is' : 'is NOT'} the best of them.`,
      '',
      ...table(
        ['configuration', 'validation MAE', 'validation R²'],
        sel.top.map((t) => [t.config, fixed(t.mae, 2), fixed(t.rsquare, 4)]),
      ),
    );
  } else {
    const comp = card.comparison as {
      method: string;
      mape: number;
      median_ape: number;
      median_series_mape: number;
      coverage: number;
      forecasts: number;
      better_than_last_value: number;
      vs_last_value: [number, number] | null;
    }[];
    lines.push(
      '## Choice of method',
      '',
      'Paired with the last value on the same forecasts: the share of forecasts closer to the outcome, and the 95 % interval of the difference in pooled MAPE (percentage points, bootstrap over series; below 0 is better).',
      '',
      ...table(
        [
          'method',
          'pooled MAPE %',
          'median APE %',
          'median series MAPE %',
          'band coverage',
          'forecasts',
          'closer than last value',
          'Δ MAPE vs last value, 95 %',
        ],
        comp.map((c) => [
          c.method,
          fixed(c.mape, 1),
          fixed(c.median_ape, 1),
          fixed(c.median_series_mape, 1),
          fixed(c.coverage, 2),
          c.forecasts,
          fixed(c.better_than_last_value, 2),
          c.vs_last_value ? `${fixed(c.vs_last_value[0], 1)} … ${fixed(c.vs_last_value[1], 1)}` : '—',
        ]),
      ),
    );
  }
  lines.push('## Notes', '', ...(card.notes as string[]).map((n) => `- ${n}`), '');
  return lines.join('\n');
}

/** Writes `<task>.card.json` and `<task>.card.md` into `dir`. */
export async function writeForecastCard(dir: string, card: ForecastCard): Promise<{ card: string; markdown: string }> {
  mkdirSync(dir, { recursive: true });
  const paths = { card: join(dir, `${card.task}.card.json`), markdown: join(dir, `${card.task}.card.md`) };
  writeFileSync(paths.card, await formatJson(JSON.stringify(card, null, 2), paths.card));
  writeFileSync(paths.markdown, renderForecastCard(card));
  return paths;
}
