import {
  MAX_CLOCK_SKEW_MS,
  MAX_READING_AGE_DAYS,
  quickReading,
  readingInputSchema,
  type ReadingInput,
  SENSOR_METRICS,
  type SensorMetric,
} from '@agrim/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { readingRejections } from '../db/schema/index.js';
import type { ReadingBus } from './bus.js';
import { announceRejections } from './deviceFacts.js';
import { type DeviceColumns, insertManySql, type ParamFormat } from './ingest.sql.js';
import { toApiReading } from './readingRow.js';

export interface IngestResult {
  accepted: number;
  duplicates: number;
  rejected: Array<{ index: number; reason: string }>;
}

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
    private readonly params: ParamFormat = 'text',
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
    // The valid readings go straight into the statement's columns: no object a reading (a batch's
    // garbage was a good part of its cost, issue 43).
    const cols: DeviceColumns = {
      deviceId: [],
      tsMs: [],
      values: Object.fromEntries(SENSOR_METRICS.map((m) => [m, []])) as unknown as DeviceColumns['values'],
    };
    const checked = messages.map((m) => validate(m.deviceId, m.items, now, cols));
    const tsMs = cols.tsMs;
    const acceptedBy = new Map<string, number>();
    if (tsMs.length > 0) {
      const result = await this.db.execute(insertManySql(cols, this.params));
      for (const row of result.rows as Array<{ device_id: string; accepted: number }>) acceptedBy.set(row.device_id, Number(row.accepted));
    }
    /** Each device's newest valid reading: its index in `cols`. */
    const newestBy = new Map<string, number>();
    for (let i = 0; i < tsMs.length; i++) {
      const seen = newestBy.get(cols.deviceId[i]!);
      if (seen === undefined || tsMs[i]! > tsMs[seen]!) newestBy.set(cols.deviceId[i]!, i);
    }
    const stored: string[] = [];
    if (newestBy.size > 0) {
      const newest = [...newestBy].map(([deviceId, i]) => ({ deviceId, ts: new Date(tsMs[i]!).toISOString() }));
      // Under the device row's lock, a device's first stored readings since issue 38 also make its
      // alert evaluation cursor, at the newest reading before them (evaluated on ingest back then;
      // null for a new device: all of its readings are new). Made here rather than by the evaluation,
      // so two processes storing a new device's first readings cannot each start it in a different place.
      // Once a device's cursor is known to exist, the insert is skipped: it would only find it, and it
      // waits while an evaluation that has just moved that cursor commits.
      const ids = sql.param(newest.map((r) => r.deviceId));
      const newestTs = sql.param(newest.map((r) => r.ts));
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
      if (checked[i]!.reasons.size === 0) return;
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
    for (const [deviceId, i] of newestBy) {
      const count = acceptedBy.get(deviceId) ?? 0;
      if (count > 0) {
        const row = Object.fromEntries(SENSOR_METRICS.map((m) => [m, cols.values[m][i]!])) as Record<SensorMetric, number>;
        this.bus.publish({ deviceId, latest: toApiReading({ ts: new Date(tsMs[i]!), ...row }), count });
      }
    }
    // A device's inserted count is shared out over its messages in order: only totals are exact.
    return checked.map((c, k) => {
      const deviceId = messages[k]!.deviceId;
      const left = c.valid > 0 ? (acceptedBy.get(deviceId) ?? 0) : 0;
      const accepted = Math.min(left, c.valid);
      if (c.valid > 0) acceptedBy.set(deviceId, left - accepted);
      return { accepted, duplicates: c.valid - accepted, rejected: c.rejected === NONE_REJECTED ? [] : c.rejected };
    });
  }
}

interface Checked {
  /** How many of the message's readings were valid (appended to the columns). */
  valid: number;
  rejected: IngestResult['rejected'];
  reasons: Map<string, { count: number; detail: string }>;
}

/** What an all-valid message shares (never written to): a single-reading MQTT message allocates no list or map of its own. */
const NONE_REJECTED: IngestResult['rejected'] = [];
const NO_REASONS: Checked['reasons'] = new Map();

function reject(checked: Checked, index: number, code: string, reason: string): void {
  if (checked.rejected === NONE_REJECTED) {
    checked.rejected = [];
    checked.reasons = new Map();
  }
  checked.rejected.push({ index, reason });
  const entry = checked.reasons.get(code) ?? { count: 0, detail: reason };
  entry.count += 1;
  checked.reasons.set(code, entry);
}

/** The metrics `validate` pushes by name: a metric added to SENSOR_METRICS and not pushed there fails to compile here. */
const _PUSHED_BY_NAME: [
  Exclude<SensorMetric, 'nitrogen' | 'phosphorus' | 'potassium' | 'temperature' | 'moisture' | 'conductivity' | 'ph'>,
] extends [never]
  ? true
  : never = true;

/** Appends a message's valid readings to `cols`; counts and explains the others. */
function validate(deviceId: string, items: readonly unknown[], now: Date, cols: DeviceColumns): Checked {
  const checked: Checked = { valid: 0, rejected: NONE_REJECTED, reasons: NO_REASONS };
  const latest = now.getTime() + MAX_CLOCK_SKEW_MS;
  const earliest = now.getTime() - MAX_READING_AGE_DAYS * 86_400_000;

  for (let index = 0; index < items.length; index++) {
    const item = items[index];
    let r: ReadingInput | null = quickReading(item);
    if (!r) {
      // Only the schema words a refusal: the quick check never refuses.
      const parsed = readingInputSchema.safeParse(item);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const field = issue.path.join('.') || 'reading';
        const code = issue.code === 'custom' ? `out_of_range:${field}` : `malformed:${field}`;
        reject(checked, index, code, `${field}: ${issue.message}`);
        continue;
      }
      r = parsed.data;
    }
    // As `new Date(timestamp)` reads it; NaN for a time a Date cannot hold.
    const ms = new Date(r.timestamp).getTime();
    if (Number.isNaN(ms)) {
      reject(checked, index, 'malformed:timestamp', 'timestamp: not a valid time');
      continue;
    }
    if (ms > latest) {
      reject(checked, index, 'timestamp_in_future', 'timestamp: more than 5 minutes in the future; check the device clock');
      continue;
    }
    if (ms < earliest) {
      reject(checked, index, 'timestamp_too_old', `timestamp: older than ${MAX_READING_AGE_DAYS} days`);
      continue;
    }
    checked.valid++;
    cols.deviceId.push(deviceId);
    cols.tsMs.push(ms);
    // By name, not in a loop over SENSOR_METRICS (reads by a computed name cost several times as much; see _PUSHED_BY_NAME).
    const v = cols.values;
    v.nitrogen.push(r.nitrogen);
    v.phosphorus.push(r.phosphorus);
    v.potassium.push(r.potassium);
    v.temperature.push(r.temperature);
    v.moisture.push(r.moisture);
    v.conductivity.push(r.conductivity);
    v.ph.push(r.ph);
  }
  return checked;
}
