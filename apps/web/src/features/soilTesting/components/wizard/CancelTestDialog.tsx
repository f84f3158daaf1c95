import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../../components/BusyButton';
import { ErrorNotice } from '../../../../components/ErrorNotice';

/** 'Are you sure you want to Cancel ?' with the reason; Agree aborts the test (Hindi buttons say what they do: keep testing, cancel it). */
export function CancelTestDialog({
  open,
  busy,
  error,
  onAgree,
  onClose,
}: {
  open: boolean;
  busy: boolean;
  error: Error | null;
  onAgree: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="cancel-test-title"
      slotProps={{ transition: { onExited: () => setReason('') } }}
    >
      <DialogTitle id="cancel-test-title">{t('soilTesting.wizard.cancelTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('soilTesting.wizard.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && <ErrorNotice error={error} what={t('failure.steps.soilTestAbort')} testId="abort-error" />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('soilTesting.wizard.keepTesting')}</Button>
        <BusyButton variant="contained" color="error" busy={busy} onClick={() => onAgree(reason.trim())}>
          {t('soilTesting.wizard.agree')}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
