import { Skeleton } from '@mui/material';
import type { DataGridProps, GridValidRowModel } from '@mui/x-data-grid';
import { type ComponentType, Suspense } from 'react';
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
 */
export function DataGrid<R extends GridValidRowModel>(props: DataGridProps<R>) {
  const common = props as unknown as DataGridProps;
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={expectedHeight(common)} />}>
      <Grid {...common} />
    </Suspense>
  );
}
