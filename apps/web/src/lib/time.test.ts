import { describe, expect, it } from 'vitest';
import { formatDateTime } from './time';

describe('formatDateTime', () => {
  it('shows a UTC instant in Asia/Kolkata (UTC+5:30), 12-hour', () => {
    const text = formatDateTime('2026-01-31T20:00:00.000Z', 'en')!;
    expect(text).toMatch(/1 Feb 2026/);
    expect(text).toMatch(/1:30\s?am/i);
  });
  it('returns null for a missing time', () => {
    expect(formatDateTime(null, 'en')).toBeNull();
  });
});
