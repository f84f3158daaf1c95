import {
  type DataResponse,
  DEFAULT_RANGE_DAYS,
  kolkataDay,
  kolkataDayStart,
  LIVE_MAX_POINTS,
  LIVE_WINDOW_MS,
  MAX_CHART_POINTS,
  type Reading,
  SENSOR_METRICS,
  type SensorMetric,
  seriesChange,
  validReadingSql,
} from '@agrim/contracts';
import { and, asc, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readings, readingsHourly } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { TtlCache } from '../lib/ttlCache.js';
import type { ReadingBus } from './bus.js';
import { readingColumns, type ReadingRow, toApiReading } from './readingRow.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const HOUR_S = 3600;

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The ragged ends of a range outside its whole hours. */
const edges = (range: Range, hours: { firstHour: Date; endHour: Date }) =>
  sql`((ts >= ${iso(range.start)} and ts < ${iso(hours.firstHour)}) or (ts >= ${iso(hours.endHour)} and ts < ${iso(range.end)}))`;
/** Ranges up to this long always draw sub-hour buckets from the raw readings. */
export const RAW_TIER_MAX_MS = 2 * DAY_MS;
/** Longer ranges with more raw readings than this draw from the hourly rollup (a reading every 20 s for 7 days). */
export const RAW_TIER_MAX_ROWS = 30_000;

export interface Range {
  start: Date;
  end: Date;
}

const cols = readingColumns;

/**
 * The newest reading per device is polled by every open screen. Every stored reading replaces the copy
 * at once, on every replica (the bus relays readings events), so this bounds only a replica that
 * missed the event (its LISTEN connection was down), as for device keys.
 */
const LATEST_TTL_MS = 5_000;

export class ReadingQueryService {
  private readonly latestCache = new TtlCache<Reading | null>(LATEST_TTL_MS);

  constructor(
    private readonly db: Db,
    bus: ReadingBus,
    private readonly rawTierMaxRows = RAW_TIER_MAX_ROWS,
  ) {
    // Readings stored by this process or relayed from another replica refresh the entry at once.
    bus.subscribe(({ deviceId, latest }) => {
      const cached = this.latestCache.get(deviceId);
      if (!cached || cached.timestamp <= latest.timestamp) this.latestCache.set(deviceId, latest);
    });
  }

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
    maxPoints = MAX_CHART_POINTS,
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
    const n = await this.count(deviceId, range);
    const base = { deviceId, rawCount: n, range: { start: range.start.toISOString(), end: range.end.toISOString() }, startAdjusted };
    if (n <= maxPoints) {
      const rows = await this.db.select(cols).from(readings).where(where).orderBy(asc(readings.ts));
      // Fewer raw rows than the rollup counted: months past the retention (partitions.ts) are
      // dropped while their hourly rollup stays, so those are drawn from whole hours below.
      if (rows.length >= n) return { ...base, data: rows.map(toApiReading), downsampled: false, bucketSeconds: null };
    }
    // Buckets are aligned to the epoch, so a range touches one more than it spans: size for one fewer.
    const spanMs = range.end.getTime() - range.start.getTime();
    let bucketSeconds = Math.ceil(spanMs / 1000 / (maxPoints / 2 - 1));
    // The tier (issue 25): sub-hour buckets from the raw readings, unless the range is longer than
    // RAW_TIER_MAX_MS and holds more than `rawTierMaxRows` readings (a fast device's week: 168
    // hourly rollup rows instead of every raw row); whole hours from the hourly rollup otherwise,
    // folded into day-or-longer buckets for ranges of years. Whole hours per bucket let each hourly
    // rollup row fall in exactly one bucket.
    const fromHours = bucketSeconds >= HOUR_S || n <= maxPoints || (spanMs > RAW_TIER_MAX_MS && n > this.rawTierMaxRows);
    if (fromHours) bucketSeconds = Math.ceil(bucketSeconds / HOUR_S) * HOUR_S;
    return { ...base, data: await this.minMaxBuckets(deviceId, range, bucketSeconds, fromHours), downsampled: true, bucketSeconds };
  }

  /** Whole hours of the range, and the partial hours at its ends (IST midnights fall on :30 UTC). */
  private split(range: Range) {
    const firstHour = new Date(Math.ceil(range.start.getTime() / HOUR_MS) * HOUR_MS);
    const endHour = new Date(Math.floor(range.end.getTime() / HOUR_MS) * HOUR_MS);
    return firstHour < endHour ? { firstHour, endHour } : null;
  }

  /** Readings in the range: summed from the hourly rollup, counted one by one only at the ragged ends. */
  private async count(deviceId: string, range: Range): Promise<number> {
    const hours = this.split(range);
    if (!hours) {
      const [row] = await this.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(readings)
        .where(and(eq(readings.deviceId, deviceId), gte(readings.ts, range.start), lt(readings.ts, range.end)));
      return row?.n ?? 0;
    }
    const result = await this.db.execute(sql`
      select coalesce((select sum(n) from ${readingsHourly} where device_id = ${deviceId} and hour >= ${iso(hours.firstHour)} and hour < ${iso(hours.endHour)}), 0)
        + (select count(*) from ${readings} where device_id = ${deviceId} and ${edges(range, hours)}) as n`);
    return Number((result.rows[0] as { n: number | string }).n);
  }

  /**
   * Each bucket becomes two rows: every series' minimum at the bucket's first reading time and its
   * maximum at the last, so a line through them draws the envelope and no peak is lost. With
   * `fromHours`, whole hours come from the rollup and only the ragged ends from the readings.
   */
  private async minMaxBuckets(deviceId: string, range: Range, bucketSeconds: number, fromHours: boolean): Promise<Reading[]> {
    const hours = fromHours ? this.split(range) : null;
    // A faulty all-zero reading takes no part in its bucket's minimum and maximum (as in the rollup):
    // ±Infinity, the identities of min and max. A bucket of faulty readings only is one all-zero row.
    const valid = validReadingSql();
    const raw = (where: SQL) =>
      sql`select ts as t0, ts as first_ts, ts as last_ts, ${sql.raw(
        SENSOR_METRICS.map(
          (m) =>
            `case when ${valid} then ${m} else 'Infinity'::float8 end as min_${m}, case when ${valid} then ${m} else '-Infinity'::float8 end as max_${m}`,
        ).join(', '),
      )}
          from ${readings} where device_id = ${deviceId} and ${where}`;
    const parts = hours
      ? sql`select hour as t0, first_ts, last_ts, ${sql.raw(SENSOR_METRICS.map((m) => `min_${m}, max_${m}`).join(', '))} from ${readingsHourly}
            where device_id = ${deviceId} and hour >= ${iso(hours.firstHour)} and hour < ${iso(hours.endHour)}
            union all ${raw(edges(range, hours))}`
      : raw(sql`ts >= ${iso(range.start)} and ts < ${iso(range.end)}`);
    const aggs = sql.raw(SENSOR_METRICS.map((m) => `min(min_${m}) as min_${m}, max(max_${m}) as max_${m}`).join(', '));
    const result = await this.db.execute(sql`
      select floor(extract(epoch from t0) / ${bucketSeconds})::bigint as bucket,
        extract(epoch from min(first_ts)) * 1000 as first_ms, extract(epoch from max(last_ts)) * 1000 as last_ms, ${aggs}
      from (${parts}) as parts group by bucket order by bucket`);
    const out: Reading[] = [];
    for (const row of result.rows as Array<Record<string, unknown>>) {
      const pick = (prefix: 'min' | 'max', ms: number) =>
        toApiReading({
          ts: new Date(ms),
          ...Object.fromEntries(SENSOR_METRICS.map((m) => [m, Number(row[`${prefix}_${m}`])])),
        } as ReadingRow);
      const first = Math.round(Number(row.first_ms));
      const last = Math.round(Number(row.last_ms));
      if (!Number.isFinite(Number(row.min_nitrogen))) {
        out.push(toApiReading({ ts: new Date(first), ...Object.fromEntries(SENSOR_METRICS.map((m) => [m, 0])) } as ReadingRow));
        continue;
      }
      out.push(pick('min', first));
      if (last !== first) out.push(pick('max', last));
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

  latest(deviceId: string): Promise<Reading | null> {
    return this.latestCache.getOrLoad(deviceId, () => this.loadLatest(deviceId));
  }

  private async loadLatest(deviceId: string): Promise<Reading | null> {
    const [row] = await this.db.select(cols).from(readings).where(eq(readings.deviceId, deviceId)).orderBy(desc(readings.ts)).limit(1);
    return row ? toApiReading(row) : null;
  }

  /** The last hour before the newest reading (thinned to 120 points) and each value's change over it. */
  async recent(deviceId: string): Promise<{ latest: Reading | null; series: Reading[]; change: Record<SensorMetric, number | null> }> {
    const latest = await this.latest(deviceId);
    if (!latest) return { latest, series: [], change: seriesChange([]) };
    const since = new Date(Date.parse(latest.timestamp) - LIVE_WINDOW_MS);
    // One index lookup per slot (the first reading at or after each 30 s mark of the hour) rather
    // than reading the hour: a device reporting many readings a second has tens of thousands in it.
    const slotSeconds = LIVE_WINDOW_MS / 1000 / LIVE_MAX_POINTS;
    const result = await this.db.execute(sql`
      select r.* from generate_series(0, ${LIVE_MAX_POINTS - 1}) as slot(i)
      cross join lateral (
        select ${sql.raw(['ts', ...SENSOR_METRICS].join(', '))} from ${readings}
        where device_id = ${deviceId} and ts > ${iso(since)} + make_interval(secs => slot.i * ${slotSeconds})
        order by ts limit 1) as r`);
    const series: Reading[] = [];
    for (const row of result.rows as unknown as ReadingRow[]) {
      const reading = toApiReading(row);
      // Sparse hours give the same reading to several slots.
      if (series.at(-1)?.timestamp !== reading.timestamp) series.push(reading);
    }
    if (series.at(-1)?.timestamp !== latest.timestamp) series.push(latest);
    // The change from the first to the last valid reading (the web works it out the same way for a pushed reading).
    return { latest, series, change: seriesChange(series) };
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
