import {
  findScreen,
  kolkataDay,
  kolkataDayStart,
  PAGE_VIEW_REPORT_DEFAULT_DAYS,
  PAGE_VIEW_REPORT_MAX_DAYS,
  type PageViewReport,
  type PredictionReportQuery,
  SENSOR_METRICS,
  type SensorMetric,
  type SoilTestReportQuery,
} from '@agrim/contracts';
import { accountNameSql } from '../auth/accountName.js';
import { and, asc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { devices, expertFeedback, farms, fertilizerPredictions, pageViews, readings, soilTests, users } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import type { Range } from '../sensors/query.service.js';
import { kolkataDayNumberSql } from '../lib/time.js';
import { VALID } from '../soilAnalysis/readings.sql.js';

const DAY_MS = 86_400_000;
/** Rows per database round trip of a CSV export. */
export const EXPORT_PAGE_SIZE = 1000;

const dayEnd = (day: string) => new Date(kolkataDayStart(day).getTime() + DAY_MS);
const dayOfNumber = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export interface MetricStats {
  min: number | null;
  mean: number | null;
  max: number | null;
}

export interface SensorDay {
  day: string;
  count: number;
  faulty: number;
  /** Means of the valid (not all-zero) readings of the day. */
  mean: Record<SensorMetric, number | null>;
}

export interface SensorSummary {
  count: number;
  faulty: number;
  first: Date | null;
  last: Date | null;
  /** Over the valid readings of the range. */
  stats: Record<SensorMetric, MetricStats>;
  days: SensorDay[];
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export class ReportService {
  constructor(private readonly db: Db) {}

  /**
   * A device's readings over a range, summarised in SQL: one row per Asia/Kolkata day (count, faulty
   * count, per metric sum/min/max of the valid readings). The readings themselves never leave the database.
   */
  async sensorSummary(deviceId: string, range: Range): Promise<SensorSummary> {
    const metricAggs = sql.raw(
      SENSOR_METRICS.map(
        (m) =>
          `sum(${m}) filter (where valid) as sum_${m}, min(${m}) filter (where valid) as min_${m}, max(${m}) filter (where valid) as max_${m}`,
      ).join(', '),
    );
    const result = await this.db.execute(sql`
      select day, count(*)::int as n, (count(*) filter (where not valid))::int as faulty,
        min(ts) as first_ts, max(ts) as last_ts, ${metricAggs}
      from (select *, ${kolkataDayNumberSql(sql`ts`)} as day, ${VALID} as valid from ${readings}
            where device_id = ${deviceId} and ts >= ${range.start.toISOString()}::timestamptz and ts < ${range.end.toISOString()}::timestamptz) as r
      group by day order by day`);
    const rows = result.rows as Array<Record<string, unknown>>;
    const stats = Object.fromEntries(SENSOR_METRICS.map((m) => [m, { min: null, mean: null, max: null }])) as Record<
      SensorMetric,
      MetricStats
    >;
    const sums = Object.fromEntries(SENSOR_METRICS.map((m) => [m, 0])) as Record<SensorMetric, number>;
    let count = 0;
    let faulty = 0;
    let first: Date | null = null;
    let last: Date | null = null;
    const days: SensorDay[] = rows.map((row) => {
      const n = Number(row.n);
      const bad = Number(row.faulty);
      count += n;
      faulty += bad;
      const f = new Date(row.first_ts as string | Date);
      const l = new Date(row.last_ts as string | Date);
      if (!first || f < first) first = f;
      if (!last || l > last) last = l;
      const valid = n - bad;
      const mean = {} as Record<SensorMetric, number | null>;
      for (const m of SENSOR_METRICS) {
        const sum = num(row[`sum_${m}`]);
        mean[m] = valid > 0 && sum !== null ? sum / valid : null;
        if (sum !== null) sums[m] += sum;
        const lo = num(row[`min_${m}`]);
        const hi = num(row[`max_${m}`]);
        if (lo !== null && (stats[m].min === null || lo < stats[m].min)) stats[m].min = lo;
        if (hi !== null && (stats[m].max === null || hi > stats[m].max)) stats[m].max = hi;
      }
      return { day: dayOfNumber(Number(row.day)), count: n, faulty: bad, mean };
    });
    const valid = count - faulty;
    for (const m of SENSOR_METRICS) stats[m].mean = valid > 0 ? sums[m] / valid : null;
    return { count, faulty, first, last, stats, days };
  }

  /** Every soil test matching the filter, oldest id first, in pages (keyset on the id). */
  async *soilTestPages(q: SoilTestReportQuery, pageSize = EXPORT_PAGE_SIZE) {
    const where: SQL[] = [];
    if (q.status) where.push(eq(soilTests.status, q.status));
    if (q.from_date) where.push(gte(soilTests.startedAt, kolkataDayStart(q.from_date)));
    if (q.to_date) where.push(lt(soilTests.startedAt, dayEnd(q.to_date)));
    let after = 0;
    for (;;) {
      const page = await this.db
        .select({
          test: soilTests,
          email: accountNameSql(),
          name: users.displayName,
          deviceName: devices.name,
          farmName: farms.name,
        })
        .from(soilTests)
        .innerJoin(users, eq(users.id, soilTests.userId))
        .innerJoin(devices, eq(devices.id, soilTests.deviceId))
        .innerJoin(farms, eq(farms.id, devices.farmId))
        .where(and(gt(soilTests.id, after), ...where))
        .orderBy(asc(soilTests.id))
        .limit(pageSize);
      if (page.length === 0) return;
      yield page;
      after = page[page.length - 1]!.test.id;
      if (page.length < pageSize) return;
    }
  }

  /** Every fertilizer prediction, oldest first, with who asked and how many Expert feedbacks it has (keyset on time and id). */
  async *predictionPages(q: PredictionReportQuery, pageSize = EXPORT_PAGE_SIZE) {
    const p = fertilizerPredictions;
    const where: SQL[] = [];
    if (q.from_date) where.push(gte(p.predictedAt, kolkataDayStart(q.from_date)));
    if (q.to_date) where.push(lt(p.predictedAt, dayEnd(q.to_date)));
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after
        ? or(gt(p.predictedAt, after.at), and(eq(p.predictedAt, after.at), gt(p.id, after.id)))
        : undefined;
      const page = await this.db
        .select({
          prediction: p,
          email: accountNameSql(),
          name: users.displayName,
          role: users.role,
          feedback: sql<number>`(select count(*) from ${expertFeedback} where ${expertFeedback.predictionId} = ${p.id})`.mapWith(Number),
        })
        .from(p)
        .innerJoin(users, eq(users.id, p.userId))
        .where(and(keyset, ...where))
        .orderBy(asc(p.predictedAt), asc(p.id))
        .limit(pageSize);
      if (page.length === 0) return;
      yield page;
      const last: { predictedAt: Date; id: string } = page[page.length - 1]!.prediction;
      after = { at: last.predictedAt, id: last.id };
      if (page.length < pageSize) return;
    }
  }

  /** Every Expert feedback (all statuses), oldest first, with the prediction it is about (keyset on time and id). */
  async *feedbackPages(pageSize = EXPORT_PAGE_SIZE) {
    const f = expertFeedback;
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const keyset: SQL | undefined = after ? or(gt(f.createdAt, after.at), and(eq(f.createdAt, after.at), gt(f.id, after.id))) : undefined;
      const page = await this.db
        .select({
          feedback: f,
          email: accountNameSql(),
          name: users.displayName,
          deciderEmail: sql<string | null>`(select d.email from ${users} as d where d.id = ${f.decidedBy})`,
          fertilizer: fertilizerPredictions.fertilizer,
          npk: fertilizerPredictions.predictedNpk,
          cropType: fertilizerPredictions.cropType,
          soilType: fertilizerPredictions.soilType,
        })
        .from(f)
        .innerJoin(users, eq(users.id, f.userId))
        .innerJoin(fertilizerPredictions, eq(fertilizerPredictions.id, f.predictionId))
        .where(keyset)
        .orderBy(asc(f.createdAt), asc(f.id))
        .limit(pageSize);
      if (page.length === 0) return;
      yield page;
      const last: { createdAt: Date; id: string } = page[page.length - 1]!.feedback;
      after = { at: last.createdAt, id: last.id };
      if (page.length < pageSize) return;
    }
  }

  /** Views per Asia/Kolkata day and path (grouped in SQL), and each path's total. */
  async pageViews(fromDay: string | undefined, toDay: string | undefined, now = new Date()): Promise<Omit<PageViewReport, 'status'>> {
    const to = toDay ?? kolkataDay(now);
    const from = fromDay ?? kolkataDay(new Date(kolkataDayStart(to).getTime() - (PAGE_VIEW_REPORT_DEFAULT_DAYS - 1) * DAY_MS));
    const start = kolkataDayStart(from);
    const end = dayEnd(to);
    const span = Math.round((end.getTime() - start.getTime()) / DAY_MS);
    if (span < 1) throw new AppError('VALIDATION_FAILED', '`to` must not be before `from`.');
    if (span > PAGE_VIEW_REPORT_MAX_DAYS) throw new AppError('VALIDATION_FAILED', `Ask for at most ${PAGE_VIEW_REPORT_MAX_DAYS} days.`);
    const result = await this.db.execute(sql`
      select ${kolkataDayNumberSql(sql`at`)} as day, path, count(*)::int as views
      from ${pageViews} where at >= ${start.toISOString()}::timestamptz and at < ${end.toISOString()}::timestamptz
      group by 1, 2 order by 1, 2`);
    const counts = (result.rows as Array<{ day: number | string; path: string; views: number | string }>).map((r) => ({
      day: dayOfNumber(Number(r.day)),
      path: r.path,
      views: Number(r.views),
    }));
    const totals = new Map<string, number>();
    for (const c of counts) totals.set(c.path, (totals.get(c.path) ?? 0) + c.views);
    const screens = [...totals]
      .map(([path, total]) => ({ path, labelKey: findScreen(path)?.labelKey ?? null, total }))
      .sort((a, b) => b.total - a.total || a.path.localeCompare(b.path));
    const days = Array.from({ length: span }, (_v, i) => kolkataDay(new Date(start.getTime() + i * DAY_MS)));
    return { from, to, days, screens, counts, total: counts.reduce((s, c) => s + c.views, 0) };
  }
}
