import { readFileSync } from 'node:fs';
import { readCsvTable } from './csv.js';

/** A value of one raw input: a number or a category. */
export type RawValue = number | string;

/** A file that cannot be used: missing, unreadable, wrong columns, bad cells. */
export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataError';
  }
}

interface ColumnBase {
  /** The name the model and its card use. */
  name: string;
  /** Header names accepted in a file, compared trimmed and case-insensitively; the first is the training file's. */
  headers: readonly string[];
}
export interface NumericColumn extends ColumnBase {
  kind: 'numeric';
}
export interface CategoricalColumn extends ColumnBase {
  kind: 'categorical';
  /** Preferred order of the levels (the product's option list); levels seen in training follow this order. */
  known?: readonly string[];
}
export type ColumnSpec = NumericColumn | CategoricalColumn;

export interface LabeledRows {
  rows: RawValue[][];
  labels: string[];
}

/** Extra checks for files that add to the training data (approved expert corrections). */
export interface ReadOptions {
  /** The labels a row may carry (compared exactly); a row with another label is refused with its line. */
  labels?: readonly string[];
  /** Refuse a categorical value that is not in its column's `known` list (compared trimmed and case-insensitively). */
  knownCategories?: boolean;
}

const norm = (s: string) => s.trim().toLowerCase();

function findColumn(header: readonly string[], names: readonly string[], file: string): number {
  const wanted = names.map(norm);
  const at = header.findIndex((h) => wanted.includes(norm(h)));
  if (at < 0) throw new DataError(`${file}: no column "${names[0]}" in the header (${header.join(', ')})`);
  return at;
}

/** Parses CSV text of a task's format: the named columns in any order, plus the label column. */
export function parseLabeledCsv(
  text: string,
  columns: readonly ColumnSpec[],
  label: { headers: readonly string[] },
  file = 'file',
  options: ReadOptions = {},
): LabeledRows {
  let table;
  try {
    table = readCsvTable(text);
  } catch (e) {
    throw new DataError(`${file}: ${(e as Error).message}`);
  }
  const at = columns.map((c) => findColumn(table.header, c.headers, file));
  const labelAt = findColumn(table.header, label.headers, file);
  if (table.rows.length === 0) throw new DataError(`${file}: no data rows`);
  const allowedLabels = options.labels ? new Set(options.labels) : null;
  const knownLevels = columns.map((c) =>
    options.knownCategories && c.kind === 'categorical' && c.known ? new Set(c.known.map(norm)) : null,
  );
  const rows: RawValue[][] = [];
  const labels: string[] = [];
  for (const record of table.rows) {
    const row = columns.map((c, j) => {
      const cell = record.cells[at[j]!]!;
      if (cell === '') throw new DataError(`${file} line ${record.line}: ${c.headers[0]} is empty`);
      if (c.kind === 'categorical') {
        if (knownLevels[j] && !knownLevels[j].has(norm(cell)))
          throw new DataError(`${file} line ${record.line}: ${c.headers[0]} "${cell}" is not one of: ${(c.known ?? []).join(', ')}`);
        return cell;
      }
      const v = Number(cell);
      if (!Number.isFinite(v)) throw new DataError(`${file} line ${record.line}: ${c.headers[0]} "${cell}" is not a number`);
      return v;
    });
    const y = record.cells[labelAt]!;
    if (y === '') throw new DataError(`${file} line ${record.line}: the label is empty`);
    if (allowedLabels && !allowedLabels.has(y))
      throw new DataError(`${file} line ${record.line}: ${label.headers[0]} "${y}" is not one of: ${[...allowedLabels].join(', ')}`);
    rows.push(row);
    labels.push(y);
  }
  return { rows, labels };
}

/** Reads and parses a file of a task's format; every failure is a DataError with the file and line. */
export function readLabeledCsv(
  path: string,
  columns: readonly ColumnSpec[],
  label: { headers: readonly string[] },
  options: ReadOptions = {},
): LabeledRows {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new DataError(`cannot read ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  return parseLabeledCsv(text, columns, label, path, options);
}
