import { describe, expect, it } from 'vitest';
import { alerts } from './endpoints/alerts.js';
import { sensors } from './endpoints/sensors.js';
import { seriesChange, withPushedReading } from './latestSeries.js';
import type { LatestResponse, Reading } from './sensors.js';

const reading = (timestamp: string, nitrogen: number): Reading => ({
  timestamp,
  nitrogen,
  phosphorus: 10,
  potassium: 10,
  temperature: 20,
  moisture: 30,
  humidity: 30,
  conductivity: 1,
  ph: 7,
});

const answer = (series: Reading[]): LatestResponse =>
  ({ status: 'success', deviceId: 'd1', device: {}, data: series.at(-1) ?? null, series, change: seriesChange(series) }) as LatestResponse;

describe('live events', () => {
  it('each stream entry declares its events with schemas', () => {
    expect(Object.keys(sensors.stream.events)).toEqual(['reading', 'soil-test', 'valve']);
    expect(Object.keys(alerts.stream.events)).toEqual(['alarm']);
    expect(sensors.stream.events['soil-test'].safeParse({ testId: 1 }).success).toBe(false);
  });

  it('a pushed reading becomes the newest, joins the series and the change is worked out again', () => {
    const before = answer([reading('2026-01-01T10:00:00.000Z', 100), reading('2026-01-01T10:30:00.000Z', 110)]);
    const after = withPushedReading(before, reading('2026-01-01T10:31:00.000Z', 150));
    expect(after.data?.nitrogen).toBe(150);
    expect(after.series.map((r) => r.nitrogen)).toEqual([100, 110, 150]);
    expect(after.change.nitrogen).toBe(50);
  });

  it('within one 30 s slot of the point before, the newest point is replaced; the series keeps the last hour', () => {
    const before = answer([
      reading('2026-01-01T10:00:30.000Z', 100),
      reading('2026-01-01T10:40:00.000Z', 110),
      reading('2026-01-01T10:40:20.000Z', 120),
    ]);
    const same = withPushedReading(before, reading('2026-01-01T10:40:25.000Z', 130));
    expect(same.series.map((r) => r.timestamp.slice(11, 19))).toEqual(['10:00:30', '10:40:00', '10:40:25']);
    const hourLater = withPushedReading(same, reading('2026-01-01T11:00:40.000Z', 140));
    expect(hourLater.series.map((r) => r.timestamp.slice(11, 19))).toEqual(['10:40:00', '10:40:25', '11:00:40']);
  });

  it('an older reading changes nothing', () => {
    const before = answer([reading('2026-01-01T10:00:00.000Z', 100)]);
    expect(withPushedReading(before, reading('2026-01-01T09:00:00.000Z', 1))).toBe(before);
  });
});
