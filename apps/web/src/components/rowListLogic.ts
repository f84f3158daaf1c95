import type {
  GridColDef,
  GridColumnGroupingModel,
  GridColumnVisibilityModel,
  GridLocaleText,
  GridPaginationModel,
  GridRowId,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';

/*
 * The pure half of RowList: which columns a card shows and under what label, which rows a page holds, and what a
 * cell reads. Types only from @mui/x-data-grid: nothing here may pull the grid's code into a phone's load.
 */

/**
 * `theme.breakpoints.down('sm')` (the app keeps MUI's breakpoints) as a media query, for code outside React: below it
 * a grid is a RowList, and its code is not fetched.
 */
export const NARROW_QUERY = '(max-width:599.95px)';

/** The grid's own English texts that the list shows (the grid's GRID_DEFAULT_LOCALE_TEXT lives in its chunk). */
export const LIST_TEXT_EN = {
  noRowsLabel: 'No rows',
  paginationRowsPerPage: 'Rows per page:',
  paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
    `${from}–${to} of ${count === -1 ? `more than ${to}` : count}`,
  paginationItemAriaLabel: (type: 'first' | 'last' | 'next' | 'previous') => `Go to ${type} page`,
  booleanCellTrueLabel: 'yes',
  booleanCellFalseLabel: 'no',
} satisfies Partial<GridLocaleText>;

export type ListText = typeof LIST_TEXT_EN;

/**
 * The texts as the grid would take them: a grid's own `localeText` replaces the theme's whole set (see
 * useGridText), and what neither gives is English.
 */
export function listText(own: Partial<GridLocaleText> | undefined, themed: Partial<GridLocaleText> | undefined): ListText {
  const given = own ?? themed ?? {};
  const pick = <K extends keyof ListText>(key: K): ListText[K] => (given[key] as ListText[K] | undefined) ?? LIST_TEXT_EN[key];
  return {
    noRowsLabel: pick('noRowsLabel'),
    paginationRowsPerPage: pick('paginationRowsPerPage'),
    paginationDisplayedRows: pick('paginationDisplayedRows'),
    paginationItemAriaLabel: pick('paginationItemAriaLabel'),
    booleanCellTrueLabel: pick('booleanCellTrueLabel'),
    booleanCellFalseLabel: pick('booleanCellFalseLabel'),
  };
}

/** The columns a card shows: those the grid would show, in its order. */
export function visibleColumns<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  model: GridColumnVisibilityModel | undefined,
): GridColDef<R>[] {
  return columns.filter((c) => model?.[c.field] !== false);
}

/**
 * Each field's label: its headerName, after the headerNames of the groups it sits in ('Nitrogen (mg/kg) · Value'),
 * since a card has no group header above its fields.
 */
export function columnLabels<R extends GridValidRowModel>(
  columns: readonly GridColDef<R>[],
  groups: GridColumnGroupingModel | undefined,
): Map<string, string> {
  const path = new Map<string, string[]>();
  const walk = (nodes: GridColumnGroupingModel[number]['children'], above: string[]) => {
    for (const node of nodes) {
      if ('groupId' in node) walk(node.children, node.headerName ? [...above, node.headerName] : above);
      else path.set(node.field, above);
    }
  };
  walk(groups ?? [], []);
  return new Map(columns.map((c) => [c.field, [...(path.get(c.field) ?? []), c.headerName ?? c.field].join(' · ')]));
}

/** The page the list shows: the model given (controlled), else the initial one, else the first of the first size. */
export function startPage(
  given: GridPaginationModel | undefined,
  initial: GridPaginationModel | undefined,
  sizes: readonly (number | { value: number; label: string })[] | undefined,
): GridPaginationModel {
  if (given) return given;
  if (initial) return initial;
  const first = sizes?.[0];
  return { page: 0, pageSize: (typeof first === 'object' ? first.value : first) ?? 100 };
}

/**
 * The rows of the page and the count the pager shows. Client paging slices the rows; server paging gets the page
 * as its rows and the total as `rowCount`. A page past the end (rows gone, say) shows the last one, as the grid does.
 */
export function pageRows<T>(
  rows: readonly T[],
  model: GridPaginationModel,
  server: boolean,
  rowCount: number | undefined,
): { rows: readonly T[]; count: number; page: number } {
  if (server) return { rows, count: rowCount ?? rows.length, page: model.page };
  const count = rows.length;
  const last = Math.max(0, Math.ceil(count / model.pageSize) - 1);
  const page = Math.min(model.page, last);
  return { rows: rows.slice(page * model.pageSize, (page + 1) * model.pageSize), count, page };
}

/** 'from–to of count' figures for a page, 0–0 with nothing. */
export function displayedRange(page: number, pageSize: number, shown: number, count: number) {
  const from = shown === 0 ? 0 : page * pageSize + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1, count };
}

/** Stands in for the grid's api in a column's callbacks: what the app's columns use of it. */
export interface ListApi {
  getRowIndexRelativeToVisibleRows: (id: GridRowId) => number;
}

type AnyCol = GridColDef<GridValidRowModel>;

/** A cell's value (through the column's valueGetter) and its text (through its valueFormatter). */
export function cellValue<R extends GridValidRowModel>(
  column: GridColDef<R>,
  row: R,
  api: ListApi,
  text: Pick<ListText, 'booleanCellTrueLabel' | 'booleanCellFalseLabel'>,
): { value: unknown; formattedValue: unknown } {
  const col = column as unknown as AnyCol;
  const apiRef = { current: api } as unknown as Parameters<NonNullable<AnyCol['valueGetter']>>[3];
  const raw: unknown = row[column.field];
  const value: unknown = col.valueGetter ? col.valueGetter(raw as never, row, col, apiRef) : raw;
  if (col.valueFormatter) return { value, formattedValue: col.valueFormatter(value as never, row, col, apiRef) };
  if (col.type === 'boolean' && typeof value === 'boolean')
    return { value, formattedValue: value ? text.booleanCellTrueLabel : text.booleanCellFalseLabel };
  if (col.type === 'number' && typeof value === 'number') return { value, formattedValue: value.toLocaleString() };
  return { value, formattedValue: value };
}

/** What a card shows for a cell with nothing in it, as the app's columns do. */
export const BLANK = '—';

/** Whether a cell has nothing to show. */
export const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** The rows in the order of a sort model (the grid's comparison, roughly: numbers, dates, then text). */
export function sortRows<R extends GridValidRowModel>(
  rows: readonly R[],
  model: GridSortModel | undefined,
  columns: readonly GridColDef<R>[],
  api: ListApi,
): readonly R[] {
  const keys = (model ?? []).flatMap((item) => {
    const column = columns.find((c) => c.field === item.field);
    return column && item.sort ? [{ column, sign: item.sort === 'desc' ? -1 : 1 }] : [];
  });
  if (keys.length === 0) return rows;
  const noText = { booleanCellTrueLabel: '', booleanCellFalseLabel: '' };
  const compare = (a: unknown, b: unknown): number => {
    if (isBlank(a) || isBlank(b)) return isBlank(a) === isBlank(b) ? 0 : isBlank(a) ? -1 : 1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
    return String(a as string).localeCompare(String(b as string));
  };
  const valued = rows.map((row) => ({ row, values: keys.map((k) => cellValue(k.column, row, api, noText).value) }));
  valued.sort((x, y) => {
    for (let i = 0; i < keys.length; i++) {
      const d = compare(x.values[i], y.values[i]) * keys[i]!.sign;
      if (d !== 0) return d;
    }
    return 0;
  });
  return valued.map((v) => v.row);
}
