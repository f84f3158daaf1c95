import { FARMER_PAGE_SIZES, type Farmer, type Role } from '@agrim/contracts';
import Search from '@mui/icons-material/Search';
import { Alert, Box, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { DataGrid } from '../../../components/DataGrid';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import { useFarmers } from '../api/useFarmers';
import { nameAndActionsColumns, Wrapped } from './accountCells';
import type { PendingAction } from './AccountActions';

/**
 * Issue 22: the farmers (role user) with their farms, devices, last reading and last sign-in, and
 * the account actions. The staff table beside it keeps the spec's staff-only rule.
 */
export function FarmersTable({
  myId,
  myRole,
  onChoose,
}: {
  myId: string | undefined;
  myRole: Role | undefined;
  onChoose: (pending: PendingAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: FARMER_PAGE_SIZES[0] });
  // The search is sent when typing pauses, from the first page.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPaging((p) => (p.page === 0 ? p : { ...p, page: 0 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const farmers = useFarmers(search, paging.page + 1, paging.pageSize);

  const columns = useMemo<GridColDef<Farmer>[]>(
    () => [
      ...nameAndActionsColumns<Farmer>(t, { myId, myRole, onChoose }, 130),
      {
        field: 'email',
        headerName: t('users.columns.email'),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        renderCell: (p) => <Wrapped>{p.value}</Wrapped>,
      },
      { field: 'phone_number', headerName: t('users.dialog.phone'), width: 120, sortable: false },
      {
        field: 'farms',
        headerName: t('onboarding.farmers.farms'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        renderCell: (p) => <Wrapped>{p.value}</Wrapped>,
        valueGetter: (_v, row) => (row.farms.length ? row.farms.map((f) => f.name).join(', ') : t('onboarding.farmers.noFarm')),
      },
      {
        field: 'devices',
        headerName: t('onboarding.farmers.devices'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        renderCell: (p) => <Wrapped>{p.value}</Wrapped>,
        valueGetter: (_v, row) => (row.devices.length ? row.devices.map((d) => d.name).join(', ') : t('onboarding.farmers.noDevice')),
      },
      {
        field: 'last_reading_time',
        headerName: t('onboarding.farmers.lastReading'),
        width: 112,
        sortable: false,
        valueFormatter: (v: string | null) => formatDateTime(v, lang) ?? t('common.never'),
        renderCell: (p) => <Wrapped>{p.formattedValue}</Wrapped>,
      },
      {
        field: 'last_login_time',
        headerName: t('onboarding.farmers.lastLogin'),
        width: 112,
        sortable: false,
        valueFormatter: (v: string | null) => formatDateTime(v, lang) ?? t('common.never'),
        renderCell: (p) => <Wrapped>{p.formattedValue}</Wrapped>,
      },
    ],
    [t, lang, myId, myRole, onChoose],
  );

  const total = farmers.data?.total ?? 0;
  return (
    <Stack spacing={1.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <TextField
          size="small"
          type="search"
          label={t('onboarding.farmers.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          sx={{ width: { xs: '100%', sm: 320 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {farmers.data && (
          <Typography variant="body2" color="text.secondary">
            {t('onboarding.farmers.count', { count: total })}
          </Typography>
        )}
      </Stack>
      {farmers.isError && <Alert severity="error">{t('onboarding.farmers.loadFailed', { message: farmers.error.message })}</Alert>}
      {farmers.data && total === 0 && (
        <Alert severity="info">{search ? t('onboarding.farmers.noMatch', { search }) : t('onboarding.farmers.none')}</Alert>
      )}
      <Paper variant="outlined">
        <Box sx={{ width: '100%' }}>
          {/* No column hidden on a phone: it lists the farmers as cards (RowList), with room for the email, number and
              last sign-in an Admin looks a farmer up by. */}
          <DataGrid
            aria-label={t('onboarding.farmers.tabFarmers')}
            rows={farmers.data?.data ?? []}
            columns={columns}
            loading={farmers.isFetching}
            paginationMode="server"
            rowCount={total}
            paginationModel={paging}
            onPaginationModelChange={setPaging}
            pageSizeOptions={[...FARMER_PAGE_SIZES]}
            disableRowSelectionOnClick
            disableColumnFilter
            autoHeight
            sx={{ border: 0 }}
          />
        </Box>
      </Paper>
    </Stack>
  );
}
