import { isFaultyReading } from './faultyReading.js';
import { type LatestResponse, type Reading, SENSOR_METRICS, type SensorMetric } from './sensors.js';

/*
 * The latest reading's hour, as the server answers it and as the web updates it from the stream.
 * Apart from liveEvents.ts (the events' schemas): the home screen imports this, and zod must stay
 * off it (decisions: "Zod off the first screens").
 */

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
