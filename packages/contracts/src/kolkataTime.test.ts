import { describe, expect, it } from 'vitest';
import { TIMEZONE } from './constants.js';
import { kolkataDay, kolkataDayStart, kolkataHour } from './sensors.js';

// The arithmetic (UTC+05:30) against the time zone database, which it replaces for speed.
describe('Asia/Kolkata day and hour', () => {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, hour: '2-digit', hour12: false });

  it('agrees with Intl every 17 minutes across two years, leap day included', () => {
    for (let t = Date.parse('2024-01-01T00:00:00Z'); t < Date.parse('2026-01-01T00:00:00Z'); t += 17 * 60_000) {
      const instant = new Date(t);
      expect(kolkataDay(instant)).toBe(day.format(instant));
      expect(kolkataHour(instant)).toBe(Number(hour.format(instant)) % 24);
    }
  });

  it('turns the day at 18:30 UTC, hand-worked', () => {
    expect(kolkataDay(new Date('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(kolkataDay(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01');
    expect(kolkataHour(new Date('2026-03-31T18:30:00Z'))).toBe(0);
    expect(kolkataHour(new Date('2026-06-15T04:45:00Z'))).toBe(10);
    expect(kolkataDay(kolkataDayStart('2026-04-01'))).toBe('2026-04-01');
  });
});
