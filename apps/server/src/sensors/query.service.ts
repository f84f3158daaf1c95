import {
  type DataResponse,
  DEFAULT_RANGE_DAYS,
  kolkataDay,
  kolkataDayStart,
  MAX_CHART_POINTS,
  type Reading,
  SENSOR_METRICS,
  type SensorMetric,
} from '@agrim/contracts';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readings } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { type ReadingRow, toApiReading } from './readingRow.js';

const DAY_MS = 86_400_000;
const LIVE_WINDOW_MS = 60 * 60_000;
const LIVE_MAX_POINTS = 120;

export interface Range {
  start: Date;
  end: Date;
}

const cols = {
  ts: readings.ts,
  nitrogen: readings.nitrogen,
  phosphorus: readings.phosphorus,
  potassium: readings.potassium,
  temperature: readings.temperature,
  moisture: readings.moisture,
  conductivity: readings.conductivity,
  ph: readings.ph,
};

export class ReadingQueryService {
  constructor(private readonly db: Db) {}

  /** Spec 5 date filter: Asia/Kolkata days; the end day is included (the bound is the next midnight). */
  dayRange(startOffset: string | undefined, endOffset: string | undefined, now: Date): Range {
    const endDay = endOffset ?? kolkataDay(now);
    const startDay = startOffset ?? kolkataDay(new Date(kolkataDayStart(endDay).getTime() - DEFAULT_RANGE_DAYS * DAY_MS));
    const start = kolkataDayStart(startDay);
    const end = new Date(kolkataDayStart(endDay).getTime() + DAY_MS);
    if (end <= start) throw new AppError('VALIDATION_FAILED', 'endOffset must not be before startOffset.');
    return { start, end };
  }

  async data(
    deviceId: string,
    startOffset: string | undefined,
    endOffset: string | undefined,
    now = new Date(),
  ): Promise<Omit<DataResponse, 'status'>> {
    let range = this.dayRange(startOffset, endOffset, now);
    let startAdjusted = false;
    if (!(await this.hasReadingIn(deviceId, range.start, new Date(range.start.getTime() + DAY_MS)))) {
      const nearest = await this.nearest(deviceId, range.start);
      if (nearest && nearest.getTime() !== range.start.getTime()) {
        startAdjusted = true;
        const end = nearest >= range.end ? new Date(kolkataDayStart(kolkataDay(nearest)).getTime() + DAY_MS) : range.end;
        range = { start: nearest, end };
      }
    }
    const where = and(eq(readings.deviceId, deviceId), gte(readings.ts, range.start), lt(readings.ts, range.end));
    const [{ n }] = (await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(readings)
      .where(where)) as [{ n: number }];
    const base = { deviceId, rawCount: n, range: { start: range.start.toISOString(), end: range.end.toISOString() }, startAdjusted };
    if (n <= MAX_CHART_POINTS) {
      const rows = await this.db.select(cols).from(readings).where(where).orderBy(asc(readings.ts));
      return { ...base, data: rows.map(toApiReading), downsampled: false, bucketSeconds: null };
    }
    // Buckets are aligned to the epoch, so a range touches one more than it spans: size for one fewer.
    const bucketSeconds = Math.ceil((range.end.getTime() - range.start.getTime()) / 1000 / (MAX_CHART_POINTS / 2 - 1));
    return { ...base, data: await this.minMaxBuckets(deviceId, range, bucketSeconds), downsampled: true, bucketSeconds };
  }

  /**
   * Each bucket becomes two rows: every series' minimum at the bucket's first reading time and its
   * maximum at the last, so a line through them draws the envelope and no peak is lost.
   */
  private async minMaxBuckets(deviceId: string, range: Range, bucketSeconds: number): Promise<Reading[]> {
    const agg = SENSOR_METRICS.map(
      (m) => sql`min(${sql.identifier(m)}) as ${sql.identifier(`min_${m}`)}, max(${sql.identifier(m)}) as ${sql.identifier(`max_${m}`)}`,
    );
    const result = await this.db.execute(sql`
      select floor(extract(epoch from ts) / ${bucketSeconds})::bigint as bucket, min(ts) as first_ts, max(ts) as last_ts, ${sql.join(agg, sql`, `)}
      from ${readings}
      where device_id = ${deviceId} and ts >= ${range.start.toISOString()}::timestamptz and ts < ${range.end.toISOString()}::timestamptz
      group by bucket order by bucket`);
    const out: Reading[] = [];
    for (const row of result.rows as Array<Record<string, unknown>>) {
      const pick = (prefix: 'min' | 'max', ts: unknown) =>
        toApiReading({
          ts: ts as Date,
          ...Object.fromEntries(SENSOR_METRICS.map((m) => [m, Number(row[`${prefix}_${m}`])])),
        } as ReadingRow);
      out.push(pick('min', row.first_ts));
      if (new Date(row.last_ts as Date).getTime() !== new Date(row.first_ts as Date).getTime()) out.push(pick('max', row.last_ts));
    }
    return out;
  }

  private async hasReadingIn(deviceId: string, start: Date, end: Date): Promise<boolean> {
    const rows = await this.db
      .select({ ts: readings.ts })
      .from(readings)
      .where(and(eq(readings.deviceId, deviceId), gte(readings.ts, start), lt(readings.ts, end)))
      .limit(1);
    return rows.length > 0;
  }

  private async nearest(deviceId: string, at: Date): Promise<Date | null> {
    const [after] = await this.db
      .select({ ts: readings.ts })
      .from(readings)
      .where(and(eq(readings.deviceId, deviceId), gte(readings.ts, at)))
      .orderBy(asc(readings.ts))
      .limit(1);
    const [before] = await this.db
      .select({ ts: readings.ts })
      .from(readings)
      .where(and(eq(readings.deviceId, deviceId), lt(readings.ts, at)))
      .orderBy(desc(readings.ts))
      .limit(1);
    if (!after) return before?.ts ?? null;
    if (!before) return after.ts;
    return after.ts.getTime() - at.getTime() <= at.getTime() - before.ts.getTime() ? after.ts : before.ts;
  }

  async latest(deviceId: string): Promise<Reading | null> {
    const [row] = await this.db.select(cols).from(readings).where(eq(readings.deviceId, deviceId)).orderBy(desc(readings.ts)).limit(1);
    return row ? toApiReading(row) : null;
  }

  /** The last hour before the newest reading (thinned to 120 points) and each value's change over it. */
  async recent(deviceId: string): Promise<{ latest: Reading | null; series: Reading[]; change: Record<SensorMetric, number | null> }> {
    const latest = await this.latest(deviceId);
    const change = Object.fromEntries(SENSOR_METRICS.map((m) => [m, null])) as Record<SensorMetric, number | null>;
    if (!latest) return { latest, series: [], change };
    const since = new Date(Date.parse(latest.timestamp) - LIVE_WINDOW_MS);
    const rows = await this.db
      .select(cols)
      .from(readings)
      .where(and(eq(readings.deviceId, deviceId), gt(readings.ts, since)))
      .orderBy(asc(readings.ts));
    const step = Math.ceil(rows.length / LIVE_MAX_POINTS);
    const series = rows.filter((_r, i) => i % step === 0 || i === rows.length - 1).map(toApiReading);
    const first = series[0]!;
    for (const m of SENSOR_METRICS)
      change[m] = first[m] === 0 ? null : Math.round(((latest[m] - first[m]) / Math.abs(first[m])) * 1000) / 10;
    return { latest, series, change };
  }

  /** Raw rows of a range, oldest first, in pages (for CSV export of any size). */
  async *rows(deviceId: string, range: Range, pageSize = 5000): AsyncGenerator<Reading[]> {
    let after = new Date(range.start.getTime() - 1);
    for (;;) {
      const page = await this.db
        .select(cols)
        .from(readings)
        .where(and(eq(readings.deviceId, deviceId), gt(readings.ts, after), gte(readings.ts, range.start), lt(readings.ts, range.end)))
        .orderBy(asc(readings.ts))
        .limit(pageSize);
      if (page.length === 0) return;
      yield page.map(toApiReading);
      after = page[page.length - 1]!.ts;
      if (page.length < pageSize) return;
    }
  }
}
