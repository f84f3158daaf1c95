import type { Device } from '@agrim/contracts';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SelectField } from './SelectField';

/** The device a screen shows: a list when the caller sees more than one device, else its name. */
export function DeviceSelect({ devices, value, onChange }: { devices: readonly Device[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  if (devices.length <= 1) return <Typography color="text.secondary">{devices[0]?.name}</Typography>;
  return (
    <SelectField
      size="small"
      label={t('monitoring.device')}
      value={value}
      onChange={onChange}
      sx={{ minWidth: 220 }}
      testId="device-select"
      options={devices.map((d) => ({ value: d.id, label: `${d.name} · ${d.farmName}` }))}
    />
  );
}
