import { createTheme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import {
  cellValue,
  columnLabels,
  displayedRange,
  LIST_TEXT_EN,
  NARROW_QUERY,
  listText,
  pageRows,
  sortRows,
  startPage,
  visibleColumns,
} from './rowListLogic';

type Row = { id: number; n: number | null; name: string; ok?: boolean };
const api = { getRowIndexRelativeToVisibleRows: () => 0 };
const yesNo = { booleanCellTrueLabel: 'yes', booleanCellFalseLabel: 'no' };

describe('RowList: a grid as a phone reads it (issue 43 item 5)', () => {
  it("takes a phone to be what the theme's down('sm') is, outside React too", () => {
    expect(createTheme().breakpoints.down('sm')).toBe(`@media ${NARROW_QUERY}`);
  });

  it('shows the columns the grid would, in its order', () => {
    const columns: GridColDef<Row>[] = [{ field: 'id' }, { field: 'n' }, { field: 'name' }];
    expect(visibleColumns(columns, { n: false }).map((c) => c.field)).toEqual(['id', 'name']);
    expect(visibleColumns(columns, { n: true }).map((c) => c.field)).toEqual(['id', 'n', 'name']);
    expect(visibleColumns(columns, undefined)).toHaveLength(3);
  });

  it("labels a field with its groups' names first, as a card has no group header", () => {
    const columns: GridColDef<Row>[] = [{ field: 'id', headerName: 'Id' }, { field: 'n', headerName: 'Value' }, { field: 'name' }];
    const labels = columnLabels(columns, [
      { groupId: 'N', headerName: 'Nitrogen (mg/kg)', children: [{ groupId: 'z', headerName: 'Zone A', children: [{ field: 'n' }] }] },
    ]);
    expect(labels.get('id')).toBe('Id');
    expect(labels.get('n')).toBe('Nitrogen (mg/kg) · Zone A · Value');
    expect(labels.get('name')).toBe('name');
  });

  it('pages client rows by slicing them and server rows as given, with the total from rowCount', () => {
    const rows = Array.from({ length: 57 }, (_, i) => i);
    expect(pageRows(rows, { page: 1, pageSize: 10 }, false, undefined)).toEqual({ rows: rows.slice(10, 20), count: 57, page: 1 });
    // A page past the end (rows gone since) shows the last page.
    expect(pageRows(rows, { page: 9, pageSize: 10 }, false, undefined).page).toBe(5);
    expect(pageRows(rows, { page: 9, pageSize: 10 }, false, undefined).rows).toEqual(rows.slice(50));
    expect(pageRows(rows.slice(0, 10), { page: 3, pageSize: 10 }, true, 57)).toEqual({ rows: rows.slice(0, 10), count: 57, page: 3 });
    expect(pageRows([], { page: 0, pageSize: 10 }, false, undefined)).toEqual({ rows: [], count: 0, page: 0 });
  });

  it('reads "from–to of count" as the grid does', () => {
    expect(displayedRange(0, 10, 10, 57)).toEqual({ from: 1, to: 10, count: 57 });
    expect(displayedRange(5, 10, 7, 57)).toEqual({ from: 51, to: 57, count: 57 });
    expect(displayedRange(0, 10, 0, 0)).toEqual({ from: 0, to: 0, count: 0 });
    expect(LIST_TEXT_EN.paginationDisplayedRows({ from: 1, to: 10, count: 57 })).toBe('1–10 of 57');
  });

  it('starts on the controlled page, else the initial one, else the first page of the first size', () => {
    expect(startPage({ page: 2, pageSize: 25 }, { page: 0, pageSize: 10 }, [10])).toEqual({ page: 2, pageSize: 25 });
    expect(startPage(undefined, { page: 1, pageSize: 50 }, [10])).toEqual({ page: 1, pageSize: 50 });
    expect(startPage(undefined, undefined, [{ value: 20, label: '20' }, 40])).toEqual({ page: 0, pageSize: 20 });
    expect(startPage(undefined, undefined, undefined)).toEqual({ page: 0, pageSize: 100 });
  });

  it("takes the grid's own texts, else the theme's (Hindi, Marathi), else English, key by key", () => {
    const themed = { noRowsLabel: 'कोई पंक्ति नहीं', paginationRowsPerPage: 'प्रति पृष्ठ पंक्तियाँ:' };
    expect(listText(undefined, themed).noRowsLabel).toBe('कोई पंक्ति नहीं');
    expect(listText(undefined, themed).paginationRowsPerPage).toBe('प्रति पृष्ठ पंक्तियाँ:');
    // As the grid: its own localeText replaces the theme's set; what it lacks is English.
    const own = listText({ noRowsLabel: 'No tests yet' }, themed);
    expect(own.noRowsLabel).toBe('No tests yet');
    expect(own.paginationRowsPerPage).toBe('Rows per page:');
    expect(listText(undefined, undefined)).toEqual(LIST_TEXT_EN);
  });

  it('formats a cell through valueGetter then valueFormatter, passing the row and the column', () => {
    const row: Row = { id: 1, n: 12.5, name: 'Asha', ok: true };
    const getter: GridColDef<Row> = { field: 'name', valueGetter: (_v, r) => `${r.name} (${r.id})` };
    expect(cellValue(getter, row, api, yesNo)).toEqual({ value: 'Asha (1)', formattedValue: 'Asha (1)' });
    const both: GridColDef<Row> = {
      field: 'n',
      valueGetter: (v: number) => v * 2,
      valueFormatter: (v: number, r, c) => `${v} ${c.field} ${r.name}`,
    };
    expect(cellValue(both, row, api, yesNo)).toEqual({ value: 25, formattedValue: '25 n Asha' });
    expect(cellValue({ field: 'ok', type: 'boolean' }, row, api, yesNo).formattedValue).toBe('yes');
    expect(cellValue({ field: 'n' }, { ...row, n: null }, api, yesNo).formattedValue).toBeNull();
  });

  it('sorts client rows by the sort model, blanks first as the grid does', () => {
    const rows: Row[] = [
      { id: 1, n: 3, name: 'b' },
      { id: 2, n: null, name: 'a' },
      { id: 3, n: 1, name: 'c' },
    ];
    const columns: GridColDef<Row>[] = [{ field: 'n' }, { field: 'name' }];
    expect(sortRows(rows, [{ field: 'n', sort: 'asc' }], columns, api).map((r) => r.id)).toEqual([2, 3, 1]);
    expect(sortRows(rows, [{ field: 'name', sort: 'desc' }], columns, api).map((r) => r.id)).toEqual([3, 1, 2]);
    expect(sortRows(rows, undefined, columns, api)).toBe(rows);
  });
});
