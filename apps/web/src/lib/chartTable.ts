import { chartValue, type Reading } from '@agrim/contracts';
import { numberLocale } from './language';
import { numberFormat } from './intl';

/** One line of a chart: the reading's field it draws and its name on screen. */
export interface ChartSeries<K extends string = string> {
  key: K;
  label: string;
}

export interface SeriesStats {
  label: string;
  min: number;
  max: number;
  last: number;
}

export interface ChartTable {
  /** Readings in the chart (faulty ones included: they are rows with no values). */
  count: number;
  /** First and last reading's time (ms), null without readings. */
  from: number | null;
  to: number | null;
  /** Per line: its lowest, highest and newest value; a line with no value at all is left out. */
  stats: SeriesStats[];
  /** The newest `limit` readings, newest first: a time and one value (or null) per line. */
  rows: Array<{ at: number; values: Array<number | null> }>;
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * A chart's text alternative (issue 39, WCAG 1.1.1): what a sighted reader takes from the drawn lines (the
 * period, each line's range and newest value) and the data itself, newest first, for the table on demand.
 * A faulty all-zero reading is a row without values, as it is a gap in the drawn line.
 */
export function chartTable(series: readonly ChartSeries[], readings: readonly Reading[], limit = 100): ChartTable {
  const sorted = [...readings].sort((a, b) => Date.parse(a.timestamp) - Date.parse(b.timestamp));
  const value = (r: Reading, key: string) => {
    const v = chartValue(r as Reading & Record<string, number>, key);
    return typeof v === 'number' && Number.isFinite(v) ? round(v) : null;
  };
  const stats: SeriesStats[] = [];
  for (const s of series) {
    const values = sorted.map((r) => value(r, s.key)).filter((v): v is number => v !== null);
    if (values.length) stats.push({ label: s.label, min: Math.min(...values), max: Math.max(...values), last: values.at(-1)! });
  }
  const rows = sorted
    .slice(-limit)
    .reverse()
    .map((r) => ({ at: Date.parse(r.timestamp), values: series.map((s) => value(r, s.key)) }));
  return {
    count: sorted.length,
    from: sorted.length ? Date.parse(sorted[0]!.timestamp) : null,
    to: sorted.length ? Date.parse(sorted.at(-1)!.timestamp) : null,
    stats,
    rows,
  };
}

/**
 * Numbers as the reader's language writes them (Indian grouping, at most two decimals). Through a kept formatter:
 * `toLocaleString` with options builds one per value, which was /home's longest task (its tiles' text alternatives).
 */
const TWO_DECIMALS = { maximumFractionDigits: 2 };
export const formatChartNumber = (v: number, language: string) => numberFormat(numberLocale(language), TWO_DECIMALS).format(v);

/** A drawn line's lowest, highest and last value, skipping its gaps (null, NaN); null when it has no value. */
export function lineRange(values: ReadonlyArray<number | null | undefined>): { min: number; max: number; last: number } | null {
  const drawn = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (!drawn.length) return null;
  return { min: Math.min(...drawn), max: Math.max(...drawn), last: drawn.at(-1)! };
}

/** The highest and the lowest of a chart's bars (the first one on a tie); null without bars. */
export function barExtremes<T extends { value: number }>(bars: readonly T[]): { highest: T; lowest: T } | null {
  if (!bars.length) return null;
  let highest = bars[0]!;
  let lowest = bars[0]!;
  for (const b of bars) {
    if (b.value > highest.value) highest = b;
    if (b.value < lowest.value) lowest = b;
  }
  return { highest, lowest };
}
