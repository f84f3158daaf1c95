import { SOIL_TEST_PAGE_SIZES, SOIL_TYPES, type SoilTest, type SoilType } from '@agrim/contracts';
import Visibility from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel, GridPaginationModel } from '@mui/x-data-grid';
import { DataGrid, preloadDataGrid } from '../../../components/DataGrid';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SoilTestFilters as Filters, useSoilTests } from '../../../lib/soilTests/useSoilTests';
import { formatDateTime } from '../../../lib/time';
import { DEFAULT_FILTERS, SoilTestFilters } from './SoilTestFilters';
import { StatusChip } from './StatusChip';
import { cmToInch } from '../plan/planChoice';
import { useGridText } from '../../../lib/muiLocale';
import { WhenNear } from '../../../components/WhenNear';

const blank = (v: number | string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** 'Recent Soil Tests': the filters and a server-paged grid (10 per page; 10, 25 or 50). */
export const RecentSoilTests = memo(function RecentSoilTests({ onView }: { onView: (test: SoilTest) => void }) {
  const { t, i18n } = useTranslation();
  const gridText = useGridText({ noRowsLabel: t('soilTesting.noTests') });
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: SOIL_TEST_PAGE_SIZES[0] });
  const tests = useSoilTests(filters, pagination.page, pagination.pageSize);
  // On a phone the grid keeps what identifies a test; the rest is in View Details.
  const hiddenOnPhone: GridColumnVisibilityModel = narrow ? { serial: false, depth_cm: false, latitude: false, longitude: false } : {};

  const columns = useMemo<GridColDef<SoilTest>[]>(
    () => [
      {
        field: 'serial',
        headerName: t('soilTesting.columns.serial'),
        width: 64,
        renderCell: (p) => pagination.page * pagination.pageSize + p.api.getRowIndexRelativeToVisibleRows(p.id) + 1,
      },
      {
        field: 'details',
        headerName: t('soilTesting.columns.details'),
        width: 150,
        renderCell: (p) => (
          <Button size="small" variant="outlined" startIcon={<Visibility />} onClick={() => onView(p.row)}>
            {t('soilTesting.viewDetails')}
          </Button>
        ),
      },
      { field: 'id', headerName: t('soilTesting.report.fields.id'), width: 70 },
      {
        field: 'test_start_time',
        headerName: t('soilTesting.report.fields.startTime'),
        minWidth: 168,
        flex: 1.2,
        valueFormatter: (v: string) => formatDateTime(v, lang),
      },
      {
        field: 'soil_type',
        headerName: t('soilTesting.report.fields.soilType'),
        minWidth: 80,
        flex: 0.6,
        valueFormatter: (v: string) => (SOIL_TYPES.includes(v as SoilType) ? t(`fertilizer.soilTypes.${v}`) : v),
      },
      {
        field: 'depth_cm',
        headerName: t('soilTesting.report.fields.depth'),
        width: 100,
        // The spec's 'Depth (inch)' with the value in inches (the API stores cm).
        valueFormatter: (v: number | null) => (v === null || v === undefined ? '—' : cmToInch(v)),
      },
      { field: 'latitude', headerName: t('soilTesting.report.fields.latitude'), width: 98, valueFormatter: blank },
      { field: 'longitude', headerName: t('soilTesting.report.fields.longitude'), width: 98, valueFormatter: blank },
      {
        field: 'test_status',
        headerName: t('soilTesting.report.fields.status'),
        width: 100,
        renderCell: (p) => <StatusChip status={p.row.test_status} />,
      },
    ],
    [t, lang, onView, pagination],
  );

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="recent-soil-tests">
      <Typography variant="h6" component="h2" id="recent-soil-tests" sx={{ fontWeight: 700 }}>
        {t('soilTesting.recent')}
      </Typography>
      <SoilTestFilters
        applied={filters}
        onApply={(next) => {
          setFilters(next);
          setPagination((p) => ({ ...p, page: 0 }));
        }}
      />
      {tests.isError && <Alert severity="error">{t('soilTesting.loadFailed', { message: tests.error.message })}</Alert>}
      <Paper variant="outlined" data-testid="recent-tests">
        <Box sx={{ width: '100%' }}>
          <WhenNear minHeight={360} margin="200px" preload={preloadDataGrid}>
            <DataGrid
              aria-label={t('soilTesting.table')}
              key={narrow ? 'phone' : 'wide'}
              rows={tests.data?.rows ?? []}
              columns={columns}
              loading={tests.isFetching && !tests.data}
              rowCount={tests.data?.total ?? 0}
              paginationMode="server"
              paginationModel={pagination}
              onPaginationModelChange={setPagination}
              pageSizeOptions={[...SOIL_TEST_PAGE_SIZES]}
              initialState={{ columns: { columnVisibilityModel: hiddenOnPhone } }}
              localeText={gridText}
              disableColumnSorting
              disableColumnFilter
              disableRowSelectionOnClick
              autoHeight
              sx={{ border: 0 }}
            />
          </WhenNear>{' '}
        </Box>
      </Paper>
    </Stack>
  );
});
