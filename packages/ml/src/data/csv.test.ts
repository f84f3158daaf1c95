import { describe, expect, it } from 'vitest';
import { CsvError, parseCsv, readCsvTable } from './csv.js';
import { DataError, parseLabeledCsv } from './table.js';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a BOM; skips blank lines', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"multi\nline",\r\n';
    expect(parseCsv(text).map((r) => r.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'multi\nline', ''],
    ]);
    expect(parseCsv(text).map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it('reads a last line without a line end', () => {
    expect(parseCsv('a\n1').map((r) => r.cells)).toEqual([['a'], ['1']]);
  });

  it('rejects an unclosed quote', () => {
    expect(() => parseCsv('a\n"1')).toThrow(CsvError);
  });
});

describe('readCsvTable', () => {
  it('trims header names and cells (the fertilizer header has "Humidity ")', () => {
    const t = readCsvTable('Temparature,Humidity ,Soil Type\r\n26, 52 ,Sandy\r\n');
    expect(t.header).toEqual(['Temparature', 'Humidity', 'Soil Type']);
    expect(t.rows[0]!.cells).toEqual(['26', '52', 'Sandy']);
  });

  it('rejects rows of the wrong width, with the line', () => {
    expect(() => readCsvTable('a,b\n1,2\n3\n')).toThrow(/line 3/);
  });
});

describe('parseLabeledCsv', () => {
  const columns = [
    { name: 'x', headers: ['X'], kind: 'numeric' as const },
    { name: 'kind', headers: ['Kind'], kind: 'categorical' as const },
  ];
  it('finds columns by header in any order and case', () => {
    expect(parseLabeledCsv('label,kind,x\nyes,A,1.5\n', columns, { headers: ['Label'] })).toEqual({ rows: [[1.5, 'A']], labels: ['yes'] });
  });
  it('names the missing column, the bad number and the empty file', () => {
    expect(() => parseLabeledCsv('x,label\n1,a\n', columns, { headers: ['label'] })).toThrow(/no column "Kind"/);
    expect(() => parseLabeledCsv('x,kind,label\nabc,A,a\n', columns, { headers: ['label'] })).toThrow(/line 2: X "abc" is not a number/);
    expect(() => parseLabeledCsv('x,kind,label\n', columns, { headers: ['label'] })).toThrow(DataError);
  });
});
