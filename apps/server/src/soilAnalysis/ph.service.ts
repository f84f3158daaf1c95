import { ANOMALY_SUGGESTIONS, classifyPh, detectPhAnomalies, PH_DETECTOR, type PhVerdict, phSuggestion } from '@agrim/agronomy';
import {
  type AnalysisLanguage,
  MAX_CHART_POINTS,
  PH_ANALYSIS_DAYS,
  PH_ANALYSIS_MAX_ROWS,
  PH_ANOMALY_REASONS,
  PH_CATEGORIES,
  type PhAnalysisDatasetResponse,
  type PhAnalysisResponse,
  type PhAnalysisRow,
  type PhAnomalyReason,
  type PhCategoryName,
  type PhGraphResponse,
} from '@agrim/contracts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readings, readingsHourly } from '../db/schema/index.js';
import type { Range } from '../sensors/query.service.js';
import { iso, round2, say } from './readings.sql.js';

const DAY_MS = 86_400_000;

export interface PhAnalysisOptions {
  /** Most chart points before the chart switches to bucket means (default MAX_CHART_POINTS; tests lower it). */
  maxPoints?: number;
  /** Most rows of soilAnalysis.phAnalysis (default PH_ANALYSIS_MAX_ROWS). */
  maxRows?: number;
}

const phCols = { ts: readings.ts, ph: readings.ph, temperature: readings.temperature, moisture: readings.moisture };
type PhReading = { ts: Date; ph: number; temperature: number; moisture: number };
const dated = (r: Omit<PhReading, 'ts'> & { ts: Date | string }): PhReading => ({ ...r, ts: new Date(r.ts) });
/** Readings in time order and the detector's verdict on each. */
type Judged = { reading: PhReading; verdict: PhVerdict };

/** The detector over readings in time order (it needs ascending time; every caller passes that). */
function judge(ascending: PhReading[]): Judged[] {
  const verdicts = detectPhAnomalies(
    ascending.map((r) => ({ t: r.ts.getTime(), ph: r.ph, temperature: r.temperature, moisture: r.moisture })),
  );
  return ascending.map((reading, i) => ({ reading, verdict: verdicts[i]! }));
}

/** A pH table row: SL No `id`, the verdict, and its suggestion (what to do about an anomaly, else the pH class advice). */
function toRow(id: number, { reading, verdict }: Judged, language: AnalysisLanguage): PhAnalysisRow {
  const cls = classifyPh(reading.ph);
  return {
    id,
    pH: reading.ph,
    'Anomaly Status': verdict.reason ? 'Anomaly' : 'Normal',
    anomaly_reason: verdict.reason,
    suggestion: say(verdict.reason ? ANOMALY_SUGGESTIONS[verdict.reason] : phSuggestion(reading.ph), language),
    timestamp: reading.ts.toISOString(),
    ph_class: cls.class,
    ph_category: cls.category,
  };
}

/**
 * The pH analysis screens (spec 2.12): the anomaly detector of the agronomy package run over the
 * stored readings. Every page or range is widened on each side (`context`), so a reading's verdict
 * is the same on every page, at every page size, and in the chart.
 */
export class PhAnalysisService {
  private readonly maxPoints: number;
  private readonly maxRows: number;

  constructor(
    private readonly db: Db,
    options: PhAnalysisOptions = {},
  ) {
    this.maxPoints = options.maxPoints ?? MAX_CHART_POINTS;
    this.maxRows = options.maxRows ?? PH_ANALYSIS_MAX_ROWS;
  }

  /** Every reading of the device (from the hourly rollup, which counts each stored reading once). */
  async total(deviceId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(sum(${readingsHourly.n}), 0)`.mapWith(Number) })
      .from(readingsHourly)
      .where(eq(readingsHourly.deviceId, deviceId));
    return row?.n ?? 0;
  }

  /** One page of the table, newest first; `page` is 1-based. A page past the end is empty (with the right total). */
  async dataset(
    deviceId: string,
    page: number,
    pageSize: number,
    language: AnalysisLanguage = 'english',
  ): Promise<Omit<PhAnalysisDatasetResponse, 'status'>> {
    const total = await this.total(deviceId);
    const offset = (page - 1) * pageSize;
    const base = { deviceId, total, page, page_size: pageSize };
    if (offset >= total) return { ...base, agri_data: [] };
    const rows = (
      await this.db
        .select(phCols)
        .from(readings)
        .where(eq(readings.deviceId, deviceId))
        .orderBy(desc(readings.ts))
        .offset(offset)
        .limit(pageSize)
    )
      .map(dated)
      .toReversed();
    if (rows.length === 0) return { ...base, agri_data: [] };
    const before = await this.context(deviceId, rows[0]!.ts, 'before');
    const after = await this.context(deviceId, rows.at(-1)!.ts, 'after');
    const judged = judge([...before, ...rows, ...after]).slice(before.length, before.length + rows.length);
    return { ...base, agri_data: judged.toReversed().map((j, i) => toRow(offset + i + 1, j, language)) };
  }

  /**
   * The readings of the last PH_ANALYSIS_DAYS days (to now and any later ones), newest first: the newest
   * `maxRows` as table rows (SL No as in the dataset; none with `withRows` false) and a summary of them all.
   */
  async analysis(
    deviceId: string,
    language: AnalysisLanguage = 'english',
    now = new Date(),
    withRows = true,
  ): Promise<Omit<PhAnalysisResponse, 'status'>> {
    const since = new Date(now.getTime() - PH_ANALYSIS_DAYS * DAY_MS);
    const judged = (await this.judgedRange(deviceId, { start: since, end: null })).toReversed();
    const byReason = Object.fromEntries(PH_ANOMALY_REASONS.map((r) => [r, 0])) as Record<PhAnomalyReason, number>;
    const byCategory = Object.fromEntries(PH_CATEGORIES.map((c) => [c, 0])) as Record<PhCategoryName, number>;
    // pH figures leave out readings the probe could not have measured (sensor_fault: outside 3–10, e.g. 0).
    const measured: number[] = [];
    for (const { reading, verdict } of judged) {
      if (verdict.reason) byReason[verdict.reason] += 1;
      if (verdict.reason === 'sensor_fault') continue;
      measured.push(reading.ph);
      byCategory[classifyPh(reading.ph).category] += 1;
    }
    return {
      deviceId,
      data: withRows ? judged.slice(0, this.maxRows).map((j, i) => toRow(i + 1, j, language)) : [],
      summary: {
        total: judged.length,
        anomalies: judged.filter((j) => j.verdict.reason).length,
        by_reason: byReason,
        by_category: byCategory,
        mean: measured.length ? round2(measured.reduce((a, b) => a + b, 0) / measured.length) : null,
        min: measured.length ? measured.reduce((a, b) => Math.min(a, b)) : null,
        max: measured.length ? measured.reduce((a, b) => Math.max(a, b)) : null,
      },
    };
  }

  /**
   * The pH series of a range, oldest first, with each reading's rolling median and anomaly. Above
   * `maxPoints` readings the points are means of equal time buckets (from the first reading, each at
   * its start): pH is the mean of the bucket's readings that are not sensor faults (of all of them when
   * every one is), the median the mean of their rolling medians, and the anomaly that of any anomalous
   * reading in the bucket (sensor_fault before stuck before spike).
   */
  async graph(deviceId: string, range: Range): Promise<Omit<PhGraphResponse, 'status'>> {
    const judged = await this.judgedRange(deviceId, range);
    const chart: PhGraphResponse['chart_data'] = { timestamps: [], ph: [], rolling_median: [], anomaly: [], bucket_seconds: null };
    if (judged.length <= this.maxPoints) {
      for (const { reading, verdict } of judged) {
        chart.timestamps.push(reading.ts.toISOString());
        chart.ph.push(reading.ph);
        chart.rolling_median.push(verdict.median);
        chart.anomaly.push(verdict.reason);
      }
      return { deviceId, chart_data: chart };
    }
    const first = judged[0]!.reading.ts.getTime();
    const span = judged.at(-1)!.reading.ts.getTime() - first;
    const bucketMs = (Math.floor(span / 1000 / this.maxPoints) + 1) * 1000;
    chart.bucket_seconds = bucketMs / 1000;
    const buckets = new Map<number, Judged[]>();
    for (const j of judged) {
      const b = Math.floor((j.reading.ts.getTime() - first) / bucketMs);
      const list = buckets.get(b);
      if (list) list.push(j);
      else buckets.set(b, [j]);
    }
    const mean = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0) / xs.length);
    for (const [b, list] of buckets) {
      const measured = list.filter((j) => j.verdict.reason !== 'sensor_fault');
      const medians = list.map((j) => j.verdict.median).filter((m): m is number => m !== null);
      const reasons = new Set(list.map((j) => j.verdict.reason));
      chart.timestamps.push(new Date(first + b * bucketMs).toISOString());
      chart.ph.push(mean((measured.length ? measured : list).map((j) => j.reading.ph)));
      chart.rolling_median.push(medians.length ? mean(medians) : null);
      chart.anomaly.push(PH_ANOMALY_REASONS.find((r) => reasons.has(r)) ?? null);
    }
    return { deviceId, chart_data: chart };
  }

  /** The readings of a range (open-ended when `end` is null) in time order, judged with context on each side. */
  private async judgedRange(deviceId: string, range: { start: Date; end: Date | null }): Promise<Judged[]> {
    const inside = await this.between(deviceId, range);
    if (inside.length === 0) return [];
    const before = await this.context(deviceId, inside[0]!.ts, 'before');
    const after = range.end ? await this.context(deviceId, inside.at(-1)!.ts, 'after') : [];
    return judge([...before, ...inside, ...after]).slice(before.length, before.length + inside.length);
  }

  /**
   * A range's readings in time order, sent by the database as one JSON text: PGlite decodes an answer row by row
   * in JavaScript, and a week of readings every 10 s (60,480 rows) took it about 650 ms as rows against 210 ms as
   * one text; PostgreSQL's driver about 200 ms either way (docs/performance-log.md, session 30).
   */
  private async between(deviceId: string, range: { start: Date; end: Date | null }): Promise<PhReading[]> {
    const result = await this.db.execute(sql`
      select coalesce(json_agg(json_build_array((extract(epoch from ts) * 1000)::float8, ph, temperature, moisture) order by ts), '[]')::text as list
      from ${readings} where device_id = ${deviceId} and ts >= ${iso(range.start)}${range.end ? sql` and ts < ${iso(range.end)}` : sql``}`);
    const list = JSON.parse((result.rows[0] as { list: string }).list) as Array<[number, number, number, number]>;
    return list.map(([t, ph, temperature, moisture]) => ({ ts: new Date(t), ph, temperature, moisture }));
  }

  /**
   * The readings the detector needs beyond `edge` (a reading's time) on one side, in time order: the
   * PH_DETECTOR.contextRows nearest, or if they are more, all up to the first one at least
   * PH_DETECTOR.stuckMinutes away. The rows give the spike window its whole reach; the minutes let a
   * stuck run that crosses the edge be seen for as long as the rule needs, however often the device
   * reports. So a verdict never depends on where a page or range ends.
   */
  private async context(deviceId: string, edge: Date, side: 'before' | 'after'): Promise<PhReading[]> {
    const at = iso(edge);
    const minutes = sql.raw(`interval '${PH_DETECTOR.stuckMinutes} minutes'`);
    const skip = PH_DETECTOR.contextRows - 1;
    const device = sql`device_id = ${deviceId}`;
    const where =
      side === 'before'
        ? sql`${device} and ts < ${at} and ts >= least(
            coalesce((select ts from ${readings} where ${device} and ts <= ${at} - ${minutes} order by ts desc limit 1), '-infinity'::timestamptz),
            coalesce((select ts from ${readings} where ${device} and ts < ${at} order by ts desc offset ${skip} limit 1), '-infinity'::timestamptz))`
        : sql`${device} and ts > ${at} and ts <= greatest(
            coalesce((select ts from ${readings} where ${device} and ts >= ${at} + ${minutes} order by ts asc limit 1), 'infinity'::timestamptz),
            coalesce((select ts from ${readings} where ${device} and ts > ${at} order by ts asc offset ${skip} limit 1), 'infinity'::timestamptz))`;
    return (await this.db.select(phCols).from(readings).where(where).orderBy(asc(readings.ts))).map(dated);
  }
}
