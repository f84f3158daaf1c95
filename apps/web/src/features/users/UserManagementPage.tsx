import { outranks, STAFF_PAGE_SIZES, type User } from '@agrim/contracts';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Alert, Avatar, Box, Button, Chip, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';
import { ChoiceButtons } from '../../components/ChoiceButtons';
import { DataGrid } from '../../components/DataGrid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceKeyDialog } from '../../components/DeviceKeyDialog';
import { useCurrentUser } from '../../lib/account/useCurrentUser';
import { formatDateTime } from '../../lib/time';
import { useStaffUsers } from './api/useStaffUsers';
import { nameAndActionsColumns, Wrapped } from './components/accountCells';
import { AccountActionDialog, type PendingAction } from './components/AccountActions';
import { FarmersTable } from './components/FarmersTable';
import { type NewDevice, RegisterUserDialog } from './components/RegisterUserDialog';
import { RoleSelect } from './components/RoleSelect';
import { PageHeader } from '../../components/PageHeader';
import { TabBar } from '../../components/TabBar';

const ROLE_COLOR = { superAdmin: 'secondary', Admin: 'primary', Expert: 'info', user: 'default' } as const;

export default function UserManagementPage() {
  const { t, i18n } = useTranslation();
  const [accounts, setAccounts] = useState<'staff' | 'all'>('staff');
  const staff = useStaffUsers(accounts);
  const current = useCurrentUser().data;
  const me = current?.id;
  const myRole = current?.role;
  const [registering, setRegistering] = useState(false);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const choose = useCallback((p: PendingAction) => setPending(p), []);
  // Issue 22: farmers have their own view; the staff table keeps the spec's staff-only rule.
  const [view, setView] = useState<'staff' | 'farmers'>('staff');
  const [newDevice, setNewDevice] = useState<NewDevice | null>(null);
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  // On a phone the grid keeps who and what role; the rest stays a tap away in the column menu.
  const hiddenOnPhone: GridColumnVisibilityModel = narrow
    ? { serial: false, photo_url: false, creation_time: false, last_refresh_time: false }
    : {};

  const columns = useMemo<GridColDef<User>[]>(
    () => [
      {
        field: 'serial',
        headerName: t('users.columns.serial'),
        width: 56,
        sortable: false,
        filterable: false,
        renderCell: (p) => p.api.getRowIndexRelativeToVisibleRows(p.id) + 1,
      },
      {
        field: 'photo_url',
        headerName: t('users.columns.photo'),
        width: 60,
        sortable: false,
        filterable: false,
        renderCell: (p) => (
          <Avatar src={p.value ?? undefined} alt={p.row.display_name} sx={{ width: 32, height: 32, mt: 1 }}>
            {p.row.display_name.slice(0, 1).toUpperCase()}
          </Avatar>
        ),
      },
      ...nameAndActionsColumns<User>(t, { myId: me, myRole, onChoose: setPending }, 110),
      {
        field: 'email',
        headerName: t('users.columns.email'),
        flex: 1.4,
        minWidth: 180,
        renderCell: (p) => <Wrapped>{p.value}</Wrapped>,
      },
      {
        field: 'creation_time',
        headerName: t('users.columns.created'),
        width: 112,
        valueFormatter: (v: string) => formatDateTime(v, lang),
        renderCell: (p) => <Wrapped>{p.formattedValue}</Wrapped>,
      },
      {
        field: 'last_login_time',
        headerName: t('users.columns.lastLogin'),
        width: 112,
        valueFormatter: (v: string | null) => formatDateTime(v, lang) ?? t('common.never'),
        renderCell: (p) => <Wrapped>{p.formattedValue}</Wrapped>,
      },
      {
        field: 'last_refresh_time',
        headerName: t('users.columns.lastRefresh'),
        width: 112,
        valueFormatter: (v: string | null) => formatDateTime(v, lang) ?? t('common.never'),
        renderCell: (p) => <Wrapped>{p.formattedValue}</Wrapped>,
      },
      {
        field: 'email_verified',
        headerName: t('users.columns.verified'),
        width: 92,
        type: 'boolean',
      },
      {
        field: 'role',
        headerName: t('users.columns.role'),
        width: 132,
        // Only an account below the caller's role can be changed here, never one's own (the server refuses the rest too).
        renderCell: (p) =>
          myRole && outranks(myRole, p.row.role) && me && p.row.id !== me ? (
            <RoleSelect user={p.row} />
          ) : (
            <Chip size="small" label={t(`roles.${p.row.role}`)} color={ROLE_COLOR[p.row.role]} />
          ),
      },
    ],
    [t, lang, me, myRole],
  );

  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('screens.userManagement')}
        actions={
          <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setRegistering(true)}>
            {t('users.register')}
          </Button>
        }
      />
      <TabBar
        label={t('screens.userManagement')}
        value={view}
        onChange={setView}
        tabs={[
          { value: 'staff', label: t('onboarding.farmers.tabStaff') },
          { value: 'farmers', label: t('onboarding.farmers.tabFarmers') },
        ]}
      />
      {view === 'farmers' ? (
        <FarmersTable myId={me} myRole={myRole} onChoose={choose} />
      ) : (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {t('lifecycle.users.show')}
            </Typography>
            <ChoiceButtons
              label={t('lifecycle.users.show')}
              choices={[
                { value: 'staff', label: t('lifecycle.users.staffOnly') },
                { value: 'all', label: t('lifecycle.users.allAccounts') },
              ]}
              value={accounts}
              onChange={setAccounts}
            />
          </Stack>
          {staff.isError && <Alert severity="error">{t('users.loadFailed', { message: staff.error.message })}</Alert>}
          <Paper variant="outlined">
            <Box sx={{ width: '100%' }}>
              <DataGrid
                aria-label={t('users.staff')}
                rows={staff.data ?? []}
                columns={columns}
                loading={staff.isLoading}
                pageSizeOptions={[...STAFF_PAGE_SIZES]}
                key={narrow ? 'phone' : 'wide'}
                initialState={{
                  pagination: { paginationModel: { pageSize: STAFF_PAGE_SIZES[0], page: 0 } },
                  columns: { columnVisibilityModel: hiddenOnPhone },
                }}
                showToolbar
                disableRowSelectionOnClick
                // A long email wraps to a third line at 1366 px: the row grows rather than cutting it.
                getRowHeight={() => 'auto'}
                autoHeight
                // Two-line headers ('Last refreshed', 'Email verified') keep the columns narrow enough to all fit.
                columnHeaderHeight={narrow ? 56 : 64}
                sx={{
                  border: 0,
                  '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: { sm: 'normal' }, lineHeight: { sm: 1.25 } },
                }}
              />
            </Box>
          </Paper>
        </>
      )}
      <RegisterUserDialog open={registering} onClose={() => setRegistering(false)} onDevice={setNewDevice} />
      <DeviceKeyDialog device={newDevice} onClose={() => setNewDevice(null)} />
      <AccountActionDialog pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
