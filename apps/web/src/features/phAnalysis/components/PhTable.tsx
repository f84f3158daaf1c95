import { PH_PAGE_SIZE, type PhAnalysisRow } from '@agrim/contracts';
import { Alert, Box, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { analysisLanguage, formatValue, gridLocale } from '../../../lib/soilAnalysisFormat';
import { formatDateTime } from '../../../lib/time';
import { usePhDataset } from '../api/usePhDataset';

/**
 * The pH analysis table (spec 2.12): server-paged, 100 rows a page from page 0 (sent as page 1),
 * SL No, pH, Anomaly Status (coloured, with the reason), Suggestion and Timestamp (Asia/Kolkata).
 */
export function PhTable({ deviceId }: { deviceId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PH_PAGE_SIZE });
  const list = usePhDataset(deviceId, pagination.page, pagination.pageSize, analysisLanguage(lang));

  const columns = useMemo<GridColDef<PhAnalysisRow>[]>(
    () => [
      {
        field: 'id',
        headerName: t('soilAnalysis.ph.slNo'),
        width: narrow ? 60 : 72,
        type: 'number',
        valueFormatter: (v: number) => String(v),
      },
      {
        field: 'pH',
        headerName: t('soilAnalysis.ph.pH'),
        width: narrow ? 56 : 64,
        type: 'number',
        valueFormatter: (v: number) => formatValue(v, lang),
      },
      {
        field: 'Anomaly Status',
        headerName: t('soilAnalysis.ph.status'),
        width: narrow ? 112 : 136,
        renderCell: (p) => (
          <Stack spacing={0.25} sx={{ py: 0.75, alignItems: 'flex-start' }}>
            <CategoryChip category={p.row['Anomaly Status']} label={t(`soilAnalysis.ph.statuses.${p.row['Anomaly Status']}`)} />
            {p.row.anomaly_reason && (
              <Typography variant="caption" color="text.secondary">
                {t(`soilAnalysis.ph.reasons.${p.row.anomaly_reason}`)}
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        field: 'suggestion',
        headerName: t('soilAnalysis.ph.suggestion'),
        flex: 1,
        minWidth: narrow ? 200 : 240,
        renderCell: (p) => (
          <Typography variant="body2" sx={{ whiteSpace: 'normal', lineHeight: 1.35, py: 0.75 }}>
            {p.row.suggestion}
          </Typography>
        ),
      },
      {
        field: 'timestamp',
        headerName: t('soilAnalysis.ph.timestamp'),
        width: 176,
        valueFormatter: (v: string) => formatDateTime(v, lang),
      },
    ],
    [t, lang, narrow],
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="ph-table-title">
      <Typography variant="subtitle1" component="h2" id="ph-table-title" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
        {t('soilAnalysis.ph.tableTitle')}
      </Typography>
      {list.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('soilAnalysis.loadFailed', { message: list.error.message })}
        </Alert>
      )}
      <Box sx={{ width: '100%' }} data-testid="ph-table">
        <DataGrid
          aria-label={t('soilAnalysis.ph.tableAria')}
          rows={list.data?.agri_data ?? []}
          columns={columns}
          loading={list.isFetching && (!list.data || list.isPlaceholderData)}
          rowCount={list.data?.total ?? 0}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={[PH_PAGE_SIZE]}
          localeText={gridLocale(t, lang, t('soilAnalysis.ph.noReadings'))}
          getRowHeight={() => 'auto'}
          density="compact"
          disableColumnSorting
          disableColumnFilter
          disableColumnMenu={narrow}
          disableRowSelectionOnClick
          autoHeight
          sx={{
            border: 0,
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
            '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
          }}
        />
      </Box>
    </Paper>
  );
}
