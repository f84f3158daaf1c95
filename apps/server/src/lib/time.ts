/**
 * Asia/Kolkata helpers the server needs beyond the contracts' `kolkataDay`, `kolkataDayStart` and
 * `kolkataHour` (which the web uses too). Asia/Kolkata is UTC+05:30 all year (no daylight saving):
 * its local fields are the UTC fields of the shifted instant, which is much faster than an Intl
 * formatter per row (~75 ms per 1,000 rows; the soil analysis tests check both agree).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const KOLKATA_OFFSET_MS = 330 * 60_000;
export const KOLKATA_OFFSET_SECONDS = KOLKATA_OFFSET_MS / 1000;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** yyyy-mm-dd, HH:mm:ss and the English weekday of an instant in Asia/Kolkata. */
export function kolkataParts(instant: Date): { date: string; time: string; day: string } {
  const local = new Date(instant.getTime() + KOLKATA_OFFSET_MS);
  const text = local.toISOString();
  return { date: text.slice(0, 10), time: text.slice(11, 19), day: WEEKDAYS[local.getUTCDay()]! };
}

/** `yyyy-mm-dd HH:mm:ss` in Asia/Kolkata (the column beside each ISO UTC time of a CSV export); '' for none. */
export function kolkataTime(at: Date | null | undefined): string {
  if (!at) return '';
  const text = new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
}

/** The Asia/Kolkata day number (days since 1970-01-01 local) of an instant. */
export function kolkataDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() / 1000 + KOLKATA_OFFSET_SECONDS) / 86400);
}

/** The Asia/Kolkata day number of a timestamp column, in SQL. */
export function kolkataDayNumberSql(column: SQL | AnyPgColumn): SQL<number> {
  return sql<number>`floor((extract(epoch from ${column}) + ${sql.raw(String(KOLKATA_OFFSET_SECONDS))}) / 86400)::int`;
}
