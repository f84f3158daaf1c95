import { NUMBER_LOCALES } from '@agrim/contracts';
import { describe, expect, it } from 'vitest';
import { formatChartTime, formatDateTime, formatRelative } from './time';

describe('formatDateTime', () => {
  it('shows a UTC instant in Asia/Kolkata (UTC+5:30), 12-hour', () => {
    const text = formatDateTime('2026-01-31T20:00:00.000Z', 'en')!;
    expect(text).toMatch(/1 Feb 2026/);
    expect(text).toMatch(/1:30\s?am/i);
  });
  it('in Hindi uses a 24-hour clock: no Latin am/pm', () => {
    const text = formatDateTime('2026-01-31T14:00:00.000Z', 'hi')!;
    expect(text).toMatch(/19:30/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });
  it('in Marathi uses a 24-hour clock with Latin digits: no Latin PM', () => {
    const text = formatDateTime('2026-01-31T14:00:00.000Z', 'mr')!;
    expect(text).toMatch(/31 .+ 2026.* 19:30/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });
  it('returns null for a missing time', () => {
    expect(formatDateTime(null, 'en')).toBeNull();
  });
});

describe('formatChartTime', () => {
  it('shows an axis time in Asia/Kolkata, with or without the day, in each language (each its own formatter)', () => {
    const ms = Date.parse('2026-01-31T20:00:00.000Z');
    expect(formatChartTime(ms, 'en', true)).toMatch(/^1 Feb, 1:30\s?am$/i);
    expect(formatChartTime(ms, 'en', false)).toMatch(/^1:30\s?am$/i);
    expect(formatChartTime(ms, 'hi', false)).toBe('01:30');
    expect(formatChartTime(ms, 'hi', true)).toMatch(/^1 \S+, 01:30$/);
    expect(formatChartTime(ms, 'hi', true)).not.toMatch(/[A-Za-z]/);
    expect(formatChartTime(ms, 'mr', false)).toBe('1:30');
    expect(formatChartTime(ms, 'mr', true)).toMatch(/^1 \S+, 1:30$/);
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('says how long ago, in English, Hindi and Marathi', () => {
    expect(formatRelative('2026-11-21T09:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(formatRelative('2026-11-21T09:57:00Z', now, 'hi')).toBe('3 मिनट पहले');
    expect(formatRelative('2026-11-21T09:57:00Z', now, 'mr')).toBe('3 मिनिटांपूर्वी');
  });
  it('words every offset as Intl.RelativeTimeFormat does, which it stands in for', () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      const intl = new Intl.RelativeTimeFormat(NUMBER_LOCALES[language], { numeric: 'auto' });
      const offsets = [
        ...Array.from({ length: 60 }, (_, i) => [i, i, 'second'] as const),
        ...Array.from({ length: 59 }, (_, i) => [(i + 1) * 60 + 29, i + 1, 'minute'] as const),
        [90, 1, 'minute'] as const,
        ...Array.from({ length: 23 }, (_, i) => [(i + 1) * 3600, i + 1, 'hour'] as const),
        ...Array.from({ length: 1200 }, (_, i) => [(i + 1) * 86400 + 3600, i + 1, 'day'] as const),
      ];
      for (const [seconds, n, unit] of offsets)
        expect(formatRelative(new Date(now.getTime() - seconds * 1000).toISOString(), now, language), `${seconds} s`).toBe(
          intl.format(-n, unit),
        );
    }
  });
  it('treats a time slightly ahead (device clock skew) as now', () => {
    expect(formatRelative('2026-11-21T10:00:02Z', now, 'en')).toBe('now');
  });
});
