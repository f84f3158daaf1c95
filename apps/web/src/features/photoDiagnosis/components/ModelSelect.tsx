import type { ImageModel } from '@agrim/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useModelName } from '../../../lib/models/useModelName';

/** The installed models of a task; the server's default is marked. */
export function ModelSelect({
  models,
  value,
  onChange,
  disabled,
}: {
  models: readonly ImageModel[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const modelName = useModelName();
  return (
    <TextField
      select
      size="small"
      label={t('image.model.label')}
      value={models.some((m) => m.id === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={disabled || models.length === 0}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } } } } }}
      data-testid="model-select"
    >
      {models.map((m) => (
        <MenuItem key={m.id} value={m.id}>
          {m.default ? t('image.model.defaultName', { name: modelName(m) }) : modelName(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}
