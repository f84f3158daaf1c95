import { z } from 'zod';
import { alarmSchema } from './alerts.js';
import { isFaultyReading } from './faultyReading.js';
import { type LatestResponse, type Reading, readingSchema, SENSOR_METRICS, type SensorMetric } from './sensors.js';

/**
 * The events of the live streams (issue 42 item 3): each stream entry of the catalogue names its
 * events with these schemas (`events`), the server's sender and the web's `useEndpointStream` are
 * typed from them. The protocol events `ready` and `session-ended` belong to every stream and are
 * not listed. No `.meta` ids: the events are not part of the OpenAPI document.
 */

/** `soil-test`: a soil test on the device changed state (the bus's event, sent whole). */
export const soilTestEventSchema = z.object({
  deviceId: z.string(),
  userId: z.string(),
  testId: z.number().int(),
  status: z.string(),
  deviceError: z.string().nullable(),
});
export type SoilTestEvent = z.infer<typeof soilTestEventSchema>;

/** `valve`: a valve of the device was switched, acknowledged, or its acknowledgement time ran out (issue 39). */
export const valveEventSchema = z.object({
  deviceId: z.string(),
  commandId: z.string(),
  valve: z.string(),
  state: z.enum(['on', 'off']),
  endsAt: z.string(),
  /** A new command (the simulator answers these), a device's acknowledgement, or the ack time running out. */
  kind: z.enum(['command', 'ack', 'settled']).optional(),
  outcome: z.string().optional(),
  durationSeconds: z.number().optional(),
});
export type ValveEvent = z.infer<typeof valveEventSchema>;

/** sensors.stream: `reading` (the newest reading just stored), `soil-test`, `valve`. */
export const readingStreamEvents = { reading: readingSchema, 'soil-test': soilTestEventSchema, valve: valveEventSchema } as const;
/** alerts.stream: `alarm`, an alarm raised, acknowledged or cleared. */
export const alarmStreamEvents = { alarm: alarmSchema } as const;

/** sensors.latest's series: the last hour before the newest reading, at most one point per 30 s slot. */
export const LIVE_WINDOW_MS = 60 * 60_000;
export const LIVE_MAX_POINTS = 120;
const SLOT_MS = LIVE_WINDOW_MS / LIVE_MAX_POINTS;

/** Each value's percent change from the first to the last valid reading of a series (a faulty all-zero one is no -100 %). */
export function seriesChange(series: readonly Reading[]): Record<SensorMetric, number | null> {
  const change = Object.fromEntries(SENSOR_METRICS.map((m) => [m, null])) as Record<SensorMetric, number | null>;
  const valid = series.filter((r) => !isFaultyReading(r));
  const first = valid[0];
  const last = valid.at(-1);
  if (first && last)
    for (const m of SENSOR_METRICS) change[m] = first[m] === 0 ? null : Math.round(((last[m] - first[m]) / Math.abs(first[m])) * 1000) / 10;
  return change;
}

/**
 * sensors.latest's answer with a reading the stream pushed: the reading becomes the newest, joins the
 * series (replacing the newest point when it falls in the same 30 s slot as the one before, as the server
 * thins it), the series keeps the last hour and the change is worked out again. An older reading changes nothing.
 */
export function withPushedReading(answer: LatestResponse, reading: Reading): LatestResponse {
  const at = Date.parse(reading.timestamp);
  if (answer.data && Date.parse(answer.data.timestamp) >= at) return answer;
  const series = answer.series.filter((r) => Date.parse(r.timestamp) > at - LIVE_WINDOW_MS);
  const before = series.at(-2);
  if (before && at - Date.parse(before.timestamp) < SLOT_MS) series[series.length - 1] = reading;
  else series.push(reading);
  return { ...answer, data: reading, series, change: seriesChange(series) };
}
