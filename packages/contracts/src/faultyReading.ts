import { SENSOR_METRICS, type SensorMetric } from './sensors.js';

/**
 * THE rule for a faulty reading, used everywhere (server SQL, agronomy figures, every chart): a failed
 * probe reports all seven values as exactly 0 (spec 5). Such a reading is left out of every figure and
 * drawn as a gap (or a marked point), never as a line dropping to 0. One value at 0 (nitrogen 0 in a
 * poor soil, 0 °C on a winter night) is a real reading.
 */
export function isFaultyReading(r: Readonly<Record<SensorMetric, number>>): boolean {
  return SENSOR_METRICS.every((m) => r[m] === 0);
}

/**
 * The same rule as a SQL condition over the `readings` columns (unqualified; `alias.` prefixes them):
 * true for a valid reading. The server builds its queries from it, so SQL and code cannot disagree.
 */
export const validReadingSql = (alias = ''): string => `not (${SENSOR_METRICS.map((m) => `${alias}${m} = 0`).join(' and ')})`;

/**
 * A reading's value to draw: null (a gap in the line) for a faulty reading, the value otherwise.
 * `key` may be `humidity`, the API's second name for moisture.
 */
export function chartValue<K extends string>(
  r: Readonly<Record<SensorMetric, number>> & Readonly<Record<K, number>>,
  key: K,
): number | null {
  return isFaultyReading(r) ? null : r[key];
}

/** How many of these readings are faulty. */
export const countFaulty = (rows: ReadonlyArray<Readonly<Record<SensorMetric, number>>>): number =>
  rows.reduce((n, r) => n + (isFaultyReading(r) ? 1 : 0), 0);
