import { Skeleton } from '@mui/material';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { type ComponentType, Suspense, useDeferredValue, useState } from 'react';
import { lazyPreloadable } from '../lib/lazyPreloadable';

/** The data grid's code (about 120 KB gz, and its evaluation a long task of its own), fetched on first use. */
const Grid = lazyPreloadable<DataGridProps>(() =>
  import('@mui/x-data-grid').then((m) => ({ default: m.DataGrid as ComponentType<DataGridProps> })),
);

/** For `WhenNear`'s `preload`: a grid below the fold. */
export const preloadDataGrid = Grid.preload;

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
 */
export function DataGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  const common = props as unknown as DataGridProps;
  const [rowsIn, setRowsIn] = useState(!props.loading);
  if (!rowsIn && !props.loading) setRowsIn(true);
  const drawn = useDeferredValue(rowsIn, false);
  // The code is fetched with the first draw of the stand-in (as the lazy grid's own render did), not when the
  // rows are in: a screen opened online and read offline before its answer came still has its grid (e2e offline).
  useState(() => void Grid.preload().catch(() => undefined));
  const standIn = <Skeleton variant="rectangular" height={expectedHeight(common)} />;
  return drawn ? (
    <Suspense fallback={standIn}>
      <Grid {...common} />
    </Suspense>
  ) : (
    standIn
  );
}
