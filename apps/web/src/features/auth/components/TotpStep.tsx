import { auth } from '@agrim/contracts/endpoints/auth';
import { Alert, Button } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { TotpCodeField } from '../../../components/TotpCodeField';
import { ApiError, call } from '../../../lib/api';
import { saveSession } from '../../../lib/session';
import { AuthCard } from './AuthCard';

/** What the first step proved: a right password, or a one-time link; either is sent again with the code. */
export type SecondStep = { email: string; password: string } | { token: string };

/** The login screen's second step when the server answers TOTP_REQUIRED. */
export function TotpStep({ first, onBack }: { first: SecondStep; onBack: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // A key, not the text, so switching the language re-translates a message already shown.
  const [error, setError] = useState<{ key: string } | { text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!/^\d{6}$/.test(code)) return;
    setBusy(true);
    setError(null);
    try {
      saveSession(
        'token' in first
          ? await call(auth.customTokenLogin, { body: { token: first.token, totp: code } }, { auth: false })
          : await call(auth.login, { body: { ...first, totp: code } }, { auth: false }),
      );
    } catch (err) {
      setCode('');
      setTouched(false);
      setError(
        err instanceof ApiError && err.code === 'INVALID_CREDENTIALS'
          ? { key: 'totp.wrongCode' }
          : err instanceof ApiError && err.code === 'NETWORK'
            ? { key: 'common.networkError' }
            : { text: (err as Error).message },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('totp.loginTitle')} subtitle={t('totp.loginHelp')} onSubmit={submit}>
      {error && (
        <Alert severity="error" role="alert">
          {'key' in error ? t(error.key) : error.text}
        </Alert>
      )}
      <TotpCodeField value={code} onChange={setCode} showError={touched} autoFocus />
      <BusyButton type="submit" variant="contained" size="large" busy={busy}>
        {t('totp.verify')}
      </BusyButton>
      <Button onClick={onBack}>{t('totp.back')}</Button>
    </AuthCard>
  );
}
