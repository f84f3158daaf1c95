import { DEVICE_ERROR_MESSAGE, DEVICE_OFFLINE_MESSAGE } from '@agrim/contracts';
import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../../components/BusyButton';
import { ErrorNotice } from '../../../../components/ErrorNotice';
import { Countdown } from './Countdown';

interface Props {
  remainingMs: number;
  durationMs: number;
  /** The device fault of the run, or null. */
  deviceError: string | null;
  retrying: boolean;
  /** The last Retry's failure. */
  retryError?: Error | null;
  onRetry: () => void;
  onCancel: () => void;
}

/** While running: the countdown, the note and Cancel; on a device fault, 'ERROR', the message and Retry. */
export function RunPanel({ remainingMs, durationMs, deviceError, retrying, retryError, onRetry, onCancel }: Props) {
  const { t } = useTranslation();
  const message =
    deviceError === DEVICE_OFFLINE_MESSAGE
      ? t('soilTesting.wizard.deviceOffline')
      : deviceError === DEVICE_ERROR_MESSAGE
        ? t('soilTesting.wizard.deviceError')
        : deviceError;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
      {deviceError ? (
        <Stack spacing={1} sx={{ alignItems: 'center', py: 2 }} data-testid="test-fault">
          <ErrorOutline color="error" sx={{ fontSize: 56 }} />
          <Typography sx={{ fontSize: 36, fontWeight: 800, color: 'error.main', letterSpacing: 2 }}>
            {t('soilTesting.wizard.error')}
          </Typography>
          <Alert severity="error" icon={false} sx={{ justifyContent: 'center' }}>
            {message}
          </Alert>
        </Stack>
      ) : (
        <Countdown remainingMs={remainingMs} durationMs={durationMs} />
      )}
      {deviceError && retryError && <ErrorNotice error={retryError} what={t('failure.steps.soilTestConfirm')} testId="wizard-error" />}
      <Typography color="text.secondary">{t('soilTesting.wizard.note')}</Typography>
      <Stack direction="row" spacing={1.5}>
        <Button variant="outlined" color="error" onClick={onCancel}>
          {t('soilTesting.wizard.cancel')}
        </Button>
        {deviceError && (
          <BusyButton variant="contained" busy={retrying} onClick={onRetry}>
            {t('soilTesting.wizard.retry')}
          </BusyButton>
        )}
      </Stack>
    </Stack>
  );
}
