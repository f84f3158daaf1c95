/**
 * CSV for the whole server, on csv-stringify and csv-parse. Writing: RFC 4180 (a cell is quoted
 * when it holds a comma, quote or line break; quotes doubled), CRLF line ends unless asked
 * otherwise, UTF-8, and a guard against formula injection: a text cell that a spreadsheet would
 * run (starting with = + - @, tab or CR) gets a leading '. Numbers are written as they are (a
 * negative number is not a formula). Reading: `parseCsv` for well-formed text (exports read back);
 * the dataset import keeps its own forgiving reader (datasets/csv.ts), which reports every broken
 * line and carries on, something csv-parse does not do line for line.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { type Options as StringifyOptions, stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | Date | null | undefined;
export type CsvLineEnd = '\r\n' | '\n';

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula, prefixed with '; other text as it is. */
export const guardFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const WRITE: StringifyOptions = {
  quoted_match: /[",\r\n]/,
  cast: {
    boolean: (v) => (v ? 'true' : 'false'),
    date: (v) => v.toISOString(),
    number: (v) => (Number.isFinite(v) ? String(v) : ''),
    string: guardFormula,
  },
};

/** Rows as CSV text, each row ending in `lineEnd`. */
export function csvRows(rows: ReadonlyArray<readonly CsvValue[]>, lineEnd: CsvLineEnd = '\r\n'): string {
  if (rows.length === 0) return '';
  return stringify(rows as CsvValue[][], { ...WRITE, record_delimiter: lineEnd === '\n' ? 'unix' : 'windows' });
}

/** One row as a line of CSV. */
export function csvLine(cells: readonly CsvValue[], lineEnd: CsvLineEnd = '\r\n'): string {
  return csvRows([cells], lineEnd);
}

/** One cell as written in a line. */
export function csvCell(value: CsvValue): string {
  return csvLine([value], '\n').slice(0, -1);
}

/** Well-formed CSV text as rows of cells (a BOM and blank lines are skipped); throws on malformed text. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
}

/** The header line, then each page's lines: pages are read from the source only as the client takes them. */
export async function* csvChunks<T>(
  columns: readonly string[],
  pages: AsyncIterable<T[]>,
  toCells: (row: T) => CsvValue[],
  lineEnd: CsvLineEnd = '\r\n',
) {
  yield csvLine(columns, lineEnd);
  for await (const page of pages) yield csvRows(page.map(toCells), lineEnd);
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
