import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BusyButton } from './BusyButton';

interface Props {
  open: boolean;
  title: string;
  /** What happens, and to which data: read before confirming. */
  body: string;
  confirmLabel: string;
  busy: boolean;
  danger?: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Asks before an action that cannot be taken back lightly; says what happens to the data. */
export function ConfirmDialog({ open, title, body, confirmLabel, busy, danger, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('lifecycle.confirmCancel')}
        </Button>
        <BusyButton variant="contained" color={danger ? 'error' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
