import { describe, expect, it } from 'vitest';
import { muiHindi } from './muiLocale.hi';
import { muiMarathi } from './muiLocale.mr';

/** Every text of a set, functions called with sample figures. */
function texts(set: Record<string, unknown>): string[] {
  return Object.values(set).flatMap((v) => {
    if (typeof v === 'string') return [v];
    if (typeof v !== 'function') return [];
    const f = v as (...args: unknown[]) => unknown;
    const sample = [{ from: 1, to: 10, count: 1234 }, { from: 11, to: 20, count: -1 }, 3, 'next', 'pH'];
    // Each function takes one of these shapes; the others throw.
    return sample.flatMap((arg) => {
      try {
        return [String(f(arg, 2))];
      } catch {
        return [];
      }
    });
  });
}

describe("MUI's own texts in Marathi (issue 41)", () => {
  // The sample arguments (a column named 'next' or 'pH', an object) come back in some texts: not English of ours.
  it("cover every DataGrid text the Hindi set does, with no English left but the file format's name", () => {
    expect(Object.keys(muiMarathi.grid).sort()).toEqual(Object.keys(muiHindi.grid).sort());
    const english = texts(muiMarathi.grid).flatMap(
      (text) => text.replace(/\bCSV\b|\bpH\b|\bnext\b|\[object Object\]/g, '').match(/[A-Za-z]{2,}/g) ?? [],
    );
    expect(english).toEqual([]);
  });

  it("give the tables' pagination its Marathi labels, with the figures as in English", () => {
    const pagination = muiMarathi.material.components?.MuiTablePagination?.defaultProps;
    expect(pagination?.labelRowsPerPage).toBe('प्रति पान ओळी:');
    expect(pagination?.labelDisplayedRows?.({ from: 1, to: 10, count: 1234, page: 0 })).toBe('1,234 पैकी 1–10');
    expect(muiMarathi.grid.paginationDisplayedRows?.({ from: 1, to: 10, count: 1234, estimated: undefined })).toBe('1,234 पैकी 1–10');
    expect(pagination?.getItemAriaLabel?.('next')).toBe('पुढच्या पानावर जा');
  });
});
