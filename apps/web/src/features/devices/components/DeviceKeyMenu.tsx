import type { Device } from '@agrim/contracts';
import Key from '@mui/icons-material/Key';
import KeyOff from '@mui/icons-material/KeyOff';
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { useDeviceKey } from '../api/useFarms';

type Action = 'revoke' | 'rotate';

/** Revoke or rotate a device's key, each after a confirmation; a rotated key is handed to `onNewKey` (shown once). */
export function DeviceKeyMenu({
  device,
  onNewKey,
}: {
  device: Device;
  onNewKey: (key: { id: string; name: string; key: string }) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const mutation = useDeviceKey();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);

  const choose = (action: Action) => {
    setAnchor(null);
    setConfirming(action);
  };
  const confirm = () => {
    const action = confirming!;
    mutation.mutate(
      { farmId: device.farmId, deviceId: device.id, action },
      {
        onSuccess: (result) => {
          if (action === 'rotate' && result.deviceKey) onNewKey({ id: device.id, name: device.name, key: result.deviceKey });
          toast('success', t(action === 'rotate' ? 'lifecycle.devices.rotated' : 'lifecycle.devices.revoked', { name: device.name }));
        },
        onError: (err) => toast('error', t('lifecycle.devices.failed', { what: device.name, message: err.message })),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <>
      <IconButton
        size="small"
        aria-label={t('lifecycle.devices.keyActions', { name: device.name })}
        data-testid={`key-actions-${device.name}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('rotate')}>
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('lifecycle.devices.rotateKey')}</ListItemText>
        </MenuItem>
        {!device.keyRevoked && (
          <MenuItem onClick={() => choose('revoke')} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <KeyOff fontSize="small" color="error" />
            </ListItemIcon>
            <ListItemText>{t('lifecycle.devices.revokeKey')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={!!confirming}
        title={
          confirming === 'rotate'
            ? t('lifecycle.devices.confirmRotateTitle', { name: device.name })
            : t('lifecycle.devices.confirmRevokeTitle', { name: device.name })
        }
        body={t(confirming === 'rotate' ? 'lifecycle.devices.confirmRotateBody' : 'lifecycle.devices.confirmRevokeBody')}
        confirmLabel={t(confirming === 'rotate' ? 'lifecycle.devices.rotate' : 'lifecycle.devices.revoke')}
        danger
        busy={mutation.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
      />
    </>
  );
}
