import type { SoilTestStatus } from '@agrim/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const COLOR = { started: 'info', running: 'warning', complete: 'success', aborted: 'default' } as const;

export function StatusChip({ status }: { status: SoilTestStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'aborted' ? 'outlined' : 'filled'}
      label={t(`soilTesting.statuses.${status}`)}
    />
  );
}
