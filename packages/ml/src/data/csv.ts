/** A small CSV reader: RFC 4180 quoting ("" inside quotes), LF or CRLF line ends, optional BOM. */

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

export interface CsvRecord {
  /** 1-based line number where the record starts in the file. */
  line: number;
  cells: string[];
}

/** Splits CSV text into records. Blank lines are skipped. Cells are returned as written (not trimmed). */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  let cells: string[] = [];
  let cell = '';
  let recordLine = 1;
  let inQuotes = false;
  let quotedCell = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    quotedCell = false;
  };
  const endRecord = () => {
    const wasQuoted = quotedCell;
    endCell();
    const blank = cells.length === 1 && !wasQuoted && (cells[0] ?? '').trim() === '';
    if (!blank) records.push({ line: recordLine, cells });
    cells = [];
  };

  for (; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          inQuotes = false;
        }
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"') {
      if (cell.trim() !== '') throw new CsvError(`line ${line}: a quote inside an unquoted field`);
      cell = '';
      inQuotes = true;
      quotedCell = true;
    } else if (ch === ',') {
      endCell();
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
    }
  }
  if (inQuotes) throw new CsvError(`line ${recordLine}: a quoted field is not closed`);
  if (cell !== '' || cells.length > 0 || quotedCell) endRecord();
  return records;
}

export interface CsvTable {
  /** Header names, trimmed. */
  header: string[];
  /** Data records, cells trimmed; every record has as many cells as the header. */
  rows: CsvRecord[];
}

/** Parses CSV text with a header line; trims header names and cells; checks every row's width. */
export function readCsvTable(text: string): CsvTable {
  const records = parseCsv(text);
  const first = records[0];
  if (!first) throw new CsvError('the file is empty');
  const header = first.cells.map((c) => c.trim());
  const rows = records.slice(1).map((r) => {
    if (r.cells.length !== header.length) {
      throw new CsvError(`line ${r.line}: ${r.cells.length} fields, the header has ${header.length}`);
    }
    return { line: r.line, cells: r.cells.map((c) => c.trim()) };
  });
  return { header, rows };
}
