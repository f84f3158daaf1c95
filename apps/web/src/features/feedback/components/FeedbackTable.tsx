import { FEEDBACK_PAGE_SIZE, FEEDBACK_STATUSES, type FeedbackRow, type FeedbackStatus } from '@agrim/contracts';
import Visibility from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel, GridPaginationModel } from '@mui/x-data-grid';
import { DataGrid, preloadDataGrid } from '../../../components/DataGrid';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import { useFeedbackList } from '../api/useFeedbackList';
import { ConfidenceChip, FeedbackStatusChip, ScoreBadge } from './Chips';
import { DecisionButtons, useDecision } from './Decision';
import { FeedbackDetailsDialog } from './FeedbackDetailsDialog';
import { useGridText } from '../../../lib/muiLocale';
import { WhenNear } from '../../../components/WhenNear';
import { SelectField } from '../../../components/SelectField';

/**
 * The expert feedback table (spec 2.8): server-paged, 100 rows a page, View Details, and for Admin
 * and superAdmin the Approve/Reject column where a decided row shows its status as a disabled button.
 */
export function FeedbackTable({ canDecide, actions }: { canDecide: boolean; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const gridText = useGridText({ noRowsLabel: t('feedback.table.empty') });
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [status, setStatus] = useState<FeedbackStatus | 'all'>('all');
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: FEEDBACK_PAGE_SIZE });
  const [viewingId, setViewingId] = useState<string | null>(null);
  const list = useFeedbackList(canDecide ? 'all' : 'own', status, pagination.page, pagination.pageSize);
  const decision = useDecision();
  const rows = list.data?.data ?? [];
  // The open dialog follows the row, so a decision taken in it shows there too.
  const viewing = rows.find((r) => r.id === viewingId) ?? null;

  const columns = useMemo<GridColDef<FeedbackRow>[]>(
    () => [
      {
        field: 'details',
        headerName: t('feedback.table.viewDetails'),
        width: 166,
        sortable: false,
        renderCell: (p) => (
          <Button size="small" variant="outlined" startIcon={<Visibility />} onClick={() => setViewingId(p.row.id)}>
            {t('feedback.table.viewDetails')}
          </Button>
        ),
      },
      // Next to the row's identity for Admin and superAdmin, so the decision never needs a sideways scroll.
      ...(canDecide
        ? [
            {
              field: 'decision',
              headerName: t('feedback.table.decision'),
              width: 210,
              sortable: false,
              renderCell: (p) => <DecisionButtons row={p.row} decision={decision} />,
            } satisfies GridColDef<FeedbackRow>,
          ]
        : []),
      {
        field: 'predicted_at',
        headerName: t('feedback.table.columns.predictedAt'),
        width: 184,
        valueFormatter: (v: string) => formatDateTime(v, lang),
      },
      {
        field: 'user_name',
        headerName: t('feedback.table.columns.user'),
        minWidth: 120,
        flex: 1,
        valueGetter: (_v, row) => row.user_name || row.user_id,
      },
      {
        field: 'crop_type',
        headerName: t('feedback.table.columns.crop'),
        minWidth: 90,
        flex: 0.6,
        valueFormatter: (v: string) => t(`fertilizer.crops.${v}`, { defaultValue: v }),
      },
      {
        field: 'soil_type',
        headerName: t('feedback.table.columns.soil'),
        width: 80,
        valueFormatter: (v: string) => t(`fertilizer.soilTypes.${v}`, { defaultValue: v }),
      },
      {
        field: 'inputs',
        headerName: t('feedback.table.columns.inputs'),
        width: 232,
        sortable: false,
        valueGetter: (_v, r) => `${r.nitrogen} / ${r.phosphorus} / ${r.potassium} · ${r.temperature}°C / ${r.humidity}% / ${r.moisture}%`,
      },
      { field: 'predicted_npk', headerName: t('feedback.table.columns.predictedNpk'), width: 130 },
      {
        field: 'alternative_npk',
        headerName: t('feedback.table.columns.suggestedNpk'),
        width: 140,
        valueFormatter: (v: string) => v || '—',
      },
      {
        field: 'score',
        headerName: t('feedback.table.columns.score'),
        width: 76,
        renderCell: (p) => <ScoreBadge score={p.row.score} />,
      },
      {
        field: 'confidence_level',
        headerName: t('feedback.table.columns.confidence'),
        width: 110,
        renderCell: (p) => <ConfidenceChip level={p.row.confidence_level} />,
      },
      {
        field: 'status',
        headerName: t('feedback.table.columns.status'),
        width: 110,
        renderCell: (p) => <FeedbackStatusChip status={p.row.status} />,
      },
    ],
    [t, lang, canDecide, decision],
  );

  // On a phone the grid keeps what identifies a feedback and its decision; the rest is in View Details.
  const hidden: GridColumnVisibilityModel = narrow
    ? {
        predicted_at: false,
        user_name: canDecide,
        soil_type: false,
        inputs: false,
        alternative_npk: false,
        confidence_level: false,
        status: !canDecide,
      }
    : {};

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="feedback-table-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h6" component="h2" id="feedback-table-title" sx={{ fontWeight: 700 }}>
          {t(canDecide ? 'feedback.table.title' : 'feedback.table.titleOwn')}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <SelectField
            size="small"
            label={t('feedback.table.status')}
            value={status}
            onChange={(s) => {
              setStatus(s);
              setPagination((p) => ({ ...p, page: 0 }));
            }}
            sx={{ minWidth: 150 }}
            testId="status-filter"
            options={[
              { value: 'all', label: t('feedback.table.allStatuses') },
              ...FEEDBACK_STATUSES.map((s) => ({ value: s, label: t(`feedback.table.statuses.${s}`) })),
            ]}
          />
          {actions}
        </Stack>
      </Stack>
      {list.isError && <Alert severity="error">{t('feedback.table.loadFailed', { message: list.error.message })}</Alert>}
      <Paper variant="outlined" data-testid="feedback-table">
        <Box sx={{ width: '100%' }}>
          <WhenNear minHeight={360} margin="200px" preload={preloadDataGrid}>
            <DataGrid
              aria-label={t('feedback.table.aria')}
              key={`${narrow ? 'phone' : 'wide'}-${canDecide}`}
              rows={rows}
              columns={columns}
              loading={list.isFetching && !list.data}
              rowCount={list.data?.total ?? 0}
              paginationMode="server"
              paginationModel={pagination}
              onPaginationModelChange={setPagination}
              pageSizeOptions={[FEEDBACK_PAGE_SIZE]}
              initialState={{ columns: { columnVisibilityModel: hidden } }}
              localeText={gridText}
              disableColumnSorting
              disableColumnFilter
              disableRowSelectionOnClick
              autoHeight
              // At most 100 rows: every column is rendered, so a row reads whole (and finds in-page).
              disableVirtualization
              rowHeight={52}
              sx={{ border: 0 }}
            />
          </WhenNear>{' '}
        </Box>
      </Paper>
      <FeedbackDetailsDialog
        row={viewing}
        onClose={() => setViewingId(null)}
        actions={canDecide && viewing ? <DecisionButtons row={viewing} decision={decision} /> : undefined}
      />
    </Stack>
  );
}
