import { applyCalibration, calibrateValue, type CropRule, classifyReading, nutrientIndex, type ProbeCalibration } from '@agrim/agronomy';
import {
  type AnalysisLanguage,
  HISTOGRAM_BINS,
  type Histogram,
  METRIC_INFO,
  type NutrientCategory,
  type Reading,
  SENSOR_METRICS,
  type SensorMetric,
  SOIL_ANALYSIS_MAX_ROWS,
  SOIL_ANALYSIS_MEASURES,
  type SoilAnalysisResponse,
  type SoilAnalysisRow,
  type SoilAnalysisRowsResponse,
  type SoilAnalysisSort,
} from '@agrim/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { devices, readings } from '../db/schema/index.js';
import { correctionOf } from '../sensors/calibration.service.js';
import type { Range } from '../sensors/query.service.js';
import { toApiReading } from '../sensors/readingRow.js';
import { kolkataParts } from '../lib/time.js';
import { inRange, inRangeSql, round2, say, VALID } from './readings.sql.js';
import { readingColumns } from '../sensors/readingRow.js';

/** The values of the Soil Data Analysis grid and its histograms (spec 2.9), in the grid's order. */
export const ANALYSIS_METRICS = SOIL_ANALYSIS_MEASURES satisfies readonly SensorMetric[];
type AnalysisMetric = (typeof ANALYSIS_METRICS)[number];

/** A reading, or a time bucket's means, at an instant. */
export type AnalysisValues = { ts: Date } & Record<AnalysisMetric, number>;
type Values = AnalysisValues;

/** The rows of a range as the Soil Data Analysis grid shows them (see `SoilAnalysisService.rows`). */
export interface RangeRows {
  raw: number;
  faulty: number;
  /** Null when each row is one reading; else the width of the time buckets the rows are means of. */
  bucketSeconds: number | null;
  values: AnalysisValues[];
}
export type NutrientMeans = { nitrogen: number; phosphorus: number; potassium: number };

export interface SoilAnalysisOptions {
  /** Most rows before the grid switches to bucket means (default SOIL_ANALYSIS_MAX_ROWS; tests lower it). */
  maxRows?: number;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The figures of the Soil Data Analysis and Visualisation screens, computed in SQL over the stored
 * readings: only the rows the grid shows (at most `maxRows`) and the histogram counts leave the database.
 * Every figure is corrected by the probe's lab calibration when it has one (issue 37): N, P and K are
 * scaled and pH shifted, both linear, so means, bucket means and histogram bounds are corrected after SQL.
 */
export class SoilAnalysisService {
  private readonly maxRows: number;

  constructor(
    private readonly db: Db,
    options: SoilAnalysisOptions = {},
  ) {
    this.maxRows = options.maxRows ?? SOIL_ANALYSIS_MAX_ROWS;
  }

  /** `crop`: the field's crop rule (the route resolves the name), so the nitrogen suggestion fits it. */
  async analysis(
    deviceId: string,
    range: Range,
    language: AnalysisLanguage = 'english',
    crop?: CropRule,
  ): Promise<Omit<SoilAnalysisResponse, 'status'>> {
    const { raw, faulty, bucketSeconds, values } = await this.rows(deviceId, range);
    const rows = values.map((v, i) => toRow(i + 1, v, language, crop));
    const series = (metric: AnalysisMetric) => rows.map((r) => ({ timestamp: r.timestamp, value: r[metric] }));
    // Parker's index is per nutrient over the samples (issue 37); the range's fertility is the mean of the three.
    const index = (pick: (r: SoilAnalysisRow) => NutrientCategory) => nutrientIndex(rows.map(pick));
    const nutrient_index =
      rows.length > 0
        ? {
            nitrogen: index((r) => r.nitrogen_category),
            phosphorus: index((r) => r.phosphorus_category),
            potassium: index((r) => r.potassium_category),
          }
        : null;
    const fertility = nutrient_index
      ? nutrientIndex(rows.flatMap((r) => [r.nitrogen_category, r.phosphorus_category, r.potassium_category]))
      : null;
    return {
      deviceId,
      range: { start: range.start.toISOString(), end: range.end.toISOString() },
      raw_count: raw,
      faulty_count: faulty,
      bucket_seconds: bucketSeconds,
      combined_df: rows,
      df_nitrogen: series('nitrogen'),
      df_phosphorus: series('phosphorus'),
      df_potassium: series('potassium'),
      df_ph: series('ph'),
      df_conductivity: series('conductivity'),
      histograms: await this.histograms(deviceId, range, ANALYSIS_METRICS),
      nutrient_means: await this.nutrientMeans(deviceId, range),
      soil_fertility: fertility ? { index: round2(fertility.index), category: fertility.category } : null,
      nutrient_index,
      row_count: rows.length,
      suggestion_counts: suggestionCounts(rows),
    };
  }

  /** One page of `analysis`'s rows (the same ids), sorted by `sort` in `order`, ties by id. */
  async rowsPage(
    deviceId: string,
    range: Range,
    page: { page: number; size: number; sort: SoilAnalysisSort; order: 'asc' | 'desc' },
    language: AnalysisLanguage = 'english',
    crop?: CropRule,
  ): Promise<Omit<SoilAnalysisRowsResponse, 'status'>> {
    const { values } = await this.rows(deviceId, range);
    const rows = values.map((v, i) => toRow(i + 1, v, language, crop));
    const sign = page.order === 'asc' ? 1 : -1;
    rows.sort((a, b) => sign * (a[page.sort] - b[page.sort]) || sign * (a.id - b.id));
    const from = (page.page - 1) * page.size;
    return { deviceId, total: rows.length, page: page.page, page_size: page.size, rows: rows.slice(from, from + page.size) };
  }

  /**
   * The valid (not all-zero) readings of the range, oldest first; above `maxRows` of them, the means of
   * equal time buckets from the first valid reading instead (each at its start), so at most `maxRows` rows.
   */
  async rows(deviceId: string, range: Range): Promise<RangeRows> {
    const counts = await this.counts(deviceId, range);
    const valid = counts.raw - counts.faulty;
    if (valid <= this.maxRows || counts.firstMs === null || counts.lastMs === null) {
      const values = (
        await this.db
          .select(readingColumns)
          .from(readings)
          .where(and(inRange(deviceId, range), VALID))
          .orderBy(asc(readings.ts))
      ).map((r) => ({ ...r, ts: new Date(r.ts) }));
      return { raw: counts.raw, faulty: counts.faulty, bucketSeconds: null, values: await this.calibrated(deviceId, values) };
    }
    // Buckets start at the first valid reading; with a width above span / maxRows there are at most maxRows of them.
    const bucketSeconds = Math.floor((counts.lastMs - counts.firstMs) / 1000 / this.maxRows) + 1;
    const values = await this.bucketMeans(deviceId, range, counts.firstMs, bucketSeconds);
    return { raw: counts.raw, faulty: counts.faulty, bucketSeconds, values: await this.calibrated(deviceId, values) };
  }

  /** Readings stored in the range, how many are all-zero faults, and the first and last valid reading (epoch ms). */
  async counts(deviceId: string, range: Range): Promise<{ raw: number; faulty: number; firstMs: number | null; lastMs: number | null }> {
    const result = await this.db.execute(sql`
      select count(*) as raw, count(*) filter (where not (${VALID})) as faulty,
        extract(epoch from min(ts) filter (where ${VALID})) * 1000 as first_ms,
        extract(epoch from max(ts) filter (where ${VALID})) * 1000 as last_ms
      from ${readings} where ${inRangeSql(deviceId, range)}`);
    const row = result.rows[0] as Record<string, unknown>;
    return { raw: Number(row.raw), faulty: Number(row.faulty), firstMs: num(row.first_ms), lastMs: num(row.last_ms) };
  }

  /** Means of the valid readings in equal buckets from `firstMs`, each timestamped at its start, oldest first. */
  private async bucketMeans(deviceId: string, range: Range, firstMs: number, bucketSeconds: number): Promise<Values[]> {
    const means = sql.raw(ANALYSIS_METRICS.map((m) => `avg(${m}) as ${m}`).join(', '));
    const result = await this.db.execute(sql`
      select floor((extract(epoch from ts) * 1000 - ${firstMs}::numeric) / ${bucketSeconds * 1000}::numeric)::bigint as bucket, ${means}
      from ${readings} where ${inRangeSql(deviceId, range)} and ${VALID}
      group by bucket order by bucket`);
    return (result.rows as Array<Record<string, unknown>>).map((row) => ({
      ts: new Date(firstMs + Number(row.bucket) * bucketSeconds * 1000),
      ...(Object.fromEntries(ANALYSIS_METRICS.map((m) => [m, round2(Number(row[m]))])) as Record<AnalysisMetric, number>),
    }));
  }

  /**
   * HISTOGRAM_BINS equal bins from the minimum to the maximum of each metric over the valid readings
   * of the range (width_bucket in SQL; the maximum goes in the last bin). A metric whose readings are
   * all equal has one bin [v, v]; without valid readings every histogram is empty.
   */
  async histograms(deviceId: string, range: Range, metrics: readonly SensorMetric[] = SENSOR_METRICS): Promise<Histogram[]> {
    const list = sql.raw(metrics.join(', '));
    const bounds = sql.raw(metrics.map((m) => `min(${m}) as lo_${m}, max(${m}) as hi_${m}`).join(', '));
    const parts = metrics.map((m) =>
      sql.raw(
        `select '${m}' as feature, case when s.hi_${m} = s.lo_${m} then 1 else least(width_bucket(v.${m}, s.lo_${m}, s.hi_${m}, ${HISTOGRAM_BINS}), ${HISTOGRAM_BINS}) end as bin,
           count(*) as n, min(s.lo_${m}) as lo, min(s.hi_${m}) as hi
         from v cross join s group by bin`,
      ),
    );
    const result = await this.db.execute(sql`
      with v as (select ${list} from ${readings} where ${inRangeSql(deviceId, range)} and ${VALID}),
        s as (select ${bounds} from v)
      ${sql.join(parts, sql` union all `)}`);
    const correction = await this.correction(deviceId);
    const found = new Map<string, { lo: number; hi: number; counts: Map<number, number> }>();
    for (const row of result.rows as Array<Record<string, unknown>>) {
      const feature = String(row.feature);
      const entry = found.get(feature) ?? {
        lo: calibrateValue(feature, Number(row.lo), correction),
        hi: calibrateValue(feature, Number(row.hi), correction),
        counts: new Map<number, number>(),
      };
      entry.counts.set(Number(row.bin), Number(row.n));
      found.set(feature, entry);
    }
    return metrics.map((feature) => {
      const unit = METRIC_INFO[feature].unit;
      const entry = found.get(feature);
      if (!entry) return { feature, unit, count: 0, bins: [] };
      const count = [...entry.counts.values()].reduce((a, b) => a + b, 0);
      if (entry.hi === entry.lo) return { feature, unit, count, bins: [{ from: entry.lo, to: entry.hi, count }] };
      const width = (entry.hi - entry.lo) / HISTOGRAM_BINS;
      const bins = Array.from({ length: HISTOGRAM_BINS }, (_, i) => ({
        from: entry.lo + i * width,
        to: i === HISTOGRAM_BINS - 1 ? entry.hi : entry.lo + (i + 1) * width,
        count: entry.counts.get(i + 1) ?? 0,
      }));
      return { feature, unit, count, bins };
    });
  }

  /** Mean N, P and K (mg/kg, 2 decimals) of the valid readings of the range; null without any. */
  async nutrientMeans(deviceId: string, range: Range): Promise<NutrientMeans | null> {
    return this.means(deviceId, range, ['nitrogen', 'phosphorus', 'potassium'] as const);
  }

  /** Means (2 decimals) of some values over the valid readings of the range; null without any. */
  async means<M extends SensorMetric>(deviceId: string, range: Range, metrics: readonly M[]): Promise<Record<M, number> | null> {
    const avgs = sql.raw(metrics.map((m) => `avg(${m}) as ${m}`).join(', '));
    const result = await this.db.execute(sql`
      select count(*) as n, ${avgs}
      from ${readings} where ${inRangeSql(deviceId, range)} and ${VALID}`);
    const row = result.rows[0] as Record<string, unknown>;
    if (Number(row.n) === 0) return null;
    const correction = await this.correction(deviceId);
    return Object.fromEntries(metrics.map((m) => [m, calibrateValue(m, round2(Number(row[m])), correction)])) as Record<M, number>;
  }

  /** The device's newest valid (not all-zero) readings, newest first. */
  async latestValid(deviceId: string, limit: number): Promise<Reading[]> {
    const rows = await this.db
      .select(readingColumns)
      .from(readings)
      .where(and(eq(readings.deviceId, deviceId), VALID))
      .orderBy(desc(readings.ts))
      .limit(limit);
    const correction = await this.correction(deviceId);
    return rows.map((r) => applyCalibration(toApiReading(r), correction));
  }

  /** The probe's lab calibration, or null when it has none. */
  async correction(deviceId: string): Promise<ProbeCalibration | null> {
    const [row] = await this.db.select({ calibration: devices.calibration }).from(devices).where(eq(devices.id, deviceId));
    return correctionOf(row?.calibration);
  }

  private async calibrated(deviceId: string, values: Values[]): Promise<Values[]> {
    const correction = await this.correction(deviceId);
    return correction ? values.map((v) => applyCalibration(v, correction)) : values;
  }
}

/** Each suggestion of the rows once with how many rows call for it: by measure as in the grid, then the most rows first. */
function suggestionCounts(rows: SoilAnalysisRow[]): SoilAnalysisResponse['suggestion_counts'] {
  const found = new Map<string, SoilAnalysisResponse['suggestion_counts'][number]>();
  for (const row of rows) {
    for (const measure of ANALYSIS_METRICS) {
      const category = row[`${measure}_category`];
      const suggestion = row[`${measure}_suggestion`];
      const key = `${measure}|${category}|${suggestion}`;
      const entry = found.get(key);
      if (entry) entry.rows++;
      else found.set(key, { measure, category, suggestion, rows: 1 });
    }
  }
  return [...found.values()].sort((a, b) => ANALYSIS_METRICS.indexOf(a.measure) - ANALYSIS_METRICS.indexOf(b.measure) || b.rows - a.rows);
}

/** A grid row: the values with their classes and suggestions (in `language`) and the Asia/Kolkata date, time and day. */
function toRow(id: number, v: Values, language: AnalysisLanguage, crop?: CropRule): SoilAnalysisRow {
  const c = classifyReading(v, crop ? { crop } : {});
  return {
    id,
    timestamp: v.ts.toISOString(),
    ...kolkataParts(v.ts),
    nitrogen: v.nitrogen,
    nitrogen_category: c.nitrogen.category,
    nitrogen_suggestion: say(c.nitrogen.suggestion, language),
    phosphorus: v.phosphorus,
    phosphorus_category: c.phosphorus.category,
    phosphorus_suggestion: say(c.phosphorus.suggestion, language),
    potassium: v.potassium,
    potassium_category: c.potassium.category,
    potassium_suggestion: say(c.potassium.suggestion, language),
    ph: v.ph,
    ph_category: c.ph.category,
    ph_suggestion: say(c.ph.suggestion, language),
    conductivity: v.conductivity,
    conductivity_category: c.conductivity.category,
    conductivity_suggestion: say(c.conductivity.suggestion, language),
    'Soil Fertility': c.fertility.category,
    soil_fertility_index: c.fertility.index,
  };
}
