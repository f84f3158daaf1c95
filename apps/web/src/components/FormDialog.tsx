import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from './BusyButton';

interface Props {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** A small dialog with a form: fields, Cancel, and a submit button with a spinner. */
export function FormDialog({ open, title, submitLabel, busy, onClose, onSubmit, children }: Props) {
  const { t } = useTranslation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <BusyButton type="submit" variant="contained" busy={busy}>
          {submitLabel}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
