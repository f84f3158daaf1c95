import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  DATASET_FILES,
  type DatasetKind,
  type ForecastRow,
  kolkataDay,
  type SubdivisionForecast,
  type WeatherFutureResponse,
  type YieldPredictionResponse,
} from '@agrim/contracts';
import { fitRainfallModel, forecastYield, type RainfallModel } from '@agrim/ml';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import type { Db } from '../db/client.js';
import type { DatasetLog, DatasetService } from '../datasets/datasets.service.js';
import { AppError } from '../http/errors.js';
import { MAX_FUTURE_YEARS, YIELD_HORIZON } from '@agrim/contracts';

/** How long a looked-up current dataset version is trusted (an import by another process is noticed this late at most). */
const VERSION_TTL_MS = 2000;
const YIELD_CACHE_MAX = 5000;

/** Names compared without case and extra spaces ('Andaman & Nicobar Islands' is the source's 'ANDAMAN & NICOBAR ISLANDS'). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();

/** 'ANDAMAN & NICOBAR ISLANDS' → 'Andaman & Nicobar Islands' (the source writes subdivisions in capitals). */
export const titleCase = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s(/-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());

const monthIndex = (ds: string) => Number(ds.slice(0, 4)) * 12 + Number(ds.slice(5, 7)) - 1;
const monthDs = (index: number) => {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}-01`;
};
const round = (v: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const row = (p: ForecastRow): ForecastRow => ({
  ds: p.ds,
  yhat: round(p.yhat),
  yhat_lower: round(p.yhat_lower),
  yhat_upper: round(p.yhat_upper),
});

interface SubdivisionModel {
  name: string;
  model: RainfallModel;
  /** The answer of forecasts.rainfall for this subdivision (built once per dataset version). */
  answer: SubdivisionForecast;
}

interface RainfallState {
  version: number;
  /** By nameKey. */
  models: Map<string, SubdivisionModel>;
  names: string[];
}

interface CropIndex {
  version: number;
  /** crop key → its name and states (state key → name and districts (district key → name)). */
  crops: Map<string, { name: string; states: Map<string, { name: string; districts: Map<string, string> }> }>;
  names: string[];
}

function unknownName(what: string, given: string, allowed: readonly string[]): AppError {
  return new AppError('VALIDATION_FAILED', `Unknown ${what} "${given}". Allowed values: ${allowed.join(', ')}.`);
}

/**
 * Rainfall forecasts by IMD subdivision and production forecasts by crop, state and district,
 * fitted on the current versions of the imported datasets. Rainfall models of every subdivision are
 * fitted once per dataset version (in the background after an import or at start, or on the first
 * request) and kept in memory; production forecasts are computed per series on first request and
 * kept per dataset version.
 */
export class ForecastService {
  private versions: { at: number; value: Record<DatasetKind, number | null> } | null = null;
  private rain: RainfallState | null = null;
  private rainFit: { version: number; promise: Promise<RainfallState> } | null = null;
  private cropIndex: CropIndex | null = null;
  private cropLoad: { version: number; promise: Promise<CropIndex> } | null = null;
  private readonly yields = new Map<string, YieldPredictionResponse>();

  constructor(
    private readonly db: Db,
    private readonly datasets: DatasetService,
    private readonly datasetsDir: string,
    private readonly log: DatasetLog,
  ) {
    datasets.onChange(() => {
      this.versions = null;
      void this.warm();
    });
  }

  /** Fits what the current datasets need, so the first requests are fast; never throws. */
  async warm(): Promise<void> {
    try {
      const v = await this.currentVersions();
      if (v.rainfall !== null) await this.rainfall();
      if (v['crop-production'] !== null) await this.crops();
    } catch (err) {
      this.log.error({ err }, 'fitting the forecasts failed');
    }
  }

  private async currentVersions(): Promise<Record<DatasetKind, number | null>> {
    const now = Date.now();
    if (this.versions && now - this.versions.at < VERSION_TTL_MS) return this.versions.value;
    const value = await this.datasets.currentVersions();
    this.versions = { at: now, value };
    return value;
  }

  /** The current version of `kind`, or 409 (never imported) / 503 (being imported). */
  private async requireVersion(kind: DatasetKind): Promise<number> {
    const version = (await this.currentVersions())[kind];
    if (version !== null) return version;
    this.versions = null;
    const label = kind === 'rainfall' ? 'rainfall' : 'crop production';
    if (this.datasets.isImporting(kind)) {
      throw new AppError('SERVICE_UNAVAILABLE', `The ${label} dataset is being imported; try again in a minute.`, { 'retry-after': '30' });
    }
    const file = path.join(this.datasetsDir, DATASET_FILES[kind]);
    throw new AppError(
      'CONFLICT',
      `The ${label} dataset has not been imported. An Admin can import it on the Datasets page, or run: npm run data -- import ${kind} "${file}"`,
    );
  }

  // ---------------------------------------------------------------- rainfall

  private async rainfall(): Promise<RainfallState> {
    const version = await this.requireVersion('rainfall');
    if (this.rain?.version === version) return this.rain;
    if (this.rainFit?.version !== version) {
      const promise = this.fitRainfall(version).finally(() => {
        if (this.rainFit?.promise === promise) this.rainFit = null;
      });
      this.rainFit = { version, promise };
    }
    return this.rainFit.promise;
  }

  /** Whether `version` of `kind` is no longer current (replaced since it was looked up). */
  private async replaced(kind: DatasetKind, version: number): Promise<boolean> {
    this.versions = null;
    return (await this.currentVersions())[kind] !== version;
  }

  private async fitRainfall(version: number): Promise<RainfallState> {
    const t0 = performance.now();
    const result = await this.db.execute<Record<string, number | string | null>>(
      sql`select * from rainfall_rows where version = ${version} order by subdivision, year`,
    );
    const rows = result.rows;
    // Replaced (and its rows deleted) between the version check and the read: fit the new one.
    if (rows.length === 0 && (await this.replaced('rainfall', version))) return this.rainfall();
    const bySubdivision = new Map<string, Array<Record<string, number | string | null>>>();
    for (const r of rows) {
      const name = String(r.subdivision);
      const list = bySubdivision.get(name);
      if (list) list.push(r);
      else bySubdivision.set(name, [r]);
    }
    const models = new Map<string, SubdivisionModel>();
    for (const [source, years] of bySubdivision) {
      const name = titleCase(source);
      const first = Number(years[0]!.year);
      const last = Number(years[years.length - 1]!.year);
      const byYear = new Map(years.map((y) => [Number(y.year), y]));
      const points: Array<{ ds: string; y: number | null }> = [];
      for (let year = first; year <= last; year++) {
        const r = byYear.get(year);
        MONTH_COLUMNS.forEach((column, m) => {
          const value = r?.[column];
          points.push({ ds: monthDs(year * 12 + m), y: value === null || value === undefined ? null : Number(value) });
        });
      }
      let model: RainfallModel;
      try {
        model = fitRainfallModel(points);
      } catch (err) {
        this.log.warn(`rainfall: no model for ${name}: ${(err as Error).message}`);
        continue;
      }
      const backtest = model.backtestForecast().map(row);
      const lastIndex = monthIndex(model.lastDs);
      const next = model.predict(Array.from({ length: 12 }, (_v, k) => monthDs(lastIndex + 1 + k))).map(row);
      const forecast = [...backtest, ...next];
      models.set(nameKey(source), {
        name,
        model,
        answer: {
          subdivision: name,
          'actual-ds': points.map((p) => p.ds),
          'actual-y': points.map((p) => p.y),
          'forecast-ds': forecast.map((p) => p.ds),
          'forecast-yhat': forecast.map((p) => p.yhat),
          'forecast-yhat_lower': forecast.map((p) => p.yhat_lower),
          'forecast-yhat_upper': forecast.map((p) => p.yhat_upper),
          rsquare: round(model.backtest.rsquare, 4),
          forecast: next,
          model: {
            version: model.version,
            method: model.method,
            interval: model.interval,
            backtest: {
              ...model.backtest,
              mae: round(model.backtest.mae),
              rsquare: round(model.backtest.rsquare, 4),
              mae_climatology: round(model.backtest.mae_climatology),
              mae_seasonal_naive: round(model.backtest.mae_seasonal_naive),
            },
          },
        },
      });
      // One subdivision at a time: other requests are served in between.
      await nextTurn();
    }
    const names = [...models.values()].map((m) => m.name).sort((a, b) => a.localeCompare(b, 'en'));
    const state: RainfallState = { version, models, names };
    this.rain = state;
    this.log.info(`rainfall: fitted ${models.size} subdivisions of dataset version ${version} in ${Math.round(performance.now() - t0)} ms`);
    return state;
  }

  private pick(state: RainfallState, subdivisions: readonly string[]): SubdivisionModel[] {
    const seen = new Set<string>();
    const out: SubdivisionModel[] = [];
    for (const given of subdivisions) {
      const m = state.models.get(nameKey(given));
      if (!m) throw unknownName('subdivision', given, state.names);
      if (seen.has(nameKey(given))) continue;
      seen.add(nameKey(given));
      out.push(m);
    }
    return out;
  }

  /** forecasts.subdivisions: the subdivisions with a model, sorted. */
  async subdivisions(): Promise<string[]> {
    return (await this.rainfall()).names;
  }

  /** forecasts.rainfall */
  async predicted(subdivisions: readonly string[]): Promise<SubdivisionForecast[]> {
    return this.pick(await this.rainfall(), subdivisions).map((m) => m.answer);
  }

  /** forecasts.rainfallFuture: every month from the month after the data to the month of `futureDate`. */
  async future(subdivisions: readonly string[], futureDate: string, now = new Date()): Promise<WeatherFutureResponse['subdivisions']> {
    const date = new Date(`${futureDate}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== futureDate) {
      throw new AppError('VALIDATION_FAILED', `future_date: ${futureDate} is not a date (yyyy-mm-dd).`);
    }
    const today = kolkataDay(now);
    if (futureDate < today)
      throw new AppError('VALIDATION_FAILED', `future_date: ${futureDate} is in the past (today is ${today} in India).`);
    const picked = this.pick(await this.rainfall(), subdivisions);
    const target = monthIndex(`${futureDate.slice(0, 7)}-01`);
    return picked.map(({ name, model }) => {
      const last = monthIndex(model.lastDs);
      if (target > last + 12 * MAX_FUTURE_YEARS) {
        throw new AppError(
          'VALIDATION_FAILED',
          `future_date: ${futureDate} is more than ${MAX_FUTURE_YEARS} years after the data of ${name}, which ends ${model.lastDs.slice(0, 7)}; choose ${monthDs(last + 12 * MAX_FUTURE_YEARS).slice(0, 7)} or earlier.`,
        );
      }
      const months = Array.from({ length: Math.max(0, target - last) }, (_v, k) => monthDs(last + 1 + k));
      const rows = model.predict(months).map(row);
      return {
        subdivision: name,
        'future_forecast-ds': rows.map((r) => r.ds),
        'future_forecast-yhat': rows.map((r) => r.yhat),
        'future_forecast-yhat_lower': rows.map((r) => r.yhat_lower),
        'future_forecast-yhat_upper': rows.map((r) => r.yhat_upper),
      };
    });
  }

  // ---------------------------------------------------------------- yield

  private async crops(): Promise<CropIndex> {
    const version = await this.requireVersion('crop-production');
    if (this.cropIndex?.version === version) return this.cropIndex;
    if (this.cropLoad?.version !== version) {
      const promise = this.loadCrops(version).finally(() => {
        if (this.cropLoad?.promise === promise) this.cropLoad = null;
      });
      this.cropLoad = { version, promise };
    }
    return this.cropLoad.promise;
  }

  private async loadCrops(version: number): Promise<CropIndex> {
    const t0 = performance.now();
    // The (crop, state, district) series that have production figures (listed at import).
    const result = await this.db.execute<{ crop: string; state: string; district: string }>(
      sql`select crop, state, district from crop_production_series where version = ${version}`,
    );
    const rows = result.rows;
    if (rows.length === 0 && (await this.replaced('crop-production', version))) return this.crops();
    const crops: CropIndex['crops'] = new Map();
    for (const r of rows) {
      let crop = crops.get(nameKey(r.crop));
      if (!crop) crops.set(nameKey(r.crop), (crop = { name: r.crop, states: new Map() }));
      let state = crop.states.get(nameKey(r.state));
      if (!state) crop.states.set(nameKey(r.state), (state = { name: r.state, districts: new Map() }));
      state.districts.set(nameKey(r.district), r.district);
    }
    const names = [...crops.values()].map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en'));
    const index: CropIndex = { version, crops, names };
    this.cropIndex = index;
    this.yields.clear();
    this.log.info(
      `yield: indexed ${rows.length} series of ${crops.size} crops of dataset version ${version} in ${Math.round(performance.now() - t0)} ms`,
    );
    return index;
  }

  private crop(index: CropIndex, given: string) {
    const crop = index.crops.get(nameKey(given));
    if (!crop) throw unknownName('crop', given, index.names);
    return crop;
  }

  private state(index: CropIndex, crop: string, given: string) {
    const c = this.crop(index, crop);
    const state = c.states.get(nameKey(given));
    if (!state) throw unknownName(`state for ${c.name}`, given, sortedNames(c.states));
    return { crop: c, state };
  }

  /** forecasts.yieldCrops */
  async cropNames(): Promise<string[]> {
    return (await this.crops()).names;
  }

  /** The states with production figures of `crop`. */
  async statesOf(crop: string): Promise<string[]> {
    return sortedNames(this.crop(await this.crops(), crop).states);
  }

  /** The districts of `state` with production figures of `crop`. */
  async districtsOf(crop: string, state: string): Promise<string[]> {
    return [...this.state(await this.crops(), crop, state).state.districts.values()].sort((a, b) => a.localeCompare(b, 'en'));
  }

  /** Production by year (all seasons summed, tonnes) and the next YIELD_HORIZON years forecast. */
  async yieldPrediction(cropName: string, stateName: string, districtName: string): Promise<YieldPredictionResponse> {
    const index = await this.crops();
    const { crop, state } = this.state(index, cropName, stateName);
    const district = state.districts.get(nameKey(districtName));
    if (!district) {
      throw unknownName(
        `district of ${state.name} for ${crop.name}`,
        districtName,
        [...state.districts.values()].sort((a, b) => a.localeCompare(b, 'en')),
      );
    }
    const key = [index.version, crop.name, state.name, district].join('\u0000');
    const cached = this.yields.get(key);
    if (cached) return cached;
    // A year's area only when every season with production has one (as parseCropProduction).
    const result = await this.db.execute<{ year: number; production: number; area: number | null }>(sql`
      select year, sum(production)::float8 as production,
        case when bool_and(area is not null) then sum(area)::float8 end as area
      from crop_production_rows
      where version = ${index.version} and crop = ${crop.name} and state = ${state.name} and district = ${district}
        and production is not null
      group by year order by year`);
    const series = result.rows.map((r) =>
      r.area === null
        ? { year: Number(r.year), value: Number(r.production) }
        : { year: Number(r.year), value: Number(r.production), area: Number(r.area) },
    );
    if (series.length === 0) {
      // The dataset was replaced (and this version's rows deleted) meanwhile: answer from the new one.
      if (await this.replaced('crop-production', index.version)) return this.yieldPrediction(cropName, stateName, districtName);
      throw new AppError('NOT_FOUND', `No production figures of ${crop.name} in ${district}, ${state.name}.`);
    }
    const forecast = forecastYield(series, { horizon: YIELD_HORIZON });
    const answer: YieldPredictionResponse = {
      status: 'success',
      historical_data: series.map((p) => ({
        Crop_Year: p.year,
        Production: round(p.value),
        Area: p.area === undefined ? null : round(p.area),
        Yield: p.area ? round(p.value / p.area, 3) : null,
      })),
      future_data: forecast.future.map((f) => ({
        Crop_Year: f.year,
        Production: round(f.value),
        lower: round(f.lower),
        upper: round(f.upper),
      })),
      model: {
        method: forecast.method,
        ...(forecast.basis ? { basis: { area: round(forecast.basis.area), yield_per_ha: round(forecast.basis.yield_per_ha, 3) } } : {}),
        interval: forecast.interval,
        backtest: {
          years: forecast.backtest.years,
          mape: forecast.backtest.mape === null ? null : round(forecast.backtest.mape),
          mape_last_value: forecast.backtest.mape_last_value === null ? null : round(forecast.backtest.mape_last_value),
        },
      },
    };
    if (this.yields.size >= YIELD_CACHE_MAX) this.yields.delete(this.yields.keys().next().value!);
    this.yields.set(key, answer);
    return answer;
  }
}

const MONTH_COLUMNS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const sortedNames = (map: Map<string, { name: string }>) => [...map.values()].map((v) => v.name).sort((a, b) => a.localeCompare(b, 'en'));
