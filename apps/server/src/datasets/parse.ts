import { setImmediate as nextTurn } from 'node:timers/promises';
import { DATASET_REPORT_MAX_ROWS, type DatasetKind, type endpoints } from '@agrim/contracts';
import type { z } from 'zod';
import { csvRecords, decodeCsvText } from './csv.js';

/**
 * Reading and checking the two public datasets the forecasts are fitted on. Every row is checked;
 * a bad row is reported with its line number and why, never silently dropped or "fixed".
 */

export const RAINFALL_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
const RAINFALL_TOTALS = ['ANNUAL', 'Jan-Feb', 'Mar-May', 'Jun-Sep', 'Oct-Dec'] as const;

/** The header of each kind, as in the source files (matched by name, in any order). */
export const DATASET_COLUMNS: Record<DatasetKind, readonly string[]> = {
  rainfall: ['SUBDIVISION', 'YEAR', ...RAINFALL_MONTHS, ...RAINFALL_TOTALS],
  'crop-production': ['State_Name', 'District_Name', 'Crop_Year', 'Season', 'Crop', 'Area', 'Production'],
};

export const YEAR_MIN = 1800;
export const YEAR_MAX = 2100;

export interface RainfallRow {
  subdivision: string;
  year: number;
  /** JAN..DEC in mm; null where the source has NA or nothing. */
  months: Array<number | null>;
  annual: number | null;
  janFeb: number | null;
  marMay: number | null;
  junSep: number | null;
  octDec: number | null;
}

export interface CropProductionRow {
  state: string;
  district: string;
  year: number;
  /** Trimmed (the source pads seasons with spaces). */
  season: string;
  crop: string;
  /** Hectares. */
  area: number | null;
  /** Tonnes (bales for cotton, nuts for coconut, as in the source). */
  production: number | null;
}

export interface RowsByKind {
  rainfall: RainfallRow;
  'crop-production': CropProductionRow;
}

export interface RejectedRow {
  line: number;
  message: string;
}

export interface ParsedDataset<K extends DatasetKind> {
  kind: K;
  rows: Array<RowsByKind[K]>;
  /** Every rejected row, by line (the report lists the first DATASET_REPORT_MAX_ROWS). */
  rejected: RejectedRow[];
  /** Data lines read (accepted and rejected). */
  total: number;
  summary: Record<string, string | number>;
}

/** The file cannot be imported at all: not CSV, or not this kind's columns. */
export class DatasetFormatError extends Error {}

/** A file with rejected rows that was not imported (all-or-nothing mode). */
export class DatasetRejectedError extends Error {
  constructor(
    readonly kind: DatasetKind,
    readonly rejected: RejectedRow[],
    readonly total: number,
    /** All the bad rows (`rejected` may hold only the first of them). */
    readonly count = rejected.length,
  ) {
    super(
      `${rejectedCount(count)} of ${total} in the ${kind} file; nothing was imported. ` +
        `First: ${rejected
          .slice(0, 3)
          .map((r) => `line ${r.line}: ${r.message}`)
          .join('; ')}. ` +
        'Fix the file, or import the valid rows only (skip_bad_rows=true, or --skip-bad-rows on the command line).',
    );
  }
}

const rejectedCount = (n: number) => (n === 1 ? '1 bad row' : `${n} bad rows`);

/** The first rejected rows for a report (the count is given separately). */
export const reportRows = (rejected: RejectedRow[]): RejectedRow[] => rejected.slice(0, DATASET_REPORT_MAX_ROWS);

/** The 422 answer of datasets.import. */
type DatasetRefused = z.output<(typeof endpoints.datasets.import.response)[422]>;

/** The body of a refusal for bad rows (HTTP and the command line answer the same). */
export function refusalBody(err: DatasetRejectedError): DatasetRefused {
  return {
    status: 'error',
    code: 'UNPROCESSABLE',
    message: err.message,
    rejected: reportRows(err.rejected),
    rejected_count: err.count,
  };
}

/** Rows read between two turns of the event loop. */
const YIELD_EVERY = 10_000;

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;

type Cell = { ok: true; value: number | null } | { ok: false; message: string };

/** A measured amount: a finite number ≥ 0, or null for `NA` or an empty cell. */
function amount(column: string, raw: string): Cell {
  if (raw === '' || raw === 'NA') return { ok: true, value: null };
  if (!NUMBER.test(raw)) return { ok: false, message: `${column} "${clip(raw)}" is not a number` };
  const value = Number(raw);
  if (!Number.isFinite(value)) return { ok: false, message: `${column} ${clip(raw)} is not a finite number` };
  if (value < 0) return { ok: false, message: `${column} ${raw} is negative` };
  return { ok: true, value: value === 0 ? 0 : value };
}

function year(column: string, raw: string): { ok: true; value: number } | { ok: false; message: string } {
  if (!INTEGER.test(raw)) return { ok: false, message: `${column} "${clip(raw)}" is not a whole year` };
  const value = Number(raw);
  if (value < YEAR_MIN || value > YEAR_MAX) return { ok: false, message: `${column} ${value} is outside ${YEAR_MIN}..${YEAR_MAX}` };
  return { ok: true, value };
}

const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);

/** Checks the header: the kind's columns by name, each once; names the missing and the extra ones. */
function columnIndex(kind: DatasetKind, header: string[]): Map<string, number> {
  const expected = DATASET_COLUMNS[kind];
  const names = header.map((h) => h.trim());
  const index = new Map<string, number>();
  const repeated = new Set<string>();
  names.forEach((name, i) => {
    if (index.has(name)) repeated.add(name);
    else index.set(name, i);
  });
  const missing = expected.filter((c) => !index.has(c));
  const extra = names.filter((n) => !expected.includes(n));
  if (missing.length === 0 && extra.length === 0 && repeated.size === 0) return index;
  const parts = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    extra.length ? `unexpected ${extra.map((e) => (e === '' ? '(an unnamed column)' : e)).join(', ')}` : '',
    repeated.size ? `repeated ${[...repeated].join(', ')}` : '',
  ].filter(Boolean);
  throw new DatasetFormatError(
    `The columns are not those of the ${kind} dataset: ${parts.join('; ')}. Expected exactly: ${expected.join(', ')}.`,
  );
}

interface KindReader<R> {
  /** A row from its cells (by column name), or why it is bad. */
  read(get: (column: string) => string): R | string;
  /** The key no two rows may share, and a label for it. */
  key(row: R): string;
  keyLabel: string;
  summary(rows: R[]): Record<string, string | number>;
}

const range = (values: number[]) => {
  if (values.length === 0) return '';
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return lo === hi ? String(lo) : `${lo}-${hi}`;
};

const rainfallReader: KindReader<RainfallRow> = {
  keyLabel: 'SUBDIVISION and YEAR',
  read(get) {
    const subdivision = get('SUBDIVISION').trim();
    if (subdivision === '') return 'SUBDIVISION is empty';
    const y = year('YEAR', get('YEAR').trim());
    if (!y.ok) return y.message;
    const values: Array<number | null> = [];
    for (const column of [...RAINFALL_MONTHS, ...RAINFALL_TOTALS]) {
      const cell = amount(column, get(column).trim());
      if (!cell.ok) return cell.message;
      values.push(cell.value);
    }
    const [janFeb, marMay, junSep, octDec] = values.slice(13);
    return {
      subdivision,
      year: y.value,
      months: values.slice(0, 12),
      annual: values[12] ?? null,
      janFeb: janFeb ?? null,
      marMay: marMay ?? null,
      junSep: junSep ?? null,
      octDec: octDec ?? null,
    };
  },
  key: (r) => `${r.subdivision}\u0000${r.year}`,
  summary(rows) {
    let missing = 0;
    for (const r of rows) for (const m of r.months) if (m === null) missing++;
    return {
      subdivisions: new Set(rows.map((r) => r.subdivision)).size,
      years: range(rows.map((r) => r.year)),
      missing_months: missing,
    };
  },
};

const cropReader: KindReader<CropProductionRow> = {
  keyLabel: 'State_Name, District_Name, Crop_Year, Season and Crop',
  read(get) {
    const state = get('State_Name').trim();
    const district = get('District_Name').trim();
    const crop = get('Crop').trim();
    if (state === '') return 'State_Name is empty';
    if (district === '') return 'District_Name is empty';
    if (crop === '') return 'Crop is empty';
    const y = year('Crop_Year', get('Crop_Year').trim());
    if (!y.ok) return y.message;
    const area = amount('Area', get('Area').trim());
    if (!area.ok) return area.message;
    const production = amount('Production', get('Production').trim());
    if (!production.ok) return production.message;
    return { state, district, year: y.value, season: get('Season').trim(), crop, area: area.value, production: production.value };
  },
  key: (r) => `${r.state}\u0000${r.district}\u0000${r.year}\u0000${r.season}\u0000${r.crop}`,
  summary(rows) {
    const states = new Set<string>();
    const districts = new Set<string>();
    const crops = new Set<string>();
    let missing = 0;
    for (const r of rows) {
      states.add(r.state);
      districts.add(`${r.state}\u0000${r.district}`);
      crops.add(r.crop);
      if (r.production === null) missing++;
    }
    return {
      states: states.size,
      districts: districts.size,
      crops: crops.size,
      years: range(rows.map((r) => r.year)),
      missing_production: missing,
    };
  },
};

const READERS: { [K in DatasetKind]: KindReader<RowsByKind[K]> } = { rainfall: rainfallReader, 'crop-production': cropReader };

/**
 * Reads and checks a dataset file of `kind`. Throws DatasetFormatError when the file is not CSV or
 * its columns are wrong; otherwise returns the good rows and every rejected row with its line.
 * Rows sharing a key: identical repeats keep the first and reject the rest; conflicting ones are
 * all rejected (which one is right cannot be told), each naming the other lines.
 */
export async function parseDataset<K extends DatasetKind>(kind: K, bytes: Uint8Array): Promise<ParsedDataset<K>> {
  let text: string;
  try {
    text = decodeCsvText(bytes);
  } catch (err) {
    throw new DatasetFormatError((err as Error).message);
  }
  const reader = READERS[kind] as KindReader<RowsByKind[K]>;
  const records = csvRecords(text);
  const first = records.next();
  if (first.done) throw new DatasetFormatError('The file is empty.');
  if (first.value.error) throw new DatasetFormatError(`The header line cannot be read: ${first.value.error}.`);
  const header = first.value.cells;
  const index = columnIndex(kind, header);

  const rejected: RejectedRow[] = [];
  const good: Array<RowsByKind[K]> = [];
  const lines: number[] = [];
  let total = 0;
  for (const record of records) {
    // A large file is read in slices: the server answers other requests in between.
    if (++total % YIELD_EVERY === 0) await nextTurn();
    if (record.error) {
      rejected.push({ line: record.line, message: `cannot be read: ${record.error}` });
      continue;
    }
    if (record.cells.length !== header.length) {
      rejected.push({ line: record.line, message: `has ${record.cells.length} fields, the header has ${header.length}` });
      continue;
    }
    const cells = record.cells;
    const row = reader.read((column) => cells[index.get(column)!]!);
    if (typeof row === 'string') rejected.push({ line: record.line, message: row });
    else {
      good.push(row);
      lines.push(record.line);
    }
  }

  // Rows sharing a key.
  const firstOf = new Map<string, number>();
  const groups = new Map<number, number[]>();
  for (let i = 0; i < good.length; i++) {
    if (i % YIELD_EVERY === YIELD_EVERY - 1) await nextTurn();
    const k = reader.key(good[i]!);
    const first = firstOf.get(k);
    if (first === undefined) firstOf.set(k, i);
    else {
      const group = groups.get(first);
      if (group) group.push(i);
      else groups.set(first, [first, i]);
    }
  }
  const drop = new Set<number>();
  for (const group of groups.values()) {
    const same = JSON.stringify(good[group[0]!]);
    if (group.every((i) => JSON.stringify(good[i]) === same)) {
      for (const i of group.slice(1)) {
        drop.add(i);
        rejected.push({ line: lines[i]!, message: `repeats line ${lines[group[0]!]} (same ${reader.keyLabel}, same values)` });
      }
    } else {
      for (const i of group) {
        drop.add(i);
        const others = group.filter((j) => j !== i).map((j) => lines[j]);
        rejected.push({ line: lines[i]!, message: `same ${reader.keyLabel} as line ${others.join(', ')} with different values` });
      }
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  const rows = drop.size ? good.filter((_row, i) => !drop.has(i)) : good;
  return { kind, rows, rejected, total, summary: reader.summary(rows) };
}
