import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelative } from './time';

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
  it('returns null for a missing time', () => {
    expect(formatDateTime(null, 'en')).toBeNull();
  });
});

describe('formatRelative', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('says how long ago, in English and Hindi', () => {
    expect(formatRelative('2026-11-21T09:57:00Z', now, 'en')).toBe('3 minutes ago');
    expect(formatRelative('2026-11-21T09:57:00Z', now, 'hi')).toBe('3 मिनट पहले');
  });
  it('treats a time slightly ahead (device clock skew) as now', () => {
    expect(formatRelative('2026-11-21T10:00:02Z', now, 'en')).toBe('now');
  });
});
