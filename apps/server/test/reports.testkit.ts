/** Shared by the report tests: reading a CSV export back and a PDF's text. */
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import { parseCsv } from '../src/lib/csv.js';

/** Parses an export (csv-parse, which throws on malformed text); every line must end in CRLF. */
export function readCsv(body: string): { header: string[]; rows: string[][] } {
  expect(body.endsWith('\r\n')).toBe(true);
  const [head, ...rest] = parseCsv(body);
  return { header: head!, rows: rest };
}

/** The rows as objects keyed by the header. */
export function csvObjects(body: string): Record<string, string>[] {
  const { header, rows } = readCsv(body);
  return rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]!])));
}

export async function pdfText(pdf: Buffer): Promise<{ totalPages: number; all: string }> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: false });
  await doc.destroy();
  return { totalPages, all: text.map((t) => t.replace(/\s+/g, ' ')).join('\n') };
}
