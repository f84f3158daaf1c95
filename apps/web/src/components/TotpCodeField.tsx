import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The 6-digit authenticator code: digits only, so phones offer the number pad and paste of "123 456" works. */
export function TotpCodeField({
  value,
  onChange,
  showError,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (code: string) => void; showError: boolean }) {
  const { t } = useTranslation();
  const invalid = showError && !/^\d{6}$/.test(value);
  return (
    <TextField
      label={t('totp.code')}
      autoComplete="one-time-code"
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      error={invalid}
      helperText={invalid ? t('totp.codeInvalid') : t('totp.codeHelp')}
      {...props}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, 'data-testid': 'totp-code' } }}
    />
  );
}
