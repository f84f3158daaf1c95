import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv.js';
import { CROP_HEADER, csv, hasRealFiles, RAINFALL_HEADER, rainRow, realFile } from '../../test/datasets.testkit.js';
import { DatasetFormatError, parseDataset } from './parse.js';

const text = (s: string) => Buffer.from(s);

describe('csvRecords', () => {
  it('reads quoted fields, doubled quotes, CRLF and LF, a BOM, and skips blank lines', () => {
    const records = [...csvRecords('\ufeffa,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\nlast,')];
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
      { line: 6, cells: ['last', ''] },
    ]);
  });

  it('marks a broken record and carries on with the next line', () => {
    const records = [...csvRecords('a,b\nx"y,1\n"q"z,2\nok,3\n"open,4')];
    expect(records.map((r) => [r.line, r.error ?? null])).toEqual([
      [1, null],
      [2, 'a quote inside an unquoted field'],
      [3, 'text after a closing quote'],
      [4, null],
      [5, 'a quoted field is not closed'],
    ]);
  });
});

describe('parseDataset', () => {
  it('reads rainfall rows: NA and empty cells are null, numbers as written', async () => {
    const parsed = await parseDataset(
      'rainfall',
      csv(RAINFALL_HEADER, [
        rainRow('KERALA', 1901, '12.5'),
        [...rainRow('KERALA', 1902).slice(0, 2), 'NA', '', ...rainRow('X', 0).slice(4)],
      ]),
    );
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({ subdivision: 'KERALA', year: 1901, annual: 12.5, octDec: 12.5 });
    expect(parsed.rows[0]!.months).toEqual(Array(12).fill(12.5));
    expect(parsed.rows[1]!.months.slice(0, 3)).toEqual([null, null, 10]);
    expect(parsed.summary).toEqual({ subdivisions: 1, years: '1901-1902', missing_months: 2 });
  });

  it('trims the padded seasons of the crop file and keeps an empty Production as null', async () => {
    const parsed = await parseDataset(
      'crop-production',
      text(
        `${CROP_HEADER}\r\nMadhya Pradesh,INDORE,2001,Kharif     ,Soyabean,1000.00,1500.00\r\nMadhya Pradesh,INDORE,2002,Kharif     ,Soyabean,900,\r\n`,
      ),
    );
    expect(parsed.rejected).toEqual([]);
    expect(parsed.rows).toEqual([
      { state: 'Madhya Pradesh', district: 'INDORE', year: 2001, season: 'Kharif', crop: 'Soyabean', area: 1000, production: 1500 },
      { state: 'Madhya Pradesh', district: 'INDORE', year: 2002, season: 'Kharif', crop: 'Soyabean', area: 900, production: null },
    ]);
  });

  it('matches columns by name in any order, and names the missing and unexpected ones', async () => {
    const reordered = 'Crop,Production,Area,Season,Crop_Year,District_Name,State_Name';
    expect((await parseDataset('crop-production', text(`${reordered}\nRice,5,4,Rabi,2000,PURI,Odisha\n`))).rows[0]).toMatchObject({
      crop: 'Rice',
      production: 5,
      area: 4,
      state: 'Odisha',
    });
    await expect(
      parseDataset('crop-production', text('State_Name,District,Crop_Year,Season,Crop,Area,Production,Yield\n')),
    ).rejects.toThrow(/missing District_Name; unexpected District, Yield/);
    await expect(parseDataset('rainfall', text(`${CROP_HEADER}\n`))).rejects.toThrow(DatasetFormatError);
    await expect(parseDataset('rainfall', text(`${RAINFALL_HEADER},JAN\n`))).rejects.toThrow(/repeated JAN/);
  });

  it('refuses what is not a CSV text file', async () => {
    await expect(parseDataset('rainfall', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).rejects.toThrow(
      /binary/,
    );
    await expect(parseDataset('rainfall', Buffer.from([0x53, 0xff, 0xfe, 0x41]))).rejects.toThrow(/UTF-8/);
    await expect(parseDataset('rainfall', Buffer.from(''))).rejects.toThrow(/empty/);
  });

  it('rejects bad values with their line and why', async () => {
    const parsed = await parseDataset(
      'rainfall',
      csv(RAINFALL_HEADER, [
        rainRow('A', 1901),
        rainRow('', 1902),
        rainRow('A', 1799),
        rainRow('A', '19x3'),
        rainRow('A', 1904, -1),
        rainRow('A', 1905, 'lots'),
        rainRow('A', 1906, 'Infinity'),
        rainRow('A', 1907, '1e999'),
        ['A', 1908, 1, 2],
      ]),
    );
    expect(parsed.rows).toHaveLength(1);
    expect(parsed.total).toBe(9);
    expect(parsed.rejected).toEqual([
      { line: 3, message: 'SUBDIVISION is empty' },
      { line: 4, message: 'YEAR 1799 is outside 1800..2100' },
      { line: 5, message: 'YEAR "19x3" is not a whole year' },
      { line: 6, message: 'JAN -1 is negative' },
      { line: 7, message: 'JAN "lots" is not a number' },
      { line: 8, message: 'JAN "Infinity" is not a number' },
      { line: 9, message: 'JAN 1e999 is not a finite number' },
      { line: 10, message: 'has 4 fields, the header has 19' },
    ]);
  });

  it('rejects rows sharing a key with both line numbers: a repeat keeps the first, a conflict keeps none', async () => {
    const parsed = await parseDataset(
      'rainfall',
      csv(RAINFALL_HEADER, [rainRow('A', 1901), rainRow('B', 1901), rainRow('A', 1901), rainRow('B', 1901, 99), rainRow('C', 1901)]),
    );
    expect(parsed.rows.map((r) => r.subdivision)).toEqual(['A', 'C']);
    expect(parsed.rejected).toEqual([
      { line: 3, message: 'same SUBDIVISION and YEAR as line 5 with different values' },
      { line: 4, message: 'repeats line 2 (same SUBDIVISION and YEAR, same values)' },
      { line: 5, message: 'same SUBDIVISION and YEAR as line 3 with different values' },
    ]);
    const crops = await parseDataset(
      'crop-production',
      text(`${CROP_HEADER}\nOdisha,PURI,2000,Rabi   ,Rice,1,2\nOdisha,PURI,2000,Rabi,Rice,1,3\nOdisha,PURI,2000,Kharif,Rice,1,3\n`),
    );
    expect(crops.rejected.map((r) => r.line)).toEqual([2, 3]);
    expect(crops.rejected[0]!.message).toMatch(/State_Name, District_Name, Crop_Year, Season and Crop as line 3/);
  });

  // Once (not again on the PostgreSQL project: no database here).
  it.runIf(hasRealFiles() && process.env.AGRIM_TEST_DB !== 'postgres')('reads the real files with no bad row', async () => {
    const rain = await parseDataset('rainfall', readFileSync(realFile('rainfall')));
    expect(rain.rejected).toEqual([]);
    expect(rain.rows).toHaveLength(4116);
    expect(rain.summary).toMatchObject({ subdivisions: 36, years: '1901-2015' });
    const crops = await parseDataset('crop-production', readFileSync(realFile('crop-production')));
    expect(crops.rejected).toEqual([]);
    expect(crops.rows).toHaveLength(246_091);
    expect(crops.summary).toEqual({ states: 33, districts: 652, crops: 124, years: '1997-2015', missing_production: 3730 });
  });
});
