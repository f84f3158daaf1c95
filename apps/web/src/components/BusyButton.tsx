import { Button, type ButtonProps, CircularProgress } from '@mui/material';

/** A button that shows a spinner and refuses clicks while its call runs. */
export function BusyButton({ busy, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button {...props} disabled={busy || disabled} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : props.startIcon} />
  );
}
