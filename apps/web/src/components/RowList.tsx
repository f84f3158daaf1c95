import { Box, Skeleton, TablePagination, Typography, useTheme } from '@mui/material';
import type {
  DataGridProps,
  GridLocaleText,
  GridPaginationModel,
  GridRenderCellParams,
  GridRowId,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { Fragment, type ReactNode, useMemo, useState } from 'react';
import {
  BLANK,
  cellValue,
  columnLabels,
  displayedRange,
  isBlank,
  type ListApi,
  listText,
  pageRows,
  sortRows,
  startPage,
  visibleColumns,
} from './rowListLogic';

/** A field a line: its label on the left, its value (wrapping) on the right. */
const fields = {
  m: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  columnGap: 1.5,
  rowGap: 0.5,
  alignItems: 'center',
  typography: 'body2',
  overflowWrap: 'anywhere',
} as const;
/**
 * A compact grid's (`density="compact"`: readings, forecasts) fields one after another, a line holding as many as
 * fit: ten readings of eight figures each stay about a screen tall instead of four.
 */
const denseFields = { ...fields, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25 } as const;
const card = { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: 'background.paper' } as const;

/** A stand-in card while the rows load (or are drawn): about as many lines as a card will have. */
function SkeletonCard({ lines }: { lines: number }) {
  return (
    <Box component="li" sx={{ ...card, typography: 'body2' }} aria-hidden>
      {Array.from({ length: lines }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, py: 0.25 }}>
          <Skeleton variant="text" width="35%" />
          <Skeleton variant="text" width="45%" />
        </Box>
      ))}
    </Box>
  );
}

/**
 * A grid's rows as a list of cards, for a phone (issue 43 item 5): each card a `<dl>` of the columns the grid would
 * show, label beside value, long text wrapping within the card, so nothing scrolls sideways at 360 px and a farmer
 * reads every field of a row at once. It takes the grid's own props (columns, renderCell, valueGetter and
 * valueFormatter, paging, hidden columns, texts) and none of the grid's code: MUI's DataGrid on a phone cost its
 * first commit and measuring re-renders in one long task (0.4 to 1 s at a phone's speed).
 */
export function RowList<R extends GridValidRowModel>(props: DataGridProps<R> & { notDrawn?: boolean }) {
  const theme = useTheme();
  const themed = (theme.components as { MuiDataGrid?: { defaultProps?: { localeText?: Partial<GridLocaleText> } } } | undefined)
    ?.MuiDataGrid?.defaultProps?.localeText;
  const text = listText(props.localeText, themed);
  const server = props.paginationMode === 'server';
  const [ownPage, setOwnPage] = useState<GridPaginationModel>(() =>
    startPage(undefined, props.initialState?.pagination?.paginationModel as GridPaginationModel | undefined, props.pageSizeOptions),
  );
  const model = props.paginationModel ?? ownPage;
  const setModel = (next: GridPaginationModel) => {
    if (!props.paginationModel) setOwnPage(next);
    props.onPaginationModelChange?.(next, { reason: undefined } as never);
  };
  const idOf = (row: R): GridRowId => (props.getRowId ? props.getRowId(row) : (row.id as GridRowId));

  const columns = useMemo(
    () => visibleColumns(props.columns, props.columnVisibilityModel ?? props.initialState?.columns?.columnVisibilityModel),
    [props.columns, props.columnVisibilityModel, props.initialState?.columns?.columnVisibilityModel],
  );
  const labels = useMemo(() => columnLabels(props.columns, props.columnGroupingModel), [props.columns, props.columnGroupingModel]);
  const sortModel = props.sortModel ?? props.initialState?.sorting?.sortModel;

  // The page's rows, and each one's index among them (the serial-number columns ask for it).
  const index = new Map<GridRowId, number>();
  const api: ListApi = { getRowIndexRelativeToVisibleRows: (id) => index.get(id) ?? 0 };
  const sorted = server ? (props.rows ?? []) : sortRows(props.rows ?? [], sortModel, props.columns, api);
  const page = pageRows(sorted, model, server, props.rowCount);
  page.rows.forEach((row, i) => index.set(idOf(row), i));
  const range = displayedRange(page.page, model.pageSize, page.rows.length, page.count);
  const sizes = (props.pageSizeOptions ?? [model.pageSize]).map((s) => (typeof s === 'object' ? { value: s.value, label: s.label } : s));

  const cell = (row: R, column: (typeof columns)[number]): ReactNode => {
    const id = idOf(row);
    const { value, formattedValue } = cellValue(column, row, api, text);
    const shown = column.renderCell
      ? column.renderCell({
          id,
          row,
          value,
          formattedValue,
          field: column.field,
          colDef: column,
          api,
        } as unknown as GridRenderCellParams<R>)
      : formattedValue;
    return isBlank(shown) ? BLANK : (shown as ReactNode);
  };

  const ariaLabel = props['aria-label'];
  const dense = props.density === 'compact';
  // Loading with no rows yet, or the rows not drawn yet (DataGrid draws them in a transition): skeleton cards of about
  // the list's height, one a row when the rows are in, so that what lies below does not move when they are drawn. A
  // page being fetched keeps its rows meanwhile, as the grid does.
  const loading = props.notDrawn || (props.loading === true && page.rows.length === 0);
  const skeletons = loading ? Math.max(1, Math.min(page.rows.length || 3, model.pageSize)) : 0;
  const lines = Math.max(1, dense ? Math.ceil(columns.length / 3) : columns.length);
  return (
    <Box sx={{ p: 1 }} data-testid={(props as { 'data-testid'?: string })['data-testid']}>
      <Box
        component="ul"
        aria-label={ariaLabel}
        aria-busy={loading || props.loading || undefined}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {loading
          ? Array.from({ length: skeletons }, (_, i) => <SkeletonCard key={i} lines={lines} />)
          : page.rows.map((row) => (
              <Box component="li" key={idOf(row)} sx={card} data-testid="row-card" data-id={idOf(row)}>
                <Box component="dl" sx={dense ? denseFields : fields}>
                  {columns.map((column) =>
                    dense ? (
                      <Box key={column.field} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 }}>
                        <Box component="dt" sx={{ color: 'text.secondary' }}>
                          {labels.get(column.field)}
                        </Box>
                        <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                          {cell(row, column)}
                        </Box>
                      </Box>
                    ) : (
                      <Fragment key={column.field}>
                        <Box component="dt" sx={{ color: 'text.secondary' }}>
                          {labels.get(column.field)}
                        </Box>
                        <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                          {cell(row, column)}
                        </Box>
                      </Fragment>
                    ),
                  )}
                </Box>
              </Box>
            ))}
      </Box>
      {!loading && page.rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {text.noRowsLabel}
        </Typography>
      )}
      {!props.hideFooter && page.count > 0 && (
        <TablePagination
          component="div"
          count={page.count}
          page={page.page}
          rowsPerPage={model.pageSize}
          rowsPerPageOptions={sizes}
          onPageChange={(_e, next) => setModel({ ...model, page: next })}
          onRowsPerPageChange={(e) => setModel({ page: 0, pageSize: Number(e.target.value) })}
          labelRowsPerPage={text.paginationRowsPerPage}
          labelDisplayedRows={() => text.paginationDisplayedRows({ ...range, estimated: undefined } as never)}
          getItemAriaLabel={text.paginationItemAriaLabel}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', px: 0 } }}
        />
      )}
    </Box>
  );
}
