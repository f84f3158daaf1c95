import type { SensorMetric } from '@agrim/contracts';

/**
 * A rule that judges the median of a window (issue 37: soil pH, whose minute-to-minute swings are
 * probe noise) needs the readings of that window; these helpers are pure so evaluate.ts stays so.
 */

const MINUTE_MS = 60_000;
/** The readings must reach back over this share of the window: a day's median from the first hour of readings is not a day's. */
export const WINDOW_COVERAGE = 0.9;
/** Fewer readings than this in a window make no median worth an alarm. */
export const MIN_WINDOW_READINGS = 3;

interface Timed {
  ts: Date;
}

/**
 * The median of `metric` over the readings in (at − minutes, at], or null while the readings do not
 * cover the window (`seen` holds no reading at least WINDOW_COVERAGE of the window old) or hold fewer
 * than MIN_WINDOW_READINGS. `seen` is oldest first and ends at or after `at`.
 */
export function windowMedian<R extends Timed & Record<SensorMetric, number>>(
  seen: readonly R[],
  metric: SensorMetric,
  at: Date,
  minutes: number,
): number | null {
  const end = at.getTime();
  const start = end - minutes * MINUTE_MS;
  const first = seen[0];
  if (!first || end - first.ts.getTime() < WINDOW_COVERAGE * minutes * MINUTE_MS) return null;
  const values: number[] = [];
  for (const r of seen) {
    const t = r.ts.getTime();
    if (t > start && t <= end) values.push(r[metric]);
  }
  if (values.length < MIN_WINDOW_READINGS) return null;
  values.sort((a, b) => a - b);
  const mid = values.length >> 1;
  return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
}

/** How far before a batch the caller must load a device's readings for its median rules (0: none). */
export function medianLookbackMinutes(rules: readonly { aggregate?: string | null; minutes: number }[]): number {
  return Math.max(0, ...rules.filter((r) => r.aggregate === 'median').map((r) => r.minutes));
}
