import { CUSTOM_TOKEN_COOKIE, landingFor } from '@agrim/contracts';
import { auth } from '@agrim/contracts/endpoints/auth';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Alert, IconButton, InputAdornment, TextField } from '@mui/material';
import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BusyButton } from '../../components/BusyButton';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { ApiError, call } from '../../lib/api';
import { saveSession, useSession, useSessionEnded } from '../../lib/session';
import { AuthCard } from './components/AuthCard';
import type { SmsPath } from './components/SmsCode';
import { type SecondStep, TotpStep } from './components/TotpStep';

// Issue 41: the SMS paths and their strings load after the page paints (the first screen's budget).
const SmsLinks = lazy(() => import('./components/SmsCode').then((m) => ({ default: m.SmsLinks })));
const SmsCodeFlow = lazy(() => import('./components/SmsCode').then((m) => ({ default: m.SmsCodeFlow })));

/**
 * The sign-in link's token, read once per page load and the cookie deleted: a render may be thrown away and
 * started again (the first render is a transition), and a second read would find the cookie gone. Cleared
 * when it is used, so a later visit to the sign-in page does not try it again.
 */
let linkToken: string | null | undefined;
function takeCustomTokenCookie(): string | null {
  if (linkToken !== undefined) return linkToken;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${CUSTOM_TOKEN_COOKIE}=`));
  linkToken = match ? decodeURIComponent(match.slice(CUSTOM_TOKEN_COOKIE.length + 1)) : null;
  if (match) document.cookie = `${CUSTOM_TOKEN_COOKIE}=; Max-Age=0; path=/`;
  return linkToken;
}

/**
 * `screens`: the screens this build has, among which a reader already signed in is sent on; handed
 * in by the app shell, whose registry (app/screens.tsx) a feature may not import.
 */
export function LoginPage({ screens }: { screens: readonly string[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [show, setShow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [customToken] = useState(takeCustomTokenCookie);
  const [customPending, setCustomPending] = useState(!!customToken);
  const triedCustom = useRef(false);
  const [second, setSecond] = useState<SecondStep | null>(null);
  const sessionEnded = useSessionEnded();
  const [smsPath, setSmsPath] = useState<SmsPath | null>(null);

  useEffect(() => {
    if (!customToken || triedCustom.current) return;
    triedCustom.current = true;
    linkToken = null;
    call(auth.customTokenLogin, { body: { token: customToken } }, { auth: false })
      .then(saveSession)
      .catch((err) =>
        err instanceof ApiError && err.code === 'TOTP_REQUIRED'
          ? setSecond({ token: customToken })
          : setError(t('login.customTokenFailed')),
      )
      .finally(() => setCustomPending(false));
  }, [customToken, t]);

  if (session.authenticated && session.role) return <Navigate to={landingFor(session.role, screens)} replace />;
  if (customPending) return <FullPageSpinner />;
  if (second) {
    const back = () => {
      setSecond(null);
      setPassword('');
    };
    return <TotpStep first={second} onBack={back} />;
  }
  if (smsPath) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SmsCodeFlow path={smsPath} initialNumber={email} onBack={() => setSmsPath(null)} />
      </Suspense>
    );
  }

  // Issue 41: an email, or a mobile number of 10 digits (with +91 or 0 and spaces); the server reads it exactly.
  const usernameProblem = !email.trim()
    ? t('login.usernameRequired')
    : !email.includes('@') && !/^\+?[\d\s\-().]{10,20}$/.test(email.trim())
      ? t('login.usernameInvalid')
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (usernameProblem || !password) return;
    setBusy(true);
    setError(null);
    try {
      saveSession(await call(auth.login, { body: { email: email.trim(), password } }, { auth: false }));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'TOTP_REQUIRED') {
        setSecond({ email: email.trim(), password });
        return;
      }
      setError(
        err instanceof ApiError && err.code === 'NETWORK'
          ? t('common.networkError')
          : err instanceof ApiError
            ? err.message
            : t('login.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('app.name')} subtitle={t('login.subtitle')} onSubmit={submit}>
      {sessionEnded && !error && (
        <Alert severity="info" data-testid="session-ended">
          {t('login.sessionEnded')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={t('login.username')}
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={touched && !!usernameProblem}
        helperText={(touched && usernameProblem) || t('login.usernameHint')}
        slotProps={{ htmlInput: { 'data-testid': 'login-username' } }}
      />
      <TextField
        label={t('login.password')}
        type={show ? 'text' : 'password'}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && !password}
        helperText={touched && !password ? t('login.passwordRequired') : ' '}
        slotProps={{
          htmlInput: { 'data-testid': 'login-password' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  onClick={() => setShow((s) => !s)}
                  edge="end"
                  aria-label={show ? t('login.hidePassword') : t('login.showPassword')}
                >
                  {show ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <BusyButton type="submit" variant="contained" size="large" busy={busy}>
        {t('login.signIn')}
      </BusyButton>
      <Suspense fallback={null}>
        <SmsLinks onChoose={setSmsPath} />
      </Suspense>
    </AuthCard>
  );
}
