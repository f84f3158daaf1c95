import type { Reading } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { barExtremes, chartTable, formatChartNumber, lineRange } from './chartTable';

const reading = (iso: string, values: Partial<Reading> = {}): Reading =>
  ({
    timestamp: iso,
    nitrogen: 20,
    phosphorus: 12,
    potassium: 18,
    temperature: 25,
    moisture: 30,
    humidity: 30,
    conductivity: 310,
    ph: 6.8,
    ...values,
  }) as Reading;

const faulty = (iso: string) =>
  reading(iso, { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, humidity: 0, conductivity: 0, ph: 0 });

const npk = [
  { key: 'nitrogen', label: 'Nitrogen' },
  { key: 'phosphorus', label: 'Phosphorus' },
];

describe('chartTable (a chart as words and a table, issue 39)', () => {
  it('says the period, and per line its lowest, highest and newest value', () => {
    const table = chartTable(npk, [
      reading('2026-01-02T00:00:00Z', { nitrogen: 25.456, phosphorus: 9 }),
      reading('2026-01-01T00:00:00Z', { nitrogen: 18, phosphorus: 14 }),
      reading('2026-01-03T00:00:00Z', { nitrogen: 21, phosphorus: 11 }),
    ]);
    expect(table.count).toBe(3);
    expect(table.from).toBe(Date.parse('2026-01-01T00:00:00Z'));
    expect(table.to).toBe(Date.parse('2026-01-03T00:00:00Z'));
    expect(table.stats).toEqual([
      { label: 'Nitrogen', min: 18, max: 25.46, last: 21 },
      { label: 'Phosphorus', min: 9, max: 14, last: 11 },
    ]);
  });

  it('lists the readings newest first, one value per line in the order of the lines', () => {
    const table = chartTable(npk, [reading('2026-01-01T00:00:00Z', { nitrogen: 1 }), reading('2026-01-01T01:00:00Z', { nitrogen: 2 })]);
    expect(table.rows).toEqual([
      { at: Date.parse('2026-01-01T01:00:00Z'), values: [2, 12] },
      { at: Date.parse('2026-01-01T00:00:00Z'), values: [1, 12] },
    ]);
  });

  it('shows a faulty all-zero reading as a row without values, left out of the ranges (a gap, never a 0)', () => {
    const table = chartTable(npk, [reading('2026-01-01T00:00:00Z', { nitrogen: 5 }), faulty('2026-01-01T01:00:00Z')]);
    expect(table.rows[0]!.values).toEqual([null, null]);
    expect(table.stats[0]).toEqual({ label: 'Nitrogen', min: 5, max: 5, last: 5 });
  });

  it('keeps the newest rows up to the limit, and counts them all', () => {
    const readings = Array.from({ length: 150 }, (_, i) => reading(new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(), { nitrogen: i }));
    const table = chartTable(npk, readings, 100);
    expect(table.count).toBe(150);
    expect(table.rows).toHaveLength(100);
    expect(table.rows[0]!.values[0]).toBe(149);
    expect(table.rows.at(-1)!.values[0]).toBe(50);
  });

  it('has no period and no ranges without readings', () => {
    expect(chartTable(npk, [])).toEqual({ count: 0, from: null, to: null, stats: [], rows: [] });
  });
});

describe('formatChartNumber', () => {
  it('groups the Indian way and keeps two decimals at most', () => {
    expect(formatChartNumber(123456.789, 'en')).toBe('1,23,456.79');
    expect(formatChartNumber(6.8, 'hi')).toBe('6.8');
  });
});

describe('lineRange (a line chart in words)', () => {
  it('gives the lowest, highest and last drawn value, skipping gaps', () => {
    expect(lineRange([6.2, null, 7.4, undefined, 5.9, Number.NaN, 6.5, null])).toEqual({ min: 5.9, max: 7.4, last: 6.5 });
  });
  it('is null for a line with no value', () => {
    expect(lineRange([null, undefined])).toBeNull();
  });
});

describe('barExtremes (a bar chart in words)', () => {
  it('finds the highest and the lowest bar, the first one on a tie', () => {
    const bars = [
      { label: 'a', value: 3 },
      { label: 'b', value: 9 },
      { label: 'c', value: 1 },
      { label: 'd', value: 9 },
    ];
    expect(barExtremes(bars)).toEqual({ highest: { label: 'b', value: 9 }, lowest: { label: 'c', value: 1 } });
  });
  it('is null without bars', () => {
    expect(barExtremes([])).toBeNull();
  });
});
