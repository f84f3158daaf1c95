import { PH_PAGE_SIZE, type PhAnalysisRow } from '@agrim/contracts';
import { Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { formatValue, gridLocale } from '../../../lib/soilAnalysisFormat';
import { formatDateTime } from '../../../lib/time';

interface Props {
  rows: PhAnalysisRow[];
  rowCount: number;
  loading: boolean;
  pagination: GridPaginationModel;
  onPagination: (model: GridPaginationModel) => void;
}

/**
 * The pH table's grid (spec 2.12): SL No, pH, Anomaly Status (coloured, with the reason), Suggestion and
 * Timestamp (Asia/Kolkata), a server page of 100 rows. A chunk of its own with the data grid, fetched when the
 * table comes near the screen (PhTable).
 */
export default function PhTableGrid({ rows, rowCount, loading, pagination, onPagination }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));

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
    <DataGrid
      aria-label={t('soilAnalysis.ph.tableAria')}
      rows={rows}
      columns={columns}
      loading={loading}
      rowCount={rowCount}
      paginationMode="server"
      paginationModel={pagination}
      onPaginationModelChange={onPagination}
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
  );
}
