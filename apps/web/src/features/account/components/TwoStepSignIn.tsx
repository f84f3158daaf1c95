import { ADMIN_ROLES, type TotpSetupResponse } from '@agrim/contracts';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useToast } from '../../../components/Toast';
import { TotpCodeField } from '../../../components/TotpCodeField';
import { ApiError } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/time';
import { useTotpChange, useTotpSetup, useTotpStatus } from '../api/useTotp';

const isCode = (code: string) => /^\d{6}$/.test(code);

type Failure = { key: 'wrongPassword' | 'wrongCode' | 'wrongPasswordOrCode' } | { text: string };

/** Wrong password or code: our own words, kept as a key so a language switch re-translates them; anything else: the server's. */
const failure = (err: unknown, key: 'wrongPassword' | 'wrongCode' | 'wrongPasswordOrCode'): Failure =>
  err instanceof ApiError && err.code === 'INVALID_CREDENTIALS' ? { key } : { text: (err as Error).message };

function FailureAlert({ failure }: { failure: Failure | null }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return <Alert severity="error">{'key' in failure ? t(`totp.${failure.key}`) : failure.text}</Alert>;
}

/** The account's two-step sign-in (TOTP) card: Admin and superAdmin only, as the server allows. */
export function TwoStepSignIn() {
  const { t, i18n } = useTranslation();
  const { role } = useSession();
  const allowed = !!role && ADMIN_ROLES.includes(role);
  const status = useTotpStatus(allowed);
  if (!allowed) return null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="totp-section">
      <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('totp.title')}
        </Typography>
        {status.data && (
          <Chip
            size="small"
            color={status.data.enabled ? 'success' : 'default'}
            label={
              status.data.enabled ? t('totp.statusOn', { when: formatDateTime(status.data.enabledAt, i18n.language) }) : t('totp.statusOff')
            }
            data-testid="totp-status"
          />
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('totp.intro')}
      </Typography>
      {status.isError && <Alert severity="error">{status.error.message}</Alert>}
      {status.isLoading && <Skeleton variant="rounded" height={48} />}
      {status.data && (status.data.enabled ? <TurnOff /> : <TurnOn />)}
    </Paper>
  );
}

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ maxWidth: 400 }}>
      {children}
    </Stack>
  );
}

function TurnOn() {
  const { t } = useTranslation();
  const toast = useToast();
  const setup = useTotpSetup();
  const enable = useTotpChange('enable');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [issued, setIssued] = useState<TotpSetupResponse | null>(null);
  const [error, setError] = useState<Failure | null>(null);

  const reset = () => {
    setOpen(false);
    setIssued(null);
    setPassword('');
    setCode('');
    setTouched(false);
    setError(null);
  };

  if (!open) {
    return (
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('totp.setUp')}
      </Button>
    );
  }

  if (!issued) {
    const start = async () => {
      setTouched(true);
      if (!password) return;
      setError(null);
      try {
        setIssued(await setup.mutateAsync(password));
        setPassword('');
        setTouched(false);
      } catch (err) {
        setError(failure(err, 'wrongPassword'));
      }
    };
    return (
      <Form onSubmit={start}>
        <FailureAlert failure={error} />
        <TextField
          label={t('totp.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !password}
          helperText={t('totp.passwordToStart')}
          slotProps={{ htmlInput: { 'data-testid': 'totp-password' } }}
        />
        <Stack direction="row" spacing={1}>
          <BusyButton type="submit" variant="contained" busy={setup.isPending}>
            {t('totp.continue')}
          </BusyButton>
          <Button onClick={reset}>{t('totp.cancel')}</Button>
        </Stack>
      </Form>
    );
  }

  const confirm = async () => {
    setTouched(true);
    if (!isCode(code)) return;
    setError(null);
    try {
      await enable.mutateAsync({ code });
      toast('success', t('totp.turnedOn'));
      reset();
    } catch (err) {
      setError(failure(err, 'wrongCode'));
    }
  };
  return (
    <Form onSubmit={confirm}>
      <Typography variant="body2">{t('totp.scan')}</Typography>
      <QrImage uri={issued.otpauthUri} alt={t('totp.qrAlt')} />
      <Box>
        <Typography variant="caption" color="text.secondary">
          {t('totp.secretLabel')}
        </Typography>
        <Typography data-testid="totp-secret" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all' }}>
          {issued.secret.match(/.{1,4}/g)!.join(' ')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('totp.secretOnce')}
        </Typography>
      </Box>
      <FailureAlert failure={error} />
      <TotpCodeField value={code} onChange={setCode} showError={touched} />
      <Stack direction="row" spacing={1}>
        <BusyButton type="submit" variant="contained" busy={enable.isPending}>
          {t('totp.turnOn')}
        </BusyButton>
        <Button onClick={reset}>{t('totp.cancel')}</Button>
      </Stack>
    </Form>
  );
}

function TurnOff() {
  const { t } = useTranslation();
  const toast = useToast();
  const disable = useTotpChange('disable');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<Failure | null>(null);

  if (!open) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Button variant="outlined" color="warning" onClick={() => setOpen(true)}>
          {t('totp.turnOff')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('totp.lostPhone')}
        </Typography>
      </Stack>
    );
  }

  const submit = async () => {
    setTouched(true);
    if (!password || !isCode(code)) return;
    setError(null);
    try {
      await disable.mutateAsync({ password, code });
      toast('success', t('totp.turnedOff'));
    } catch (err) {
      setError(failure(err, 'wrongPasswordOrCode'));
    }
  };
  return (
    <Form onSubmit={submit}>
      <Typography variant="body2">{t('totp.turnOffHelp')}</Typography>
      <FailureAlert failure={error} />
      <TextField
        label={t('totp.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && !password}
        slotProps={{ htmlInput: { 'data-testid': 'totp-password' } }}
      />
      <TotpCodeField value={code} onChange={setCode} showError={touched} />
      <Stack direction="row" spacing={1}>
        <BusyButton type="submit" variant="contained" color="warning" busy={disable.isPending}>
          {t('totp.turnOff')}
        </BusyButton>
        <Button onClick={() => setOpen(false)}>{t('totp.cancel')}</Button>
      </Stack>
    </Form>
  );
}

/** Drawn in the browser: the secret never leaves for a QR service, and CSP allows data: images. */
function QrImage({ uri, alt }: { uri: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={200}
      height={200}
      data-testid="totp-qr"
      sx={{ border: '1px solid', borderColor: 'divider' }}
    />
  ) : (
    <Skeleton variant="rectangular" width={200} height={200} />
  );
}
