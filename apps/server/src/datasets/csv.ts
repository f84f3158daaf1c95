/**
 * A CSV reader for dataset imports. Unlike the ML package's reader (which stops at the first
 * problem, fine for its committed training files) it reports a broken record and carries on, so an
 * import can list every bad line: RFC 4180 quoting ("" inside quotes), LF or CRLF line ends, an
 * optional BOM, blank lines skipped.
 */

export interface CsvRecord {
  /** 1-based line number where the record starts in the file. */
  line: number;
  /** The cells as written (not trimmed). */
  cells: string[];
  /** Why the record could not be read cleanly (its cells are then unreliable). */
  error?: string;
}

/** Text that is not a CSV file at all (binary content, not UTF-8). */
export class NotCsvError extends Error {}

/** Decodes an uploaded file as UTF-8 text; binary content or other encodings are refused. */
export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes.length === 0) throw new NotCsvError('The file is empty.');
  if (bytes.includes(0)) throw new NotCsvError('The file is not a CSV text file (it has binary content).');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new NotCsvError('The file is not a CSV text file in UTF-8.');
  }
}

/** Splits CSV text into records, each with its starting line; a malformed record carries `error`. */
export function* csvRecords(text: string): Generator<CsvRecord> {
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let error: string | undefined;
    let cell = '';
    let quoted = false;
    // Read one record: cells up to an unquoted line end (or the end of the text).
    for (;;) {
      if (i >= n) {
        cells.push(cell);
        break;
      }
      const ch = text.charCodeAt(i);
      if (ch === 34 /* " */ && cell === '' && !quoted) {
        // A quoted cell: up to the closing quote ("" is a quote inside it).
        quoted = true;
        i++;
        let closed = false;
        let from = i;
        while (i < n) {
          const c = text.charCodeAt(i);
          if (c === 34) {
            cell += text.slice(from, i);
            if (text.charCodeAt(i + 1) === 34) {
              cell += '"';
              i += 2;
              from = i;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (c === 10) line++;
          i++;
        }
        if (!closed) {
          cell += text.slice(from, i);
          error ??= 'a quoted field is not closed';
        }
        // Only a separator or a line end may follow the closing quote.
        const next = text.charCodeAt(i);
        if (i < n && next !== 44 && next !== 10 && next !== 13) {
          error ??= 'text after a closing quote';
          while (i < n && text.charCodeAt(i) !== 44 && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) cell += text[i++];
        }
        continue;
      }
      if (ch === 44 /* , */) {
        cells.push(cell);
        cell = '';
        quoted = false;
        i++;
        continue;
      }
      if (ch === 10 || ch === 13) {
        cells.push(cell);
        i += ch === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1;
        line++;
        break;
      }
      // An unquoted run up to the next separator, line end or quote.
      let j = i;
      while (j < n) {
        const c = text.charCodeAt(j);
        if (c === 44 || c === 10 || c === 13) break;
        if (c === 34) error ??= 'a quote inside an unquoted field';
        j++;
      }
      cell += text.slice(i, j);
      i = j;
    }
    const blank = cells.length === 1 && !quoted && cells[0]!.trim() === '';
    if (!blank) yield error ? { line: start, cells, error } : { line: start, cells };
  }
}
