import { SENSOR_METRICS, validReadingSql } from '@agrim/contracts';
import { type SQL, sql } from 'drizzle-orm';

const metricList = sql.raw(SENSOR_METRICS.join(', '));
const hourOf = (column: string) => sql.raw(`date_bin('1 hour', ${column}, timestamptz '1970-01-01 00:00:00+00')`);

export interface DeviceColumns {
  deviceId: string[];
  /** Epoch milliseconds. */
  tsMs: number[];
  values: Record<(typeof SENSOR_METRICS)[number], number[]>;
}

/**
 * How the columns travel: `binary` (node-postgres sends a Buffer parameter in PostgreSQL's binary
 * format) spares the server turning 45,000 numbers and times into text and PostgreSQL parsing them
 * back, most of a batch's cost once validation was quick (issue 43); `text` for PGlite, whose
 * parameters are text.
 */
export type ParamFormat = 'binary' | 'text';

/**
 * A column as one array literal (`{a,b,…}`), sent as a single text parameter: node-postgres turns a
 * JS array into the same text one element at a time, slower still (issue 43). Numbers, ISO times
 * and UUIDs need no quoting; anything else is quoted as node-postgres would.
 */
export function arrayLiteral(values: ReadonlyArray<string | number>): string {
  let plain = true;
  for (const v of values)
    // An unquoted NULL would be a null.
    if (typeof v !== 'number' && (!/^[\w:.+-]+$/.test(v) || /^null$/i.test(v))) {
      plain = false;
      break;
    }
  if (plain) return `{${values.join(',')}}`;
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

const FLOAT8 = 701;
const TIMESTAMPTZ = 1184;
const UUID = 2950;
/** 2000-01-01T00:00:00Z, PostgreSQL's epoch, in Unix milliseconds. */
const PG_EPOCH_MS = 946_684_800_000;

/**
 * A one-dimensional array of `n` elements without nulls in PostgreSQL's binary format (array_recv),
 * each element `size` bytes: the header and each element's length written; the caller writes the
 * elements (at 24 + i * (4 + size)) through the answered view. Element by element through a DataView,
 * not a callback per element and Buffer's own writers (issue 43: a batch writes 18,000 of them).
 */
function binaryArray(elementType: number, n: number, size: number): { buf: Buffer; view: DataView } {
  const buf = Buffer.allocUnsafe(20 + n * (4 + size));
  const view = new DataView(buf.buffer, buf.byteOffset, buf.length);
  view.setInt32(0, 1); // dimensions
  view.setInt32(4, 0); // no nulls
  view.setUint32(8, elementType);
  view.setInt32(12, n);
  view.setInt32(16, 1); // lower bound
  for (let i = 0, at = 20; i < n; i++, at += 4 + size) view.setInt32(at, size);
  return { buf, view };
}

export function binaryFloat8(values: readonly number[]): Buffer {
  const { buf, view } = binaryArray(FLOAT8, values.length, 8);
  for (let i = 0, at = 24; i < values.length; i++, at += 12) view.setFloat64(at, values[i]!);
  return buf;
}

/** Microseconds since 2000 as an int64, in two halves: exact for any time a Date holds (|µs| < 2⁵³). */
export function binaryTimestamptz(ms: readonly number[]): Buffer {
  const { buf, view } = binaryArray(TIMESTAMPTZ, ms.length, 8);
  for (let i = 0, at = 24; i < ms.length; i++, at += 12) {
    const us = (ms[i]! - PG_EPOCH_MS) * 1000;
    const high = Math.floor(us / 4_294_967_296);
    view.setInt32(at, high);
    view.setUint32(at + 4, us - high * 4_294_967_296);
  }
  return buf;
}

export function binaryUuid(ids: readonly string[]): Buffer {
  const { buf, view } = binaryArray(UUID, ids.length, 16);
  // A batch holds few devices: each id is turned into its 16 bytes (four 32-bit words) once.
  const words = new Map<string, Uint32Array>();
  for (let i = 0, at = 24; i < ids.length; i++, at += 20) {
    const id = ids[i]!;
    let w = words.get(id);
    if (!w) {
      const hex = id.replace(/-/g, '');
      if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error(`not a UUID: ${id}`);
      w = Uint32Array.from([0, 8, 16, 24], (from) => parseInt(hex.slice(from, from + 8), 16));
      words.set(id, w);
    }
    view.setUint32(at, w[0]!);
    view.setUint32(at + 4, w[1]!);
    view.setUint32(at + 8, w[2]!);
    view.setUint32(at + 12, w[3]!);
  }
  return buf;
}

/**
 * One statement stores a batch of many devices' readings (arrays unnested server-side, duplicates
 * skipped) and folds the rows it actually inserted into their hourly rollup rows; it answers how
 * many it inserted per device. (PostgreSQL runs a data-modifying WITH part to completion even
 * though nothing reads its output.) HTTP ingest and the MQTT bridge's batches both use it. Rows go in (device, time) order
 * so two concurrent batches lock index entries and rollup rows in the same order and cannot deadlock.
 */
export function insertManySql(cols: DeviceColumns, format: ParamFormat): SQL<{ device_id: string; accepted: number }> {
  const binary = format === 'binary';
  const arrays = SENSOR_METRICS.map((m) => sql`${binary ? binaryFloat8(cols.values[m]) : arrayLiteral(cols.values[m])}::float8[]`);
  const deviceIds = binary ? binaryUuid(cols.deviceId) : arrayLiteral(cols.deviceId);
  const times = binary ? binaryTimestamptz(cols.tsMs) : arrayLiteral(cols.tsMs.map((ms) => new Date(ms).toISOString()));
  const rollupCols = sql.raw(SENSOR_METRICS.map((m) => `min_${m}, max_${m}`).join(', '));
  // Minimum and maximum of the valid readings only (a faulty all-zero reading would pull every minimum
  // to 0: a spike in every downsampled chart); an hour of faulty readings only holds ±Infinity, the
  // identities of least() and greatest() (migration 0013). Whether a reading is valid is worked out
  // once, as it is inserted, rather than in each of the 14 aggregates' filters.
  const valid = sql.raw(validReadingSql());
  const rollupAggs = sql.raw(
    SENSOR_METRICS.map(
      (m) => `coalesce(min(${m}) filter (where valid), 'Infinity'), coalesce(max(${m}) filter (where valid), '-Infinity')`,
    ).join(', '),
  );
  const rollupMerge = sql.raw(
    SENSOR_METRICS.map((m) => `min_${m} = least(h.min_${m}, excluded.min_${m}), max_${m} = greatest(h.max_${m}, excluded.max_${m})`).join(
      ', ',
    ),
  );
  return sql`
    with incoming as (
      select * from unnest(${deviceIds}::uuid[], ${times}::timestamptz[], ${sql.join(arrays, sql`, `)})
        as t(device_id, ts, ${metricList})
    ), inserted as (
      insert into readings (device_id, ts, ${metricList})
      select device_id, ts, ${metricList} from incoming order by device_id, ts
      on conflict do nothing
      returning device_id, ts, ${metricList}, ${valid} as valid
    ), rollup as (
      insert into readings_hourly as h (device_id, hour, n, first_ts, last_ts, ${rollupCols})
      select device_id, ${hourOf('ts')}, count(*), min(ts), max(ts), ${rollupAggs}
      from inserted group by 1, 2 order by 1, 2
      on conflict (device_id, hour) do update set
        n = h.n + excluded.n, first_ts = least(h.first_ts, excluded.first_ts), last_ts = greatest(h.last_ts, excluded.last_ts), ${rollupMerge}
    )
    select device_id::text as device_id, count(*)::int as accepted from inserted group by 1`;
}
