/**
 * Shared set-up for the dataset and forecast tests; not used by the server. Small files cut from
 * the real datasets under DATASETS_DIR keep the suites fast (the 246k-row crop file is imported
 * nowhere in full; its full parse is checked once, without a database).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DATASET_FILES, type DatasetKind } from '@agrim/contracts';
import { bearer, type TestApp } from './harness.js';
import { datasetsDir } from '../src/soilHealthCard/synthetic.js';
import { multipart } from './soilTests.testkit.js';

export { datasetsDir };

export const realFile = (kind: DatasetKind) => path.join(datasetsDir(), DATASET_FILES[kind]);
export const hasRealFiles = () => existsSync(realFile('rainfall')) && existsSync(realFile('crop-production'));

export const RAINFALL_HEADER = 'SUBDIVISION,YEAR,JAN,FEB,MAR,APR,MAY,JUN,JUL,AUG,SEP,OCT,NOV,DEC,ANNUAL,Jan-Feb,Mar-May,Jun-Sep,Oct-Dec';
export const CROP_HEADER = 'State_Name,District_Name,Crop_Year,Season,Crop,Area,Production';

const cache = new Map<string, string[]>();
/** The lines of a real dataset file (line ends kept as the file has them: CRLF for the crop file). */
function lines(kind: DatasetKind): string[] {
  let all = cache.get(kind);
  if (!all) {
    all = readFileSync(realFile(kind), 'utf8').split(/(?<=\n)/);
    cache.set(kind, all);
  }
  return all;
}

/** The real rainfall file with only the given subdivisions (source spelling, capitals). */
export function rainfallSubset(subdivisions: readonly string[]): Buffer {
  const [header, ...rows] = lines('rainfall');
  return Buffer.from(header + rows.filter((l) => subdivisions.some((s) => l.startsWith(`${s},`))).join(''));
}

/** The real crop production file with only the rows of `crop` (and optionally of some states). */
export function cropSubset(crop: string, states?: readonly string[]): Buffer {
  const [header, ...rows] = lines('crop-production');
  return Buffer.from(
    header +
      rows
        .filter((l) => {
          const cells = l.split(',');
          return cells[4] === crop && (!states || states.includes(cells[0]!));
        })
        .join(''),
  );
}

/** Writes a DATASETS_DIR with the two files at their expected places. */
export async function writeDatasetsDir(dir: string, files: Partial<Record<DatasetKind, Buffer>>) {
  for (const [kind, bytes] of Object.entries(files) as Array<[DatasetKind, Buffer]>) {
    const file = path.join(dir, DATASET_FILES[kind]);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
}

/** POST /api/v1/datasets/:kind/import with `bytes` as the file. */
export function postDataset(t: TestApp, token: string, kind: string, bytes: Buffer | null, query = '', filename = 'data.csv') {
  const body = multipart({}, bytes ? [{ field: 'file', filename, type: 'text/csv', bytes }] : []);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/datasets/${kind}/import${query}`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

/** A CSV from a header and rows (arrays of cells), CRLF line ends. */
export const csv = (header: string, rows: Array<Array<string | number>>) =>
  Buffer.from([header, ...rows.map((r) => r.join(','))].join('\r\n') + '\r\n');

/** A rainfall row: subdivision, year, 12 months and the 5 totals (all `mm`, or NA). */
export const rainRow = (subdivision: string, year: number | string, mm: number | string = 10) => [
  subdivision,
  year,
  ...Array.from({ length: 17 }, () => mm),
];
