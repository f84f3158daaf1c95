/**
 * CSV writing for the report exports: RFC 4180 (a cell is quoted when it holds a comma, quote or
 * line break; quotes doubled), CRLF line ends, UTF-8, and a guard against formula injection: a
 * text cell that a spreadsheet would run (starting with = + - @, tab or CR) gets a leading '.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell. Numbers are written as they are (a negative number is not a formula); text is guarded. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

// Asia/Kolkata is UTC+05:30 all year (no daylight saving).
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** `yyyy-mm-dd HH:mm:ss` in Asia/Kolkata (the column beside each ISO UTC time). */
export function kolkataTime(at: Date | null | undefined): string {
  if (!at) return '';
  const text = new Date(at.getTime() + KOLKATA_OFFSET_MS).toISOString();
  return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
}

/** The header line, then each page's lines: pages are read from the source only as the client takes them. */
export async function* csvChunks<T>(columns: readonly string[], pages: AsyncIterable<T[]>, toCells: (row: T) => CsvValue[]) {
  yield csvLine(columns);
  for await (const page of pages) yield page.map((row) => csvLine(toCells(row))).join('');
}

/** Sends a streamed CSV attachment. */
export function sendCsv(reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 }) as never);
}
