import type { Alarm } from '@agrim/contracts';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useToast } from '../../../components/Toast';
import { useAcknowledge } from '../../../lib/alerts/useAlerts';
import { formatDateTime } from '../../../lib/time';
import { languageOf } from '../../../lib/language';

const STATE_COLOR = { active: 'error', acknowledged: 'warning', cleared: 'success' } as const;

/** Alarms as cards: the message in the screen's language, state, first/last seen, count, acknowledge, the cause. */
export function AlarmList({ alarms, empty }: { alarms: Alarm[]; empty: string }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const ack = useAcknowledge();
  const time = (iso: string | null) => formatDateTime(iso, i18n.language) ?? '';
  if (alarms.length === 0) return <Alert severity="info">{empty}</Alert>;
  return (
    <Stack spacing={1} data-testid="alarm-list">
      {alarms.map((a) => (
        <Paper key={a.id} variant="outlined" sx={{ p: 1.5 }} data-testid="alarm">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{a.message[languageOf(i18n.language)]}</Typography>
            <Chip size="small" label={t(`alerts.state.${a.state}`)} color={STATE_COLOR[a.state]} data-testid="alarm-state" />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            <span data-testid="alarm-rule">{a.ruleName}</span>
            {a.deviceName ? ` · ${a.deviceName}` : ''} · {t('alerts.firstSeen', { time: time(a.firstSeen) })},{' '}
            {t('alerts.lastSeen', { time: time(a.lastSeen) })}
            {a.count > 1 ? ` · ${t('alerts.count', { count: a.count })}` : ''}
          </Typography>
          {(a.acknowledgedAt || a.clearedAt) && (
            <Typography variant="body2" color="text.secondary">
              {[
                a.acknowledgedAt && t('alerts.acknowledgedBy', { time: time(a.acknowledgedAt) }),
                a.clearedAt && t('alerts.clearedAt', { time: time(a.clearedAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
            {a.state === 'active' && (
              <Button
                size="small"
                variant="contained"
                disabled={ack.isPending}
                onClick={() =>
                  ack.mutate(a.id, {
                    onSuccess: () => toast('success', t('alerts.acknowledged')),
                    onError: (err) => toast('error', t('alerts.actionFailed', { message: err.message })),
                  })
                }
              >
                {t('alerts.acknowledge')}
              </Button>
            )}
            <Button size="small" component={RouterLink} to={a.link}>
              {t('alerts.showCause')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
