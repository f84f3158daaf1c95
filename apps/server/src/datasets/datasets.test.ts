import { readFileSync } from 'node:fs';
import { DATASET_FILES, DATASET_REPORT_MAX_ROWS, type Role } from '@agrim/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EMAILS, startSeededApp } from '../../test/harness.js';
import { expectError } from '../../test/expectError.js';
import { CROP_HEADER, csv, hasRealFiles, postDataset, RAINFALL_HEADER, rainRow, realFile } from '../../test/datasets.testkit.js';

let t: Awaited<ReturnType<typeof startSeededApp>>;
let tokens: Record<Role, string>;
beforeAll(async () => {
  t = await startSeededApp();
  tokens = t.tokens;
});
afterAll(() => t.close());

const list = async (role: Role = 'Admin') => {
  const res = await t.app.inject({ url: '/api/v1/datasets', headers: bearer(tokens[role]) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    status: string;
    datasets: Array<{ kind: string; current: Record<string, unknown> | null; expected_file: string }>;
  };
};
const currentOf = async (kind: string) => (await list()).datasets.find((d) => d.kind === kind)!.current;

async function count(table: 'rainfall_rows' | 'crop_production_rows' | 'crop_production_series', where = sql`true`): Promise<number> {
  const result = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
  return Number(result.rows[0]!.n);
}

/** `n` valid rainfall rows of subdivision `name`, years from 1901. */
const years = (name: string, n: number, mm: number | string = 10) => Array.from({ length: n }, (_v, i) => rainRow(name, 1901 + i, mm));

describe('GET /api/v1/datasets', () => {
  it('lists each kind with no current version before any import, and the file expected under DATASETS_DIR', async () => {
    expect(await list()).toEqual({
      status: 'success',
      datasets: [
        { kind: 'rainfall', current: null, expected_file: DATASET_FILES.rainfall },
        { kind: 'crop-production', current: null, expected_file: DATASET_FILES['crop-production'] },
      ],
    });
  });

  it('who may: anonymous 401, user and Expert 403, Admin and superAdmin 200', async () => {
    expectError(await t.app.inject({ url: '/api/v1/datasets' }), 401, 'UNAUTHENTICATED');
    for (const role of ['user', 'Expert'] as const)
      expectError(await t.app.inject({ url: '/api/v1/datasets', headers: bearer(tokens[role]) }), 403, 'FORBIDDEN');
    for (const role of ['Admin', 'superAdmin'] as const) expect((await list(role)).status).toBe('success');
    const file = csv(RAINFALL_HEADER, years('A', 2));
    expectError(await postDataset(t, '', 'rainfall', file), 401, 'UNAUTHENTICATED');
    for (const role of ['user', 'Expert'] as const) expectError(await postDataset(t, tokens[role], 'rainfall', file), 403, 'FORBIDDEN');
    expect(await currentOf('rainfall')).toBeNull();
  });
});

describe('POST /api/v1/datasets/:kind/import refuses', () => {
  it('a file that is not CSV text, with 422 and nothing imported', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(expectError(await postDataset(t, tokens.Admin, 'rainfall', png, '', 'photo.png'), 422, 'UNPROCESSABLE')).toMatch(/not a CSV/);
    expect(expectError(await postDataset(t, tokens.Admin, 'rainfall', Buffer.from([0x41, 0xc3, 0x28])), 422, 'UNPROCESSABLE')).toMatch(
      /UTF-8/,
    );
  });

  it('the wrong columns, naming the missing and the unexpected ones', async () => {
    const message = expectError(await postDataset(t, tokens.Admin, 'rainfall', csv(CROP_HEADER, [])), 422, 'UNPROCESSABLE');
    expect(message).toMatch(/missing SUBDIVISION, YEAR, JAN/);
    expect(message).toMatch(/unexpected State_Name, District_Name/);
    const cropAsRain = expectError(
      await postDataset(t, tokens.Admin, 'crop-production', csv(RAINFALL_HEADER, years('A', 1))),
      422,
      'UNPROCESSABLE',
    );
    expect(cropAsRain).toMatch(/columns are not those of the crop-production dataset/);
  });

  it('a missing file, another content type, an unknown kind', async () => {
    expectError(await postDataset(t, tokens.Admin, 'rainfall', null), 400, 'VALIDATION_FAILED');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/datasets/rainfall/import',
      headers: bearer(tokens.Admin),
      payload: {},
    });
    expectError(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await postDataset(t, tokens.Admin, 'weather', csv(RAINFALL_HEADER, years('A', 1))), 400, 'VALIDATION_FAILED');
    expectError(
      await postDataset(t, tokens.Admin, 'rainfall', csv(RAINFALL_HEADER, years('A', 1)), '?skip_bad_rows=yes'),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('a file with bad rows by default: 422 with the report (line numbers, duplicates with both lines), nothing changes', async () => {
    const file = csv(RAINFALL_HEADER, [
      ...years('A', 3),
      rainRow('B', 1901, -5),
      rainRow('A', 1902),
      rainRow('B', 1902, 'NA'),
      rainRow('A', 1903, 7),
    ]);
    const res = await postDataset(t, tokens.Admin, 'rainfall', file);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ status: 'error', code: 'UNPROCESSABLE', rejected_count: 4 });
    expect(body.message).toMatch(/^4 bad rows of 7 in the rainfall file; nothing was imported/);
    expect(body.rejected).toEqual([
      { line: 4, message: 'same SUBDIVISION and YEAR as line 8 with different values' },
      { line: 5, message: 'JAN -5 is negative' },
      { line: 6, message: 'repeats line 3 (same SUBDIVISION and YEAR, same values)' },
      { line: 8, message: 'same SUBDIVISION and YEAR as line 4 with different values' },
    ]);
    expect(await currentOf('rainfall')).toBeNull();
    expect(await count('rainfall_rows')).toBe(0);
  });

  it(`lists at most ${DATASET_REPORT_MAX_ROWS} bad rows, with the full count`, async () => {
    const file = csv(RAINFALL_HEADER, [...years('A', 2), ...years('B', 150, 'x')]);
    const res = await postDataset(t, tokens.Admin, 'rainfall', file);
    expect(res.statusCode).toBe(422);
    expect(res.json().rejected).toHaveLength(DATASET_REPORT_MAX_ROWS);
    expect(res.json().rejected_count).toBe(150);
    expect(res.json().rejected[0]).toEqual({ line: 4, message: 'JAN "x" is not a number' });
  });
});

describe('POST /api/v1/datasets/:kind/import imports', () => {
  it('with skip_bad_rows=true, the valid rows and the report of the rest', async () => {
    const file = csv(RAINFALL_HEADER, [...years('A', 3), rainRow('B', 1901, -5), rainRow('', 1901), ...years('B', 2, 'NA')]);
    const res = await postDataset(t, tokens.Admin, 'rainfall', file, '?skip_bad_rows=true', 'rain.csv');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.dataset).toMatchObject({
      kind: 'rainfall',
      version: 1,
      rows: 5,
      source_file: 'rain.csv',
      imported_by: EMAILS.Admin,
      rejected_count: 2,
      summary: { subdivisions: 2, years: '1901-1903', missing_months: 24 },
    });
    expect(Date.parse(body.dataset.imported_at)).not.toBeNaN();
    expect(body.rejected).toEqual([
      { line: 5, message: 'JAN -5 is negative' },
      { line: 6, message: 'SUBDIVISION is empty' },
    ]);
    expect(await currentOf('rainfall')).toEqual(body.dataset);
    expect(await count('rainfall_rows')).toBe(5);
  });

  it('a file with no valid row is refused even with skip_bad_rows', async () => {
    const res = await postDataset(t, tokens.superAdmin, 'rainfall', csv(RAINFALL_HEADER, [rainRow('A', 1500)]), '?skip_bad_rows=true');
    expect(expectError(res, 422, 'UNPROCESSABLE')).toMatch(/no valid rows/);
    expect(await currentOf('rainfall')).toMatchObject({ version: 1 });
  });

  it('crop production rows, seasons trimmed, an empty Production kept as null', async () => {
    const file = Buffer.from(
      `${CROP_HEADER}\r\nMadhya Pradesh,INDORE,2001,Kharif     ,Soyabean,1000.00,1500.00\r\nMadhya Pradesh,INDORE,2001,Rabi       ,Wheat,10,\r\n`,
    );
    const res = await postDataset(t, tokens.superAdmin, 'crop-production', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dataset).toMatchObject({
      kind: 'crop-production',
      version: 1,
      rows: 2,
      imported_by: EMAILS.superAdmin,
      rejected_count: 0,
    });
    const rows = await t.database.db.execute(sql`select season, crop, production from crop_production_rows order by crop`);
    expect(rows.rows).toEqual([
      { season: 'Kharif', crop: 'Soyabean', production: 1500 },
      { season: 'Rabi', crop: 'Wheat', production: null },
    ]);
    // The series with production figures are listed for the yield screen: Wheat has none.
    const series = await t.database.db.execute(sql`select version, crop, state, district, years from crop_production_series`);
    expect(series.rows).toEqual([{ version: 1, crop: 'Soyabean', state: 'Madhya Pradesh', district: 'INDORE', years: 1 }]);
  });

  it('a re-import replaces the current version at once: the old one is read until the switch, then its rows are gone', async () => {
    const datasets = t.app.services.datasets;
    const seen: Array<unknown> = [];
    const result = await datasets.importBytes('rainfall', csv(RAINFALL_HEADER, [...years('A', 4), ...years('C', 4)]), {
      importedBy: 'test',
      sourceFile: 'second.csv',
      beforeSwitch: async () => {
        // The new rows are all written, under version 2, and nobody reads them yet.
        seen.push(await currentOf('rainfall'));
        seen.push(await count('rainfall_rows', sql`version = 1`), await count('rainfall_rows', sql`version = 2`));
        // A second import of the kind meanwhile is refused.
        expectError(await postDataset(t, tokens.Admin, 'rainfall', csv(RAINFALL_HEADER, years('D', 2))), 409, 'CONFLICT');
      },
    });
    expect(seen).toEqual([expect.objectContaining({ version: 1, rows: 5 }), 5, 8]);
    expect(result.dataset).toMatchObject({ version: 2, rows: 8, source_file: 'second.csv', imported_by: 'test' });
    expect(await currentOf('rainfall')).toMatchObject({ version: 2, rows: 8 });
    expect(await count('rainfall_rows')).toBe(8);
    expect(await count('rainfall_rows', sql`version = 2`)).toBe(8);
    const states = await t.database.db.execute(sql`select version, state from dataset_versions where kind = 'rainfall' order by version`);
    expect(states.rows).toEqual([
      { version: 1, state: 'replaced' },
      { version: 2, state: 'current' },
    ]);
    // The other kind is untouched.
    expect(await currentOf('crop-production')).toMatchObject({ version: 1, rows: 2 });
  });

  it('a failed import leaves the current version as it was, and an import cut off by a crash is cleared by the next one', async () => {
    const datasets = t.app.services.datasets;
    await expect(
      datasets.importBytes('rainfall', csv(RAINFALL_HEADER, years('E', 3)), {
        importedBy: 'test',
        sourceFile: 'boom.csv',
        beforeSwitch: async () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(await currentOf('rainfall')).toMatchObject({ version: 2, rows: 8 });
    expect(await count('rainfall_rows')).toBe(8);

    // A crashed process left version 3 'importing' an hour ago, with some rows.
    await t.database.db.execute(sql`insert into dataset_versions (kind, version, state, source_file, imported_by, started_at)
      values ('rainfall', 3, 'importing', 'crashed.csv', 'cli', now() - interval '1 hour')`);
    await t.database.db.execute(sql`insert into rainfall_rows (version, subdivision, year) values (3, 'Z', 1901), (3, 'Z', 1902)`);
    const res = await postDataset(t, tokens.Admin, 'rainfall', csv(RAINFALL_HEADER, years('F', 2)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dataset).toMatchObject({ version: 3, rows: 2 });
    expect(await count('rainfall_rows')).toBe(2);
    expect(await count('rainfall_rows', sql`subdivision = 'F'`)).toBe(2);
  });

  it.runIf(hasRealFiles())('the real rainfall file, cleanly by default', async () => {
    const res = await postDataset(t, tokens.Admin, 'rainfall', readFileSync(realFile('rainfall')), '', 'rainfall in india 1901-2015.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rejected).toEqual([]);
    expect(res.json().dataset).toMatchObject({
      version: 4,
      rows: 4116,
      rejected_count: 0,
      summary: { subdivisions: 36, years: '1901-2015', missing_months: 70 },
    });
    expect(await count('rainfall_rows')).toBe(4116);
  });
});
