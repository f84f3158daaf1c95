import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, IconButton, NativeSelect, Skeleton, Typography, useTheme } from '@mui/material';
import type {
  DataGridProps,
  GridLocaleText,
  GridPaginationModel,
  GridRenderCellParams,
  GridRowId,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react';
import {
  BLANK,
  cellValue,
  columnLabels,
  displayedRange,
  isBlank,
  type ListApi,
  type ListText,
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
const value = { m: 0, minWidth: 0 } as const;
// A figure never breaks across lines (at 360 px '238' came as '23' over '8' beside a long label): its label wraps instead.
const numberValue = { m: 0, whiteSpace: 'nowrap', flexShrink: 0 } as const;
const card = { border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, bgcolor: 'background.paper' } as const;

/**
 * What stands in for the cards while the rows load (or are drawn): one skeleton of about their height (a field a line
 * of some 30 px, three short fields a line of 27 px in a compact list), so that what lies below does not move when
 * they are drawn. One element, not one a line: the stand-in is drawn in the same blocking update as the query's answer.
 */
function StandIn({ cards, fields, dense }: { cards: number; fields: number; dense: boolean }) {
  const card = 18 + (dense ? 27 * Math.ceil(fields / 3) : 30 * fields);
  return (
    <Box component="li" aria-hidden>
      <Skeleton variant="rounded" height={cards * card + (cards - 1) * 8} />
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
  const sizes = (props.pageSizeOptions ?? [model.pageSize]).map((s) => (typeof s === 'object' ? s : { value: s, label: String(s) }));

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
  // Loading with no rows yet, or the rows not drawn yet (DataGrid draws them in a transition): a stand-in of about the
  // cards' height, as many as the rows when they are in. A page being fetched keeps its rows meanwhile, as the grid does.
  const loading = props.notDrawn || (props.loading === true && page.rows.length === 0);
  return (
    <Box sx={{ p: 1 }} data-testid={(props as { 'data-testid'?: string })['data-testid']}>
      <Box
        component="ul"
        aria-label={ariaLabel}
        aria-busy={loading || props.loading || undefined}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      >
        {loading ? (
          <StandIn cards={Math.max(1, Math.min(page.rows.length || 3, model.pageSize))} fields={columns.length} dense={dense} />
        ) : (
          page.rows.map((row) => (
            <Box component="li" key={idOf(row)} sx={card} data-testid="row-card" data-id={idOf(row)}>
              <Box component="dl" sx={dense ? denseFields : fields}>
                {columns.map((column) => {
                  const pair = (
                    <>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {labels.get(column.field)}
                      </Box>
                      <Box component="dd" sx={column.type === 'number' ? numberValue : value}>
                        {cell(row, column)}
                      </Box>
                    </>
                  );
                  // A compact list keeps each label with its value as the fields flow along the line.
                  return dense ? (
                    <Box key={column.field} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline', minWidth: 0 }}>
                      {pair}
                    </Box>
                  ) : (
                    <Fragment key={column.field}>{pair}</Fragment>
                  );
                })}
              </Box>
            </Box>
          ))
        )}
      </Box>
      {!loading && page.rows.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {text.noRowsLabel}
        </Typography>
      )}
      {!props.hideFooter && page.count > 0 && (
        <Pager
          text={text}
          range={range}
          sizes={sizes}
          pageSize={model.pageSize}
          hasPrevious={page.page > 0}
          hasNext={range.to < page.count}
          onPage={(step) => setModel({ ...model, page: page.page + step })}
          onPageSize={(pageSize) => setModel({ page: 0, pageSize })}
        />
      )}
    </Box>
  );
}

/**
 * The grid's footer for the list: rows per page (the phone's own picker), the range and previous/next, in the grid's
 * texts. Not MUI's TablePagination, whose module builds an Intl number format as it loads (some 60 ms at a phone's
 * speed, with the screen's code) and brings the table cell and tooltip code with it.
 */
function Pager(p: {
  text: ListText;
  range: { from: number; to: number; count: number };
  sizes: { value: number; label: string }[];
  pageSize: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (step: -1 | 1) => void;
  onPageSize: (size: number) => void;
}) {
  const label = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        rowGap: 0.5,
        pt: 1,
        typography: 'body2',
      }}
    >
      {p.sizes.length > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <span id={label}>{p.text.paginationRowsPerPage}</span>
          <NativeSelect
            value={p.pageSize}
            onChange={(e) => p.onPageSize(Number(e.target.value))}
            inputProps={{ 'aria-labelledby': label }}
            sx={{ typography: 'body2' }}
          >
            {p.sizes.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelect>
        </Box>
      )}
      <span>{p.text.paginationDisplayedRows({ ...p.range, estimated: undefined } as never)}</span>
      <Box sx={{ display: 'flex' }}>
        <IconButton
          size="small"
          disabled={!p.hasPrevious}
          onClick={() => p.onPage(-1)}
          aria-label={p.text.paginationItemAriaLabel('previous')}
        >
          <ChevronLeft />
        </IconButton>
        <IconButton size="small" disabled={!p.hasNext} onClick={() => p.onPage(1)} aria-label={p.text.paginationItemAriaLabel('next')}>
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
