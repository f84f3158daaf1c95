import { PASSWORD_MIN } from '@agrim/contracts';
import { Alert, Box, Button, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { BusyButton } from '../../components/BusyButton';
import { useToast } from '../../components/Toast';
import { useCurrentUser } from '../../lib/account/useCurrentUser';
import { useLogout } from '../../lib/account/useLogout';
import { formatDateTime } from '../../lib/time';
import { useFailureToast } from '../../components/ErrorNotice';
import { useChangePassword } from './api/useChangePassword';
import { useLogoutEverywhere } from './api/useLogoutEverywhere';
import { TwoStepSignIn } from './components/TwoStepSignIn';
import { PageHeader } from '../../components/PageHeader';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '180px minmax(0, 1fr)' },
        gap: { xs: 0, sm: 2 },
        py: 1,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="body1" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The account's own details: their own component, so the answer redraws these rows alone, not the whole screen with
 * its forms, in the blocking task that brings it (issue 43 item 5).
 */
function AccountDetails() {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  return (
    <>
      {me.isError && <Alert severity="error">{me.error.message}</Alert>}
      {/* The rows are drawn with their labels while the account loads, each value a line of skeleton: one block of
        another height moved the sections below by about 200 px on a phone (a layout shift, issue 43 item 5). */}
      {!me.isError && (
        <Box data-testid={me.data ? 'account-details' : undefined}>
          <Row label={t('account.name')}>{me.data ? me.data.display_name : <Skeleton width="60%" />}</Row>
          <Row label={t('account.email')}>{me.data ? (me.data.email ?? '—') : <Skeleton width="70%" />}</Row>
          <Row label={t('account.role')}>{me.data ? t(`roles.${me.data.role}`) : <Skeleton width="40%" />}</Row>
          <Row label={t('account.phone')}>{me.data ? (me.data.phone_number ?? '—') : <Skeleton width="50%" />}</Row>
          <Row label={t('account.created')}>
            {me.data ? formatDateTime(me.data.creation_time, i18n.language) : <Skeleton width="50%" />}
          </Row>
          <Row label={t('account.lastLogin')}>
            {me.data ? (formatDateTime(me.data.last_login_time, i18n.language) ?? t('common.never')) : <Skeleton width="50%" />}
          </Row>
        </Box>
      )}
    </>
  );
}

export default function AccountPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const failToast = useFailureToast();
  const changePassword = useChangePassword();
  const logoutEverywhere = useLogoutEverywhere();
  const logout = useLogout();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [touched, setTouched] = useState(false);
  const tooShort = touched && next.length < PASSWORD_MIN;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!current || next.length < PASSWORD_MIN) return;
    try {
      await changePassword.mutateAsync({ currentPassword: current, newPassword: next });
      toast('success', t('account.passwordChanged'));
      setCurrent('');
      setNext('');
      setTouched(false);
    } catch (err) {
      failToast(err);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <PageHeader title={t('screens.account')} />
      <Section title={t('account.details')}>
        <AccountDetails />
      </Section>
      <Section title={t('nav.language')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <LanguageSwitch />
          <Typography variant="body2" color="text.secondary">
            {t('account.languageHelp')}
          </Typography>
        </Stack>
      </Section>
      <Section title={t('account.changePassword')}>
        <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ maxWidth: 400 }}>
          <TextField
            label={t('account.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
            error={touched && !current}
          />
          <TextField
            label={t('account.newPassword')}
            type="password"
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.target.value)}
            error={tooShort}
            helperText={t('account.newPasswordHelp')}
          />
          <Box>
            <BusyButton type="submit" variant="contained" busy={changePassword.isPending}>
              {t('account.save')}
            </BusyButton>
          </Box>
        </Stack>
      </Section>
      <TwoStepSignIn />
      <Section title={t('account.sessions')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('account.sessionsHelp')}
        </Typography>
        <Button
          variant="outlined"
          color="warning"
          disabled={logoutEverywhere.isPending}
          onClick={async () => {
            try {
              await logoutEverywhere.mutateAsync();
            } catch (err) {
              // The other devices stay signed in: say so, and keep this one signed in to try again.
              failToast(err);
              return;
            }
            await logout();
          }}
        >
          {t('account.logoutAll')}
        </Button>
      </Section>
    </Stack>
  );
}
