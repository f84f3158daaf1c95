import type { AlertPreferences } from '@agrim/contracts';
import { Alert, Checkbox, FormControlLabel, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/BusyButton';
import { useToast } from '../../../components/Toast';
import { useDeliveries, usePreferences, useSavePreferences } from '../api/useAlertData';
import { DeliveryItem } from './DeliveryItem';
import { SelectField } from '../../../components/SelectField';
import { LANGUAGE_NAMES } from '../../../components/LanguageSwitch';

/** The caller's own channels: email, the SMS/WhatsApp gateway, the messages' language and quiet hours; then how the latest messages went. */
export function ChannelsPanel() {
  const { t } = useTranslation();
  const prefs = usePreferences();
  if (prefs.isError) return <Alert severity="error">{t('alerts.loadFailed', { message: prefs.error.message })}</Alert>;
  if (!prefs.data) return <Skeleton variant="rounded" height={200} />;
  return (
    <Stack spacing={2}>
      <ChannelsForm
        saved={prefs.data.data}
        emailAvailable={prefs.data.emailAvailable}
        smsAvailable={prefs.data.smsAvailable}
        accountHasEmail={prefs.data.accountHasEmail}
      />
      <Deliveries />
    </Stack>
  );
}

/** The caller's newest emails and SMS: sent, being retried (when next), or failed, with the last error; an SMS's receipt from the gateway. */
function Deliveries() {
  const { t } = useTranslation();
  const deliveries = useDeliveries();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('alerts.deliveries.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('alerts.deliveries.title')}
      </Typography>
      {deliveries.isError ? (
        <Alert severity="error">{t('alerts.loadFailed', { message: deliveries.error.message })}</Alert>
      ) : !deliveries.data ? (
        <Skeleton variant="rounded" height={60} />
      ) : deliveries.data.length === 0 ? (
        <Typography variant="body2">{t('alerts.deliveries.none')}</Typography>
      ) : (
        <Stack spacing={1} data-testid="deliveries">
          {deliveries.data.map((d) => (
            <DeliveryItem key={d.id} d={d} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function ChannelsForm({
  saved,
  emailAvailable,
  smsAvailable,
  accountHasEmail,
}: {
  saved: AlertPreferences;
  emailAvailable: boolean;
  smsAvailable: boolean;
  /** Issue 41: a farmer registered by mobile number only has no email: the box is off and says why. */
  accountHasEmail: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSavePreferences();
  const [form, setForm] = useState(saved);
  const unavailable = ` (${t('alerts.prefs.unavailable')})`;

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('alerts.prefs.intro')}
        </Typography>
        <SelectField
          label={t('alerts.prefs.language')}
          value={form.language}
          onChange={(language) => setForm({ ...form, language })}
          // Each language named in itself.
          options={LANGUAGE_NAMES}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={form.email && accountHasEmail}
              onChange={(_, email) => setForm({ ...form, email })}
              disabled={!emailAvailable || !accountHasEmail}
            />
          }
          label={t('alerts.prefs.email') + (!accountHasEmail ? ` (${t('alerts.prefs.noEmail')})` : emailAvailable ? '' : unavailable)}
        />
        <FormControlLabel
          control={<Checkbox checked={form.sms} onChange={(_, sms) => setForm({ ...form, sms })} disabled={!smsAvailable} />}
          label={t('alerts.prefs.sms') + (smsAvailable ? '' : unavailable)}
        />
        <Typography variant="body2">{t('alerts.prefs.quiet')}</Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            label={t('alerts.prefs.quietFrom')}
            type="time"
            value={form.quietFrom ?? ''}
            onChange={(e) => setForm({ ...form, quietFrom: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
          <TextField
            label={t('alerts.prefs.quietTo')}
            type="time"
            value={form.quietTo ?? ''}
            onChange={(e) => setForm({ ...form, quietTo: e.target.value || null })}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        </Stack>
        <BusyButton
          variant="contained"
          busy={save.isPending}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() =>
            save.mutate(
              { ...form, email: form.email && accountHasEmail },
              {
                onSuccess: () => toast('success', t('alerts.prefs.saved')),
                onError: (err) => toast('error', t('alerts.actionFailed', { message: err.message })),
              },
            )
          }
        >
          {t('alerts.prefs.save')}
        </BusyButton>
      </Stack>
    </Paper>
  );
}
