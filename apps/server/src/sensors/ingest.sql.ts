import { SENSOR_METRICS, validReadingSql } from '@agrim/contracts';
import { type SQL, sql } from 'drizzle-orm';

const metricList = sql.raw(SENSOR_METRICS.join(', '));
const hourOf = (column: string) => sql.raw(`date_bin('1 hour', ${column}, timestamptz '1970-01-01 00:00:00+00')`);

export interface Columns {
  ts: string[];
  values: Record<(typeof SENSOR_METRICS)[number], number[]>;
}

export interface DeviceColumns extends Columns {
  deviceId: string[];
}

/**
 * One statement stores a batch of many devices' readings (arrays unnested server-side, duplicates
 * skipped) and folds the rows it actually inserted into their hourly rollup rows; it answers how
 * many it inserted per device. (PostgreSQL runs a data-modifying WITH part to completion even
 * though nothing reads its output.) HTTP ingest and the MQTT bridge's batches both use it. Rows go in (device, time) order
 * so two concurrent batches lock index entries and rollup rows in the same order and cannot deadlock.
 */
export function insertManySql(cols: DeviceColumns): SQL<{ device_id: string; accepted: number }> {
  const arrays = SENSOR_METRICS.map((m) => sql`${sql.param(cols.values[m])}::float8[]`);
  const rollupCols = sql.raw(SENSOR_METRICS.map((m) => `min_${m}, max_${m}`).join(', '));
  // Minimum and maximum of the valid readings only (a faulty all-zero reading would pull every minimum
  // to 0: a spike in every downsampled chart); an hour of faulty readings only holds ±Infinity, the
  // identities of least() and greatest() (migration 0013).
  const valid = validReadingSql();
  const rollupAggs = sql.raw(
    SENSOR_METRICS.map(
      (m) => `coalesce(min(${m}) filter (where ${valid}), 'Infinity'), coalesce(max(${m}) filter (where ${valid}), '-Infinity')`,
    ).join(', '),
  );
  const rollupMerge = sql.raw(
    SENSOR_METRICS.map((m) => `min_${m} = least(h.min_${m}, excluded.min_${m}), max_${m} = greatest(h.max_${m}, excluded.max_${m})`).join(
      ', ',
    ),
  );
  return sql`
    with incoming as (
      select * from unnest(${sql.param(cols.deviceId)}::uuid[], ${sql.param(cols.ts)}::timestamptz[], ${sql.join(arrays, sql`, `)})
        as t(device_id, ts, ${metricList})
    ), inserted as (
      insert into readings (device_id, ts, ${metricList})
      select device_id, ts, ${metricList} from incoming order by device_id, ts
      on conflict do nothing
      returning device_id, ts, ${metricList}
    ), rollup as (
      insert into readings_hourly as h (device_id, hour, n, first_ts, last_ts, ${rollupCols})
      select device_id, ${hourOf('ts')}, count(*), min(ts), max(ts), ${rollupAggs}
      from inserted group by 1, 2 order by 1, 2
      on conflict (device_id, hour) do update set
        n = h.n + excluded.n, first_ts = least(h.first_ts, excluded.first_ts), last_ts = greatest(h.last_ts, excluded.last_ts), ${rollupMerge}
    )
    select device_id::text as device_id, count(*)::int as accepted from inserted group by 1`;
}
