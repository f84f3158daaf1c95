import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvRows, type CsvValue, guardFormula, parseCsv } from './csv.js';

// The writers the shared one replaced, kept here to show it writes the same bytes.
function formerReportCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const formerReportLine = (cells: readonly CsvValue[]) => `${cells.map(formerReportCell).join(',')}\r\n`;

const cell: fc.Arbitrary<CsvValue> = fc.oneof(
  fc.string(),
  fc.constantFrom('', '=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', ' lead', 'x;y'),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: true }),
);

describe('lib/csv', () => {
  it('writes the bytes the report writer wrote (quoting, CRLF, formula guard)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 8 }), { maxLength: 6 }), (rows) => {
        expect(csvRows(rows)).toBe(rows.map(formerReportLine).join(''));
        for (const row of rows) {
          expect(csvLine(row)).toBe(formerReportLine(row));
          for (const v of row) expect(csvCell(v)).toBe(formerReportCell(v));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('writes the readings export line as the sensor route did (LF, numbers and an ISO time)', () => {
    const r = {
      timestamp: '2026-03-10T06:30:00.000Z',
      nitrogen: 12.5,
      phosphorus: 0,
      potassium: -3,
      temperature: 1e21,
      moisture: 0.1,
      conductivity: 7,
      ph: 6.5,
    };
    const cells = [r.timestamp, r.nitrogen, r.phosphorus, r.potassium, r.temperature, r.moisture, r.conductivity, r.ph];
    expect(csvLine(cells, '\n')).toBe(`${cells.join(',')}\n`);
  });

  it('guards text a spreadsheet would run, and nothing else', () => {
    for (const f of ['=1', '+1', '-1', '@a', '\ta', '\ra']) expect(guardFormula(f)).toBe(`'${f}`);
    for (const f of ['a', '1', ' =1', "'=1", '']) expect(guardFormula(f)).toBe(f);
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ minLength: 1 }), { minLength: 2, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const safe = rows.map((row) => row.map((c) => `x${c}`));
          expect(parseCsv(csvRows(safe))).toEqual(safe);
        },
      ),
    );
    expect(parseCsv('\ufeffa,b\r\n"x, y","say ""hi"""\r\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
    expect(() => parseCsv('a,b\n"open,1')).toThrow();
  });
});
