import type { SoybeanPredictionResponse } from '@agrim/contracts';
import { Box, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGrid, preloadDataGrid } from '../../../components/DataGrid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReadingTime, formatValue, gridLocale } from '../../../lib/soilAnalysisFormat';
import { WhenNear } from '../../../components/WhenNear';
import type { PredictionAsk } from '../api/useSoybeanPrediction';
import { SoybeanRows } from './SoybeanRows';

type Row = SoybeanPredictionResponse['combined_ph_data'][number];
const PAGE_SIZES = [25, 50, 100];

/** Table two (spec 2.13): id, pH value and pH analysis of each reading, with the toolbar. */
export function PhGrid({ ask }: { ask: PredictionAsk }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'id', headerName: t('soybean.stats.id'), type: 'number', width: 70 },
      {
        field: 'timestamp',
        headerName: t('soybean.stats.timestamp'),
        width: 190,
        valueFormatter: (v: string) => formatReadingTime(v, lang),
      },
      {
        field: 'ph',
        headerName: t('soybean.stats.phValue'),
        type: 'number',
        width: 100,
        valueFormatter: (v: number) => formatValue(v, lang),
      },
      { field: 'ph_analysis', headerName: t('soybean.stats.phAnalysis'), flex: 1, minWidth: 260 },
    ],
    [t, lang],
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="soy-table-two" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" id="soy-table-two" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {t('soybean.stats.tableTwo')}
      </Typography>
      <Box sx={{ width: '100%' }} data-testid="soy-table-two">
        <WhenNear minHeight={360} margin="200px" preload={preloadDataGrid}>
          <SoybeanRows ask={ask}>
            {(answer, loading) => (
              <DataGrid
                aria-label={t('soybean.stats.tableTwoAria')}
                rows={answer?.combined_ph_data ?? []}
                columns={columns}
                loading={loading}
                showToolbar
                density="compact"
                pageSizeOptions={PAGE_SIZES}
                // The spec's columns are id, pH value and pH analysis; the time is one toolbar click away.
                initialState={{
                  pagination: { paginationModel: { pageSize: PAGE_SIZES[0]!, page: 0 } },
                  columns: { columnVisibilityModel: { timestamp: false } },
                }}
                localeText={gridLocale(t, lang, t('soilAnalysis.noData'))}
                disableRowSelectionOnClick
                disableColumnMenu={narrow}
                autoHeight
                sx={{ border: 0, '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
              />
            )}
          </SoybeanRows>
        </WhenNear>{' '}
      </Box>
    </Paper>
  );
}
