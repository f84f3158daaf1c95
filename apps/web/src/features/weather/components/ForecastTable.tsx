import type { ForecastRow } from '@agrim/contracts';
import { useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGrid } from '../../../components/DataGrid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, monthLabel } from '../../../lib/calendarFormat';

/** Spec 9: the forecast table shows 10 rows a page, with 10, 20 or 30 to choose from. */
export const FORECAST_PAGE_SIZES = [10, 20, 30];

/** The forecast months: Timestamp, Rainfall (mm) and the likely range (on a phone a list of cards: RowList). */
export function ForecastTable({ rows, label }: { rows: readonly ForecastRow[]; label: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo<GridColDef<ForecastRow>[]>(
    () => [
      {
        field: 'ds',
        headerName: t('weather.timestamp'),
        flex: 1,
        minWidth: 100,
        valueFormatter: (v: string) => monthLabel(v, lang),
      },
      {
        field: 'yhat',
        headerName: t('weather.rainfall'),
        type: 'number',
        flex: 1,
        minWidth: 100,
        valueFormatter: (v: number) => formatNumber(v, lang),
      },
      {
        field: 'range',
        headerName: t('weather.range'),
        flex: 1.2,
        minWidth: 120,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_v, r) => `${formatNumber(r.yhat_lower, lang)} – ${formatNumber(r.yhat_upper, lang)}`,
      },
    ],
    [t, lang],
  );
  return (
    <DataGrid
      aria-label={label}
      rows={rows}
      getRowId={(r) => r.ds}
      columns={columns}
      density="compact"
      pageSizeOptions={FORECAST_PAGE_SIZES}
      initialState={{ pagination: { paginationModel: { pageSize: FORECAST_PAGE_SIZES[0]!, page: 0 } } }}
      localeText={{
        noRowsLabel: t('weather.noRows'),
        paginationRowsPerPage: t('weather.rowsPerPage'),
        paginationDisplayedRows: ({ from, to, count }) => t('weather.displayedRows', { from, to, count }),
      }}
      disableRowSelectionOnClick
      disableColumnMenu={narrow}
      autoHeight
      sx={{ border: 0, '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      data-testid="forecast-table"
    />
  );
}
