import { canonicalIndianPhone, PASSWORD_MIN } from '@agrim/contracts';
import { sms } from '@agrim/contracts/endpoints/sms';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, Button, IconButton, InputAdornment, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { ApiError, call } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { smsCodeEn } from '../../../locales/auth.sms';
import { smsCodeHi } from '../../../locales/auth.sms.hi';
import { smsCodeMr } from '../../../locales/auth.sms.mr';
import { AuthCard } from './AuthCard';

/**
 * The sign-in page's SMS paths (issue 41 item 2), loaded only once the page is up: a farmer with a
 * mobile number signs in, or sets a new password, with a 6-digit code sent by SMS. Its strings are
 * the i18n namespace `sms`, added with this module (English is every language's fallback).
 */
const NS = 'sms';
i18n.addResourceBundle('en', NS, smsCodeEn, true, false);
i18n.addResourceBundle('hi', NS, smsCodeHi, true, false);
// Marathi (issue 41) is ready for when the app offers it; until then English is its fallback.
i18n.addResourceBundle('mr', NS, smsCodeMr, true, false);

export type SmsPath = 'sign-in' | 'reset';

/** The two ways in by SMS, under the password form. */
export function SmsLinks({ onChoose }: { onChoose: (path: SmsPath) => void }) {
  const { t } = useTranslation(NS);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
      <Button variant="text" onClick={() => onChoose('sign-in')} data-testid="sms-sign-in">
        {t('useCode')}
      </Button>
      <Button variant="text" size="small" onClick={() => onChoose('reset')} data-testid="sms-reset">
        {t('forgot')}
      </Button>
    </Stack>
  );
}

type Status = { available: boolean; minutes: number } | null;

/** Enter the number → the code (and for a reset, a new password) → signed in. */
export function SmsCodeFlow({ path, initialNumber, onBack }: { path: SmsPath; initialNumber: string; onBack: () => void }) {
  const { t } = useTranslation(NS);
  const [status, setStatus] = useState<Status>(null);
  const [number, setNumber] = useState(initialNumber.includes('@') ? '' : initialNumber);
  const [sentTo, setSentTo] = useState<{ phone: string; minutes: number } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    call(sms.codeStatus, {}, { auth: false })
      .then((s) => live && setStatus({ available: s.available, minutes: s.minutes }))
      // Unknown: offered, and the server's answer says what is wrong.
      .catch(() => live && setStatus({ available: true, minutes: 5 }));
    return () => {
      live = false;
    };
  }, []);

  const failed = (err: unknown) =>
    setError(
      err instanceof ApiError && err.code === 'NETWORK'
        ? i18n.t('common.networkError')
        : err instanceof ApiError
          ? err.message
          : t('failed'),
    );

  const phone = canonicalIndianPhone(number);
  const numberProblem = !number.trim() ? t('numberRequired') : !phone ? t('numberInvalid') : null;
  const codeProblem = /^\d{6}$/.test(code) ? null : t('codeInvalid');
  const passwordProblem = path === 'reset' && password.length < PASSWORD_MIN ? t('newPasswordShort') : null;

  const send = async () => {
    setTouched(true);
    if (!phone) return;
    setBusy(true);
    setError(null);
    try {
      const body = { phoneNumber: phone };
      const sent =
        path === 'sign-in'
          ? await call(sms.requestSignInCode, { body }, { auth: false })
          : await call(sms.requestPasswordResetCode, { body }, { auth: false });
      setSentTo({ phone, minutes: sent.minutes });
      setCode('');
      setTouched(false);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    setTouched(true);
    if (!sentTo || codeProblem || passwordProblem) return;
    setBusy(true);
    setError(null);
    try {
      saveSession(
        path === 'sign-in'
          ? await call(sms.codeLogin, { body: { phoneNumber: sentTo.phone, code } }, { auth: false })
          : await call(sms.resetPassword, { body: { phoneNumber: sentTo.phone, code, newPassword: password } }, { auth: false }),
      );
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sentTo ? finish() : send());
  };

  const unavailable = status !== null && !status.available;
  return (
    <AuthCard title={path === 'sign-in' ? t('signInTitle') : t('resetTitle')} subtitle={t('intro')} onSubmit={submit}>
      {status === null && (
        <Alert severity="info" role="status">
          {t('checking')}
        </Alert>
      )}
      {unavailable && (
        <Alert severity="warning" role="alert" data-testid="sms-unavailable">
          {t('unavailable')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {sentTo && !error && (
        <Alert severity="success" role="status" data-testid="sms-sent">
          {t('sent', { minutes: sentTo.minutes })}
        </Alert>
      )}
      <TextField
        label={t('number')}
        type="tel"
        autoComplete="tel-national"
        required
        value={number}
        disabled={!!sentTo || unavailable}
        onChange={(e) => setNumber(e.target.value)}
        error={touched && !sentTo && !!numberProblem}
        helperText={(touched && !sentTo && numberProblem) || t('numberHint')}
        slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'sms-number' } }}
      />
      {sentTo && (
        <TextField
          label={t('code')}
          autoComplete="one-time-code"
          required
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={touched && !!codeProblem}
          helperText={(touched && codeProblem) || t('codeHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6, 'data-testid': 'sms-code' } }}
        />
      )}
      {sentTo && path === 'reset' && (
        <TextField
          label={t('newPassword')}
          type={show ? 'text' : 'password'}
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !!passwordProblem}
          helperText={(touched && passwordProblem) || t('newPasswordHint')}
          slotProps={{
            htmlInput: { 'data-testid': 'sms-new-password' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton onClick={() => setShow((s) => !s)} edge="end" aria-label={show ? t('hidePassword') : t('showPassword')}>
                    {show ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      <BusyButton
        type="submit"
        variant="contained"
        size="large"
        busy={busy}
        disabled={unavailable || status === null}
        data-testid="sms-submit"
      >
        {!sentTo ? t('send') : path === 'sign-in' ? t('signIn') : t('setPassword')}
      </BusyButton>
      {sentTo && (
        <Button variant="text" onClick={() => void send()} disabled={busy}>
          {t('sendAgain')}
        </Button>
      )}
      <Button variant="text" onClick={onBack}>
        {t('back')}
      </Button>
    </AuthCard>
  );
}
