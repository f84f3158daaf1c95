import Download from '@mui/icons-material/Download';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useFailureToast } from '../../../components/ErrorNotice';

/** Starts a download; a failure is shown as a toast with the server's message. */
export function DownloadButton<P>({
  download,
  params,
  label,
  disabled,
  testId,
  variant = 'outlined',
}: {
  download: UseMutationResult<string, Error, P>;
  params: P;
  label: string;
  disabled?: boolean;
  testId: string;
  variant?: 'outlined' | 'contained';
}) {
  const { t } = useTranslation();
  const failToast = useFailureToast();
  return (
    <BusyButton
      variant={variant}
      busy={download.isPending}
      disabled={disabled}
      startIcon={<Download />}
      data-testid={testId}
      onClick={() => download.mutate(params, { onError: (err) => failToast(err, t('failure.steps.download')) })}
    >
      {label}
    </BusyButton>
  );
}
