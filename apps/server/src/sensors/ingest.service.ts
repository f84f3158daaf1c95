import { MAX_CLOCK_SKEW_MS, MAX_READING_AGE_DAYS, readingInputSchema, SENSOR_METRICS } from '@agrim/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readingRejections, type readings } from '../db/schema/index.js';
import type { ReadingBus } from './bus.js';
import { announceRejections } from './deviceFacts.js';
import { type Columns, type DeviceColumns, insertManySql } from './ingest.sql.js';
import { toApiReading } from './readingRow.js';

export interface IngestResult {
  accepted: number;
  duplicates: number;
  rejected: Array<{ index: number; reason: string }>;
}

type NewReading = typeof readings.$inferInsert;

/**
 * Hears which devices have newly stored readings (the alert evaluation, issue 38). Called after
 * storing and never awaited: it must only take note, the work happens elsewhere.
 */
export type AfterStore = (deviceIds: string[]) => void;

/** Validates, stores once per (device, time), counts what it refuses, and announces what it stored. */
export class IngestService {
  private afterStore: AfterStore | null = null;
  /** Devices whose alert cursor exists (a cursor lives as long as its device): their deliveries skip making it. */
  private readonly withCursor = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly bus: ReadingBus,
    private readonly log?: { error: (obj: object, msg: string) => void },
  ) {}

  /** Who hears of devices with newly stored readings: told once the readings are stored, before the answer. */
  onStored(listener: AfterStore): void {
    this.afterStore = listener;
  }

  /** One device's readings (the HTTP ingest): the many-device path with one message. */
  async ingest(deviceId: string, items: readonly unknown[], now = new Date()): Promise<IngestResult> {
    return (await this.ingestMany([{ deviceId, items }], now))[0]!;
  }

  /**
   * Stores the readings of many devices' messages in one statement (the MQTT bridge's batches):
   * each reading is validated and refusals counted exactly as `ingest` does, and each device with
   * new readings is announced once. Answers per message, in order.
   */
  async ingestMany(messages: ReadonlyArray<{ deviceId: string; items: readonly unknown[] }>, now = new Date()): Promise<IngestResult[]> {
    const checked = messages.map((m) => validate(m.deviceId, m.items, now));
    const rows = checked.flatMap((c) => c.valid);
    const acceptedBy = new Map<string, number>();
    if (rows.length > 0) {
      const cols: DeviceColumns = {
        deviceId: rows.map((r) => r.deviceId),
        ts: rows.map((r) => r.ts.toISOString()),
        values: Object.fromEntries(SENSOR_METRICS.map((m) => [m, rows.map((r) => r[m])])) as Columns['values'],
      };
      const result = await this.db.execute(insertManySql(cols));
      for (const row of result.rows as Array<{ device_id: string; accepted: number }>) acceptedBy.set(row.device_id, Number(row.accepted));
    }
    const newestBy = new Map<string, NewReading>();
    for (const r of rows) {
      const seen = newestBy.get(r.deviceId);
      if (!seen || r.ts > seen.ts) newestBy.set(r.deviceId, r);
    }
    const stored: string[] = [];
    if (newestBy.size > 0) {
      const newest = [...newestBy.values()];
      // Under the device row's lock, a device's first stored readings since issue 38 also make its
      // alert evaluation cursor, at the newest reading before them (evaluated on ingest back then;
      // null for a new device: all of its readings are new). Made here rather than by the evaluation,
      // so two processes storing a new device's first readings cannot each start it in a different place.
      // Once a device's cursor is known to exist, the insert is skipped: it would only find it, and it
      // waits while an evaluation that has just moved that cursor commits.
      const ids = sql.param(newest.map((r) => r.deviceId));
      const newestTs = sql.param(newest.map((r) => r.ts.toISOString()));
      if (newest.every((r) => this.withCursor.has(r.deviceId))) {
        await this.db.execute(sql`
          update devices d set last_seen_at = greatest(d.last_seen_at, n.ts)
          from unnest(${ids}::uuid[], ${newestTs}::timestamptz[]) as n(id, ts)
          where d.id = n.id`);
      } else {
        await this.db.execute(sql`
          with before as (
            select id, last_seen_at from devices where id = any(${ids}::uuid[]) for update
          ), cursors as (
            -- The update below reads \`before\` too: without that, this inserted nothing (seen on PGlite).
            insert into alert_cursors (device_id, evaluated_to) select id, last_seen_at from before on conflict do nothing
          )
          update devices d set last_seen_at = greatest(d.last_seen_at, n.ts)
          from unnest(${ids}::uuid[], ${newestTs}::timestamptz[]) as n(id, ts), before b
          where d.id = n.id and b.id = d.id`);
        for (const r of newest) this.withCursor.add(r.deviceId);
      }
      for (const [deviceId, n] of acceptedBy) if (n > 0) stored.push(deviceId);
    }
    if (this.afterStore && stored.length > 0) {
      try {
        this.afterStore(stored);
      } catch (err) {
        // The readings are stored: a listener's fault is logged, never a refused delivery.
        this.log?.error({ err }, 'a listener of stored readings failed');
      }
    }
    const refusals = new Map<string, { deviceId: string; reason: string; count: number; detail: string }>();
    messages.forEach((m, i) => {
      for (const [reason, { count, detail }] of checked[i]!.reasons) {
        const key = `${m.deviceId} ${reason}`;
        const entry = refusals.get(key) ?? { deviceId: m.deviceId, reason, count: 0, detail };
        entry.count += count;
        entry.detail = detail;
        refusals.set(key, entry);
      }
    });
    if (refusals.size > 0) {
      const list = [...refusals.values()];
      await this.db
        .insert(readingRejections)
        .values(list.map((r) => ({ deviceId: r.deviceId, reason: r.reason, count: r.count, lastDetail: r.detail, lastAt: now })))
        .onConflictDoUpdate({
          target: [readingRejections.deviceId, readingRejections.reason],
          set: {
            count: sql`${readingRejections.count} + excluded.count`,
            lastAt: sql`excluded.last_at`,
            lastDetail: sql`excluded.last_detail`,
          },
        });
      await announceRejections(this.bus, [...new Set(list.map((r) => r.deviceId))]);
    }
    for (const [deviceId, newest] of newestBy) {
      const count = acceptedBy.get(deviceId) ?? 0;
      if (count > 0) this.bus.publish({ deviceId, latest: toApiReading(newest as Required<NewReading>), count });
    }
    // A device's inserted count is shared out over its messages in order: only totals are exact.
    return checked.map((c) => {
      const deviceId = c.valid[0]?.deviceId;
      const left = deviceId ? (acceptedBy.get(deviceId) ?? 0) : 0;
      const accepted = Math.min(left, c.valid.length);
      if (deviceId) acceptedBy.set(deviceId, left - accepted);
      return { accepted, duplicates: c.valid.length - accepted, rejected: c.rejected };
    });
  }
}

interface Checked {
  valid: NewReading[];
  rejected: IngestResult['rejected'];
  reasons: Map<string, { count: number; detail: string }>;
}

function validate(deviceId: string, items: readonly unknown[], now: Date): Checked {
  const valid: NewReading[] = [];
  const rejected: IngestResult['rejected'] = [];
  const reasons = new Map<string, { count: number; detail: string }>();
  const reject = (index: number, code: string, reason: string) => {
    rejected.push({ index, reason });
    const entry = reasons.get(code) ?? { count: 0, detail: reason };
    entry.count += 1;
    reasons.set(code, entry);
  };

  items.forEach((item, index) => {
    const parsed = readingInputSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join('.') || 'reading';
      const code = issue.code === 'custom' ? `out_of_range:${field}` : `malformed:${field}`;
      return reject(index, code, `${field}: ${issue.message}`);
    }
    const r = parsed.data;
    const ts = new Date(r.timestamp);
    if (Number.isNaN(ts.getTime())) return reject(index, 'malformed:timestamp', 'timestamp: not a valid time');
    if (ts.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS)
      return reject(index, 'timestamp_in_future', 'timestamp: more than 5 minutes in the future; check the device clock');
    if (ts.getTime() < now.getTime() - MAX_READING_AGE_DAYS * 86_400_000) {
      return reject(index, 'timestamp_too_old', `timestamp: older than ${MAX_READING_AGE_DAYS} days`);
    }
    valid.push({
      deviceId,
      ts,
      nitrogen: r.nitrogen,
      phosphorus: r.phosphorus,
      potassium: r.potassium,
      temperature: r.temperature,
      moisture: r.moisture,
      conductivity: r.conductivity,
      ph: r.ph,
    });
  });
  return { valid, rejected, reasons };
}
