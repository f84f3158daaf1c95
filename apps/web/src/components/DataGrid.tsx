import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import { Alert, Box, Button, LinearProgress, Skeleton, useMediaQuery } from '@mui/material';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { type ComponentType, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPreloadable } from '../lib/lazyPreloadable';
import { RowList } from './RowList';
import { NARROW_QUERY } from './rowListLogic';
import { ErrorBoundary } from './ErrorBoundary';

/** The data grid's code (about 120 KB gz, and its evaluation a long task of its own), fetched on first use. */
const Grid = lazyPreloadable<DataGridProps>(() =>
  import('@mui/x-data-grid').then((m) => ({ default: m.DataGrid as ComponentType<DataGridProps> })),
);

/** Below MUI's `sm` (600 px) a grid is drawn as a list of cards (RowList) and its code is not fetched. */
const isNarrow = () => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches;

/**
 * For `WhenNear`'s `preload`: a grid below the fold. Not on a phone, which draws the list and fetches the grid only
 * when its reader asks for the table.
 */
export const preloadDataGrid = () => (isNarrow() ? undefined : Grid.preload());

/** About the height the grid will take, so that nothing below it moves when it is drawn. */
function expectedHeight(p: DataGridProps): number {
  const compact = p.density === 'compact';
  const row = typeof p.rowHeight === 'number' ? p.rowHeight : compact ? 36 : 52;
  const header = (p.columnHeaderHeight ?? (compact ? 40 : 56)) * (p.columnGroupingModel ? 2 : 1);
  const pageSize = p.paginationModel?.pageSize ?? p.initialState?.pagination?.paginationModel?.pageSize ?? 100;
  const rows = Math.max(2, Math.min(p.rows?.length ?? 0, pageSize));
  return header + rows * row + (p.hideFooter ? 0 : 52);
}

/**
 * MUI's DataGrid, its code fetched when a grid is first drawn rather than with the screen: the screens with a grid
 * drew nothing (their heading included) until it had arrived, which kept them far from a phone's first paint
 * (issue 43 item 5). A skeleton of about the grid's height stands in meanwhile.
 * The grid is first drawn once its rows are in (`loading` false), in a transition: mounted empty and then given the
 * rows of a query's answer, it drew them in its own blocking update, one long task of the load (about 0.9 s at a
 * phone's speed on /user_management); mounted with its rows in a transition, React draws it in slices. After that,
 * new rows and `loading` go to the grid as they come; its code is fetched when the stand-in is first drawn.
 * On a phone (below 600 px) the rows are a list of cards instead (RowList), and the grid's code is neither fetched
 * nor evaluated: its first commit alone was 0.4 to 1 s of one task at a phone's speed, and on 360 px it showed a
 * few columns and scrolled sideways. A "Table view" button above the list draws the full grid (sorting, filters,
 * every column) for the reader who wants it.
 */
export function DataGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  const common = props as unknown as DataGridProps;
  const narrow = useMediaQuery(NARROW_QUERY);
  const [rowsIn, setRowsIn] = useState(!props.loading);
  if (!rowsIn && !props.loading) setRowsIn(true);
  const drawn = useDeferredValue(rowsIn, false);
  // The code is fetched with the first draw of the stand-in (as the lazy grid's own render did), not when the
  // rows are in: a screen opened online and read offline before its answer came still has its grid (e2e offline).
  // A phone draws the list, which needs none of it.
  useState(() => (narrow ? undefined : void Grid.preload().catch(() => undefined)));
  // On a phone: 'list', 'fetching' the grid's code after the reader asked for the table, 'table', or 'failed'.
  const [view, setView] = useState<'list' | 'fetching' | 'table' | 'failed'>('list');
  const standIn = <Skeleton variant="rectangular" height={expectedHeight(common)} />;
  const grid = drawn ? (
    <Suspense fallback={standIn}>
      <Grid {...common} slots={{ loadingOverlay: Refreshing, ...common.slots }} />
    </Suspense>
  ) : (
    standIn
  );
  // Offline before the grid's code arrived (a screen left a moment after it opened), the rows are a list, as on a
  // phone, rather than the screen's error page: the rest of the screen still works offline.
  if (!narrow)
    return (
      <ErrorBoundary
        notFetched={
          <>
            <TableNotFetched />
            <RowList {...props} notDrawn={!drawn} />
          </>
        }
      >
        {grid}
      </ErrorBoundary>
    );
  const asTable = view === 'table';
  const toggle = () => {
    if (asTable) return setView('list');
    setView('fetching');
    // Offline with the code never fetched, the download fails (and stays failed for the page's life): the reader
    // is told so and keeps the list, rather than the screen's error page.
    Grid.preload().then(
      () => setView((v) => (v === 'fetching' ? 'table' : v)),
      () => setView('failed'),
    );
  };
  return (
    <>
      <ViewToggle table={asTable} busy={view === 'fetching'} onClick={toggle} />
      {view === 'failed' && <TableNotFetched />}
      {asTable ? grid : <RowList {...props} notDrawn={!drawn} />}
    </>
  );
}

/**
 * While a grid's rows are fetched again: a bar across its top, as MUI's own, but hidden from assistive technology.
 * MUI's bar is an unnamed progressbar inside the grid, where ARIA allows only rows (axe-core: aria-progressbar-name
 * and aria-required-children, seen on /soya when a walk's check met a refetch); the rows themselves stay.
 */
function Refreshing() {
  return <LinearProgress aria-hidden />;
}

function ViewToggle({ table, busy, onClick }: { table: boolean; busy: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
      <Button
        size="small"
        disabled={busy}
        startIcon={table ? <ViewAgendaOutlined /> : <TableRowsOutlined />}
        onClick={onClick}
        data-testid="grid-view-toggle"
      >
        {t(table ? 'rowList.listView' : 'rowList.tableView')}
      </Button>
    </Box>
  );
}

function TableNotFetched() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" sx={{ mx: 1, mt: 1 }}>
      {t('rowList.tableNotFetched')}
    </Alert>
  );
}
