import type { ImageModel } from '@agrim/contracts';
import { useTranslation } from 'react-i18next';
import { useModelName } from '../../../lib/models/useModelName';
import { SelectField } from '../../../components/SelectField';

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
    <SelectField
      size="small"
      label={t('image.model.label')}
      value={models.some((m) => m.id === value) ? value : ''}
      onChange={onChange}
      disabled={disabled || models.length === 0}
      fullWidth
      testId="model-select"
      options={models.map((m) => ({
        value: m.id,
        label: m.default ? t('image.model.defaultName', { name: modelName(m) }) : modelName(m),
      }))}
    />
  );
}
