import { inFertigationWindow } from '@agrim/contracts';
import WaterDrop from '@mui/icons-material/WaterDrop';
import { Alert, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../components/ErrorNotice';
import { useNow } from '../../../lib/useNow';
import { useFertigation, useSwitchFertigation } from '../api/useFertigation';

const DURATIONS = [5, 10, 15, 30, 60];

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** The fertigation valve: a switch, the time left from the server's record, and the spec's window notice. */
export function FertigationCard({ deviceId }: { deviceId: string }) {
  // The valve's state is drawn as a transition, in slices, not in the blocking render its answer
  // triggers (issue 24; see HomePage).
  const status = useDeferredValue(useFertigation(deviceId));
  return <FertigationView deviceId={deviceId} status={status} />;
}

const FertigationView = memo(function FertigationView({
  deviceId,
  status,
}: {
  deviceId: string;
  status: ReturnType<typeof useFertigation>;
}) {
  const { t } = useTranslation();
  const failToast = useFailureToast();
  const now = useNow();
  const switcher = useSwitchFertigation(deviceId);
  const [minutes, setMinutes] = useState(15);
  const endsAt = status.data?.endsAt ? Date.parse(status.data.endsAt) : null;
  const running = status.data?.state === 'on' && endsAt !== null && endsAt > now.getTime();

  const toggle = async (on: boolean) => {
    try {
      await switcher.mutateAsync({ state: on ? 'on' : 'off', durationMinutes: minutes });
    } catch (err) {
      failToast(err);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="fertigation">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
          <WaterDrop color={running ? 'primary' : 'disabled'} />
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('monitoring.fertigation.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="fertigation-status">
              {running ? t('monitoring.fertigation.running', { by: status.data?.by ?? '' }) : t('monitoring.fertigation.stopped')}
            </Typography>
          </div>
        </Stack>
        {running ? (
          <Typography sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="fertigation-time-left">
            {t('monitoring.fertigation.timeLeft')}: <strong>{mmss(endsAt! - now.getTime())}</strong>
          </Typography>
        ) : (
          <TextField
            select
            size="small"
            label={t('monitoring.fertigation.duration')}
            value={minutes}
            onChange={(e) => setMinutes(Number(e.target.value))}
            sx={{ minWidth: 140 }}
          >
            {DURATIONS.map((m) => (
              <MenuItem key={m} value={m}>
                {t('monitoring.fertigation.minutes', { count: m })}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControlLabel
          control={
            <Switch checked={running} disabled={switcher.isPending || status.isLoading} onChange={(e) => void toggle(e.target.checked)} />
          }
          label={running ? t('monitoring.fertigation.on') : t('monitoring.fertigation.off')}
        />
      </Stack>
      {!inFertigationWindow(now) && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="fertigation-notice">
          {t('monitoring.fertigation.notice')}
        </Alert>
      )}
      {status.data?.delivery === 'not_sent' && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {t('monitoring.fertigation.notSent')}
        </Alert>
      )}
    </Paper>
  );
});
