/**
 * A page for e2e/dataGridRefresh.spec.ts (bundled there, never part of the app): the project's DataGrid with its
 * rows in, then fetching them again (`loading`), as a screen's grid is when its query refetches.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataGrid } from './DataGrid';

const rows = [
  { id: 1, crop: 'Soybean', ph: 6.8 },
  { id: 2, crop: 'Wheat', ph: 7.2 },
];
const columns = [
  { field: 'crop', headerName: 'Crop' },
  { field: 'ph', headerName: 'pH' },
];

/** Resolves once the refetching grid shows its bar: the bar's width in px (a bar of no width was seen: it must show). */
(window as unknown as { refetching: () => Promise<number> }).refetching = async () => {
  document.documentElement.lang = 'en';
  document.title = 'DataGrid';
  const root = createRoot(document.getElementById('root')!);
  const draw = (loading: boolean) =>
    flushSync(() =>
      root.render(
        <main aria-label="Grid">
          <DataGrid rows={rows} columns={columns} loading={loading} aria-label="Crops" />
        </main>,
      ),
    );
  draw(false);
  for (let i = 0; i < 100 && !document.querySelector('.MuiDataGrid-row'); i++) await new Promise((r) => setTimeout(r, 50));
  draw(true);
  for (let i = 0; i < 100 && !document.querySelector('.MuiLinearProgress-root'); i++) await new Promise((r) => setTimeout(r, 50));
  return document.querySelector('.MuiLinearProgress-root')?.getBoundingClientRect().width ?? 0;
};
