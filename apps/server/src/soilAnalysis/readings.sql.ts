import { type KnowledgeText, say as sayIn } from '@agrim/agronomy';
import { type AnalysisLanguage, languageOfWord, validReadingSql } from '@agrim/contracts';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { readings } from '../db/schema/index.js';
import type { Range } from '../sensors/query.service.js';

/**
 * Not an all-zero reading (spec 5: a failed probe reports 0 for all seven values): the shared rule
 * `isFaultyReading` of `@agrim/contracts`, in SQL (`validReadingSql`). Unqualified columns: use with `from readings`.
 */
export const VALID = sql.raw(validReadingSql());

export const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** The readings of a device in a range (start included, end excluded), as a raw SQL condition. */
export const inRangeSql = (deviceId: string, range: Range): SQL =>
  sql`device_id = ${deviceId} and ts >= ${iso(range.start)} and ts < ${iso(range.end)}`;

/** The same condition for the query builder. */
export const inRange = (deviceId: string, range: Range) =>
  and(eq(readings.deviceId, deviceId), gte(readings.ts, range.start), lt(readings.ts, range.end));

/** A text of the agronomy package in the query's language. */
export const say = (text: KnowledgeText, language: AnalysisLanguage = 'english') => sayIn(text, languageOfWord(language));

/** Rounds a mean to 2 decimals (the probe's own resolution is 0.1 or 1). */
export const round2 = (x: number) => Math.round(x * 100) / 100;
