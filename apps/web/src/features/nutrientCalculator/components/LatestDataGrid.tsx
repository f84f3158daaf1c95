import { CALCULATOR_LATEST_ROWS, type CalculatorStartResponse } from '@agrim/contracts';
import { Alert, Box, Paper, Skeleton, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { DataGrid } from '../../../components/DataGrid';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReadingTime, formatValue, gridLocale } from '../../../lib/soilAnalysisFormat';

type Row = CalculatorStartResponse['datass'][number];
const METRICS = ['nitrogen', 'phosphorus', 'potassium', 'temperature', 'humidity', 'ph', 'conductivity'] as const;
const UNITS: Record<(typeof METRICS)[number], string> = {
  nitrogen: 'mg/kg',
  phosphorus: 'mg/kg',
  potassium: 'mg/kg',
  temperature: '°C',
  humidity: '%RH',
  ph: '',
  conductivity: 'µS/cm',
};

/**
 * The grid's height less the placeholder's padding (a compact header, its rows, a phone's scroll bar): a shorter
 * placeholder moved the form below it by about 210 px on a phone (a layout shift of 0.11, issue 43 item 5).
 */
const LOADING_HEIGHT = 40 + 36 * CALCULATOR_LATEST_ROWS + 15 - 32;
/** On a phone the readings are a list (RowList): its Table view button, its cards (104 px at 360 px) and gaps, less the padding. */
const LIST_LOADING_HEIGHT = 38 + 112 * CALCULATOR_LATEST_ROWS - 8 + 16 - 32;

/** The device's newest readings (spec 2.10 'Latest sensor data'); 'loading latestData...' until they arrive. */
export const LatestDataGrid = memo(function LatestDataGrid({
  rows,
  loading,
  error,
}: {
  rows: Row[] | undefined;
  loading: boolean;
  error: Error | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'timestamp',
        headerName: t('soilAnalysis.calculator.timestamp'),
        width: 200,
        valueFormatter: (v: string) => formatReadingTime(v, lang),
      },
      ...METRICS.map((m): GridColDef<Row> => ({
        field: m,
        headerName: t(`monitoring.metrics.${m}`),
        description: UNITS[m] || undefined,
        type: 'number',
        minWidth: m === 'conductivity' ? 108 : 92,
        flex: 1,
        valueFormatter: (v: number | null) => (v === null || v === undefined ? '—' : formatValue(v, lang)),
      })),
    ],
    [t, lang],
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="latest-title" data-testid="latest-data">
      <Typography variant="subtitle1" component="h2" id="latest-title" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {t('soilAnalysis.calculator.latestTitle')}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('soilAnalysis.loadFailed', { message: error.message })}
        </Alert>
      ) : loading || !rows ? (
        <Box sx={{ position: 'relative', p: 2 }}>
          <Skeleton variant="rounded" height={narrow ? LIST_LOADING_HEIGHT : LOADING_HEIGHT} />
          <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} color="text.secondary">
            {t('soilAnalysis.calculator.loadingLatest')}
          </Typography>
        </Box>
      ) : rows.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('soilAnalysis.calculator.noLatest')}
        </Alert>
      ) : (
        <DataGrid
          aria-label={t('soilAnalysis.calculator.latestTitle')}
          rows={rows}
          getRowId={(r) => r.timestamp}
          columns={columns}
          density="compact"
          hideFooter
          disableColumnMenu
          disableRowSelectionOnClick
          localeText={gridLocale(t, lang, t('soilAnalysis.noData'))}
          autoHeight
          sx={{ border: 0 }}
        />
      )}
    </Paper>
  );
});
