import Sensors from '@mui/icons-material/Sensors';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../../components/BusyButton';
import { ErrorNotice } from '../../../../components/ErrorNotice';

/** Step 2: 'Place the sensor probe in the soil…'; Confirm records it, Cancel only closes. */
export function ProbeDialog({
  open,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  /** The last Confirm's failure, shown until it succeeds. */
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="probe-dialog-title">
      <DialogTitle id="probe-dialog-title">{t('soilTesting.wizard.probeTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Sensors color="primary" fontSize="large" />
          <Typography>{t('soilTesting.wizard.probeText')}</Typography>
        </Stack>
        {error && (
          <Box sx={{ mt: 2 }}>
            <ErrorNotice error={error} what={t('failure.steps.soilTestProbe')} testId="probe-error" />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('soilTesting.wizard.cancel')}</Button>
        <BusyButton variant="contained" busy={busy} onClick={onConfirm}>
          {t('soilTesting.wizard.confirm')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
