import { outranks, type Role, type User } from '@agrim/contracts';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteForever from '@mui/icons-material/DeleteForever';
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { type AccountAction, useAccountAction } from '../api/useAccountActions';

export interface PendingAction {
  user: User;
  action: AccountAction;
}

/**
 * The per-account menu: Disable or Enable, and Delete. Offered only for accounts strictly below the
 * caller's role, never one's own (the server refuses the rest too). The choice goes to the page,
 * which asks for confirmation (grid cells are re-rendered at will, so they keep no dialog state).
 */
export function AccountActions({
  user,
  myId,
  myRole,
  onChoose,
}: {
  user: User;
  myId: string | undefined;
  myRole: Role | undefined;
  onChoose: (pending: PendingAction) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!myRole || !myId || user.id === myId || !outranks(myRole, user.role)) return null;
  const choose = (action: AccountAction) => {
    setAnchor(null);
    onChoose({ user, action });
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('lifecycle.users.actionsFor', { email: user.email ?? user.phone_number })}
        data-testid={`actions-${user.email ?? user.phone_number}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {user.disabled ? (
          <MenuItem onClick={() => choose('enable')}>
            <ListItemIcon>
              <CheckCircle fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('lifecycle.users.enable')}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem onClick={() => choose('disable')}>
            <ListItemIcon>
              <Block fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('lifecycle.users.disable')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteForever fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{t('lifecycle.users.delete')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

const TITLES = { disable: 'confirmDisableTitle', enable: 'confirmEnableTitle', delete: 'confirmDeleteTitle' } as const;
const BODIES = { disable: 'confirmDisableBody', enable: 'confirmEnableBody', delete: 'confirmDeleteBody' } as const;
const DONE = { disable: 'disabledDone', enable: 'enabledDone', delete: 'deletedDone' } as const;

/** Confirms the chosen action (saying what happens to the account's data), runs it, and reports the outcome in a toast. */
export function AccountActionDialog({ pending, onClose }: { pending: PendingAction | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const mutation = useAccountAction();
  const confirm = () => {
    if (!pending) return;
    const { user, action } = pending;
    mutation.mutate(
      { id: user.id, action },
      {
        onSuccess: () => toast('success', t(`lifecycle.users.${DONE[action]}`, { email: user.email ?? user.phone_number })),
        onError: (err) =>
          toast(
            'error',
            t('lifecycle.users.failed', {
              action: t(`lifecycle.users.${action}`).toLowerCase(),
              email: user.email ?? user.phone_number,
              message: err.message,
            }),
          ),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={!!pending}
      title={pending ? t(`lifecycle.users.${TITLES[pending.action]}`, { email: pending.user.email ?? pending.user.phone_number }) : ''}
      body={pending ? t(`lifecycle.users.${BODIES[pending.action]}`) : ''}
      confirmLabel={pending ? t(`lifecycle.users.${pending.action}`) : ''}
      danger={pending?.action !== 'enable'}
      busy={mutation.isPending}
      onClose={onClose}
      onConfirm={confirm}
    />
  );
}
