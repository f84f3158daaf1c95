import { readFileSync } from 'node:fs';
import { readCsvTable } from '../data/csv.js';
import { datasetFile } from '../data/datasets.js';
import type { MonthlyPoint } from './rainfall.js';

/** The files under DATASETS_DIR (the same as DATASET_FILES of @agrim/contracts). */
export const RAINFALL_FILE = 'rainfall-india/rainfall in india 1901-2015.csv';
export const CROP_PRODUCTION_FILE = 'crop-production-india/crop_production.csv';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

function columns(header: string[], names: readonly string[], file: string): number[] {
  const upper = header.map((h) => h.toUpperCase());
  return names.map((n) => {
    const i = upper.indexOf(n.toUpperCase());
    if (i < 0) throw new Error(`${file}: no column ${n}`);
    return i;
  });
}

const numberOrNull = (cell: string): number | null => {
  if (cell === '' || cell.toUpperCase() === 'NA') return null;
  const v = Number(cell);
  return Number.isFinite(v) ? v : null;
};

/**
 * Reads the IMD rainfall file (SUBDIVISION, YEAR, JAN…DEC, …) into monthly points per subdivision,
 * in order of first appearance, months ascending; `NA` and empty cells are null.
 */
export function parseRainfall(text: string, file = RAINFALL_FILE): Map<string, MonthlyPoint[]> {
  const { header, rows } = readCsvTable(text);
  const [sub, year, ...months] = columns(header, ['SUBDIVISION', 'YEAR', ...MONTHS], file);
  const out = new Map<string, MonthlyPoint[]>();
  for (const r of rows) {
    const name = r.cells[sub!]!;
    const y = Number(r.cells[year!]);
    if (!Number.isInteger(y)) throw new Error(`${file} line ${r.line}: YEAR "${r.cells[year!]}" is not a year`);
    let list = out.get(name);
    if (!list) out.set(name, (list = []));
    months.forEach((c, m) => list.push({ ds: `${y}-${String(m + 1).padStart(2, '0')}-01`, y: numberOrNull(r.cells[c]!) }));
  }
  for (const list of out.values()) list.sort((a, b) => (a.ds < b.ds ? -1 : a.ds > b.ds ? 1 : 0));
  return out;
}

export function readRainfall(datasetsDir?: string): Map<string, MonthlyPoint[]> {
  const path = datasetFile(RAINFALL_FILE, datasetsDir);
  return parseRainfall(readFileSync(path, 'utf8'), path);
}

export interface ProductionSeries {
  crop: string;
  state: string;
  district: string;
  /**
   * Production summed over the seasons of each year (years with no reported production left out),
   * ascending; `area` (ha) summed over the same seasons, absent when one of them has none.
   */
  points: { year: number; value: number; area?: number }[];
}

/**
 * Reads the crop production file (State_Name, District_Name, Crop_Year, Season, Crop, Area,
 * Production) into one annual series per (crop, state, district): the seasons of a year are
 * summed; empty Production cells are skipped (a year with none left is absent). `crop` keeps only
 * that crop (case-insensitive).
 */
export function parseCropProduction(text: string, crop?: string, file = CROP_PRODUCTION_FILE): ProductionSeries[] {
  const { header, rows } = readCsvTable(text);
  const [state, district, year, cropCol, production, areaCol] = columns(
    header,
    ['State_Name', 'District_Name', 'Crop_Year', 'Crop', 'Production', 'Area'],
    file,
  );
  const want = crop?.toLowerCase();
  const series = new Map<string, { s: ProductionSeries; years: Map<number, { value: number; area: number | null }> }>();
  for (const r of rows) {
    const c = r.cells[cropCol!]!;
    if (want !== undefined && c.toLowerCase() !== want) continue;
    const value = numberOrNull(r.cells[production!]!);
    if (value === null) continue;
    const y = Number(r.cells[year!]);
    if (!Number.isInteger(y)) throw new Error(`${file} line ${r.line}: Crop_Year "${r.cells[year!]}" is not a year`);
    const key = `${c}\u0000${r.cells[state!]}\u0000${r.cells[district!]}`;
    let e = series.get(key);
    if (!e) series.set(key, (e = { s: { crop: c, state: r.cells[state!]!, district: r.cells[district!]!, points: [] }, years: new Map() }));
    const area = numberOrNull(r.cells[areaCol!]!);
    const sum = e.years.get(y);
    e.years.set(y, {
      value: (sum?.value ?? 0) + value,
      area: area === null || (sum && sum.area === null) ? null : (sum?.area ?? 0) + area,
    });
  }
  return [...series.values()].map(({ s, years }) => ({
    ...s,
    points: [...years]
      .sort((a, b) => a[0] - b[0])
      .map(([year, { value, area }]) => (area === null ? { year, value } : { year, value, area })),
  }));
}

export function readCropProduction(crop?: string, datasetsDir?: string): ProductionSeries[] {
  const path = datasetFile(CROP_PRODUCTION_FILE, datasetsDir);
  return parseCropProduction(readFileSync(path, 'utf8'), crop, path);
}
