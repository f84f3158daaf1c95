import { FERTILIZER_CROP_TYPES, FERTILIZER_GRADES, type PredictionLogRow, SOIL_TYPES } from '@agrim/contracts';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { DataGrid } from '../../../components/DataGrid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import { type LogFilters, usePredictionLog } from '../api/usePredictionLog';
import { useGridText } from '../../../lib/muiLocale';
import { SelectField } from '../../../components/SelectField';

const PAGE_SIZES = [25, 50, 100];
const EMPTY: LogFilters = {};

/** Admin: every fertilizer prediction, newest first, server-paged, with date, crop, soil, product and asker filters. */
export function PredictionLog() {
  const { t, i18n } = useTranslation();
  const gridText = useGridText({ noRowsLabel: t('fertilizer.log.empty') });
  const [draft, setDraft] = useState<LogFilters>(EMPTY);
  const [filters, setFilters] = useState<LogFilters>(EMPTY);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0]! });
  const log = usePredictionLog(filters, pagination.page, pagination.pageSize);
  const set = (patch: Partial<LogFilters>) => setDraft((d) => ({ ...d, ...patch }));

  const columns = useMemo<GridColDef<PredictionLogRow>[]>(
    () => [
      {
        field: 'predicted_at',
        headerName: t('fertilizer.log.predictedAt'),
        minWidth: 170,
        flex: 1,
        valueFormatter: (v: string) => formatDateTime(v, i18n.language),
      },
      {
        field: 'user_name',
        headerName: t('fertilizer.log.user'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_v, r) => `${r.user_name} (${r.user_email})`,
      },
      { field: 'crop_type', headerName: t('fertilizer.log.crop'), width: 110, valueFormatter: (v: string) => t(`fertilizer.crops.${v}`) },
      {
        field: 'soil_type',
        headerName: t('fertilizer.log.soil'),
        width: 90,
        valueFormatter: (v: string) => t(`fertilizer.soilTypes.${v}`),
      },
      {
        field: 'nutrients',
        headerName: t('fertilizer.log.nutrients'),
        width: 140,
        sortable: false,
        valueGetter: (_v, r) => `${r.nitrogen} / ${r.phosphorus} / ${r.potassium}`,
      },
      {
        field: 'conditions',
        headerName: t('fertilizer.log.conditions'),
        width: 150,
        sortable: false,
        valueGetter: (_v, r) => `${r.temperature} °C / ${r.humidity} % / ${r.moisture} %`,
      },
      { field: 'predicted_npk', headerName: t('fertilizer.log.npk'), width: 100 },
      { field: 'fertilizer', headerName: t('fertilizer.log.fertilizer'), width: 100 },
      {
        field: 'probability',
        headerName: t('fertilizer.log.confidence'),
        width: 100,
        valueFormatter: (v: number) => `${Math.round(v * 100)} %`,
      },
      {
        field: 'feedback_count',
        headerName: t('fertilizer.log.feedback'),
        width: 190,
        sortable: false,
        valueGetter: (_v, r) => {
          const s = r.feedback_statuses;
          if (!r.feedback_count || !s) return t('fertilizer.log.noFeedback');
          return t('fertilizer.log.feedbackSummary', {
            count: r.feedback_count,
            approved: s.Approved,
            pending: s.Pending,
            rejected: s.Rejected,
          });
        },
      },
      { field: 'model_version', headerName: t('fertilizer.log.model'), width: 150 },
    ],
    [t, i18n.language],
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('fertilizer.log.title')}
        </Typography>
        <Stack
          component="form"
          direction={{ xs: 'column', md: 'row' }}
          spacing={1.5}
          sx={{ flexWrap: 'wrap', rowGap: 1.5 }}
          onSubmit={(e) => {
            e.preventDefault();
            setFilters(draft);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
        >
          <TextField
            type="date"
            size="small"
            label={t('fertilizer.log.from')}
            value={draft.from_date ?? ''}
            onChange={(e) => set({ from_date: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('fertilizer.log.to')}
            value={draft.to_date ?? ''}
            onChange={(e) => set({ to_date: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <SelectField
            size="small"
            label={t('fertilizer.log.crop')}
            value={draft.crop_type ?? ''}
            onChange={(c) => set({ crop_type: c || undefined })}
            sx={{ minWidth: 150 }}
            options={[
              { value: '', label: t('fertilizer.log.allCrops') },
              ...FERTILIZER_CROP_TYPES.map((c) => ({ value: c, label: t(`fertilizer.crops.${c}`) })),
            ]}
          />
          <SelectField
            size="small"
            label={t('fertilizer.log.soil')}
            value={draft.soil_type ?? ''}
            onChange={(s) => set({ soil_type: s || undefined })}
            sx={{ minWidth: 130 }}
            options={[
              { value: '', label: t('fertilizer.log.allSoils') },
              ...SOIL_TYPES.map((s) => ({ value: s, label: t(`fertilizer.soilTypes.${s}`) })),
            ]}
          />
          <SelectField
            size="small"
            label={t('fertilizer.log.fertilizer')}
            value={draft.fertilizer ?? ''}
            onChange={(f) => set({ fertilizer: (f || undefined) as LogFilters['fertilizer'] })}
            sx={{ minWidth: 150 }}
            options={[
              { value: '', label: t('fertilizer.log.allFertilizers') },
              ...Object.entries(FERTILIZER_GRADES).map(([name, grade]) => ({
                value: name,
                label: name === grade ? name : `${name} (${grade})`,
              })),
            ]}
          />
          <TextField
            size="small"
            label={t('fertilizer.log.search')}
            value={draft.user ?? ''}
            onChange={(e) => set({ user: e.target.value || undefined })}
            sx={{ minWidth: 200 }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained">
              {t('fertilizer.log.apply')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                setDraft(EMPTY);
                setFilters(EMPTY);
                setPagination((p) => ({ ...p, page: 0 }));
              }}
            >
              {t('fertilizer.log.reset')}
            </Button>
          </Stack>
        </Stack>
        {log.error && <Alert severity="error">{log.error.message}</Alert>}
        <DataGrid
          autoHeight
          rows={log.data?.data ?? []}
          rowCount={log.data?.total ?? 0}
          columns={columns}
          loading={log.isFetching}
          paginationMode="server"
          paginationModel={pagination}
          onPaginationModelChange={setPagination}
          pageSizeOptions={PAGE_SIZES}
          disableRowSelectionOnClick
          localeText={gridText}
        />
      </Stack>
    </Paper>
  );
}
