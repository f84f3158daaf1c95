import type { Role, User } from '@agrim/contracts';
import { Box, Chip, Stack } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountActions, type PendingAction } from './AccountActions';

/** An account's name in a table row, with a Disabled chip when it cannot sign in. */
export function AccountNameCell({ name, email, disabled }: { name: string | null; email: string; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {name}
      </Box>
      {disabled && <Chip size="small" color="warning" label={t('lifecycle.users.disabled')} data-testid={`disabled-${email}`} />}
    </Stack>
  );
}

/**
 * A cell whose text wraps onto a second line instead of being cut: with every column on a 1366 px
 * laptop, the dates break after the day and a long email at its dots.
 */
export const Wrapped = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{ display: 'flex', alignItems: 'center', height: '100%', whiteSpace: 'normal', lineHeight: 1.3, overflowWrap: 'anywhere' }}
  >
    {children}
  </Box>
);

/** The name (with its Disabled chip) and the account-actions menu, as both account tables show them. */
export function nameAndActionsColumns<R extends User>(
  t: TFunction,
  actions: { myId: string | undefined; myRole: Role | undefined; onChoose: (pending: PendingAction) => void },
  nameMinWidth: number,
): GridColDef<R>[] {
  return [
    {
      field: 'display_name',
      headerName: t('users.columns.name'),
      flex: 1,
      minWidth: nameMinWidth,
      renderCell: (p) => (
        <AccountNameCell name={p.row.display_name} email={p.row.email ?? p.row.phone_number ?? ''} disabled={p.row.disabled} />
      ),
    },
    {
      field: 'actions',
      headerName: t('lifecycle.users.actions'),
      width: 76,
      sortable: false,
      filterable: false,
      disableColumnMenu: true,
      renderCell: (p) => <AccountActions user={p.row} {...actions} />,
    },
  ];
}
