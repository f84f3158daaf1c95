import type { Device } from '@agrim/contracts';
import { MenuItem, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The device a screen shows: a list when the caller sees more than one device, else its name. */
export function DeviceSelect({ devices, value, onChange }: { devices: readonly Device[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  if (devices.length <= 1) return <Typography color="text.secondary">{devices[0]?.name}</Typography>;
  return (
    <TextField
      select
      size="small"
      label={t('monitoring.device')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220 }}
      data-testid="device-select"
    >
      {devices.map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name} · {d.farmName}
        </MenuItem>
      ))}
    </TextField>
  );
}
