import { inFertigationWindow } from '@agrim/contracts';
import WaterDrop from '@mui/icons-material/WaterDrop';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Answer, useDeferredAnswer } from '../../../lib/useDeferredAnswer';
import { useFailureToast } from '../../../components/ErrorNotice';
import { useOnline } from '../../../lib/pwa/connection';
import { formatChartTime } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import { detailKey, mmss, phaseKey, valveView } from '../../../lib/valves/valveState';
import { fertigationKey, useFertigation, useSwitchFertigation } from '../api/useFertigation';
import { SelectField } from '../../../components/SelectField';

const DURATIONS = [5, 10, 15, 30, 60];

/**
 * The fertigation valve as the device reported it (issue 39): open, green and counting down only once
 * the device has acknowledged, on the device's own remaining time; otherwise what became of the command
 * (not sent, waiting, no answer) and what to do. Outside 10 AM–7 PM the spec's notice shows, and
 * switching on asks to confirm.
 */
export function FertigationCard({ deviceId }: { deviceId: string }) {
  // The valve's state is drawn as a transition, in slices, not in the blocking render its answer
  // triggers (issue 24; see HomePage).
  const status = useDeferredAnswer(useFertigation(deviceId));
  return <FertigationView deviceId={deviceId} status={status} />;
}

const FertigationView = memo(function FertigationView({
  deviceId,
  status,
}: {
  deviceId: string;
  status: Answer<ReturnType<typeof useFertigation>>;
}) {
  const { t, i18n } = useTranslation();
  const failToast = useFailureToast();
  const queryClient = useQueryClient();
  const now = useNow();
  const switcher = useSwitchFertigation(deviceId);
  // Offline the state is the phone's kept copy (issue 39), and a command cannot reach the valve (never queued).
  const connected = useOnline();
  const [minutes, setMinutes] = useState(15);
  const [confirming, setConfirming] = useState(false);
  const data = status.data;
  const endsAt = data?.endsAt ? Date.parse(data.endsAt) : null;
  // `state` is the device's: 'on' only after it acknowledged, until its own time runs out.
  const running = data?.state === 'on' && endsAt !== null && endsAt > now.getTime();
  const latest = valveView(data?.command, now);
  const waiting = latest.phase === 'waiting';
  const ackSeconds = data?.ackTimeoutSeconds ?? 30;
  const time = (iso: string | null) => (iso ? formatChartTime(Date.parse(iso), i18n.language, false) : '');

  // The device's time ran out, or the answer's deadline passed: read again so the record says so too.
  const expired = (running === false && data?.state === 'on') || (data?.command?.outcome === 'sent' && !waiting);
  useEffect(() => {
    if (expired) void queryClient.invalidateQueries({ queryKey: fertigationKey(deviceId) });
  }, [expired, deviceId, queryClient]);

  const send = async (on: boolean) => {
    try {
      await switcher.mutateAsync({ state: on ? 'on' : 'off', durationMinutes: minutes });
    } catch (err) {
      failToast(err);
    }
  };
  const toggle = (on: boolean) => {
    if (on && !inFertigationWindow(now)) setConfirming(true);
    else void send(on);
  };

  const statusLine = running
    ? t('monitoring.fertigation.phase.open', { time: time(data!.startedAt) })
    : t(`monitoring.fertigation.${phaseKey(latest)}`, { time: time(latest.at) });
  // A newer command the device has not confirmed (an 'off' not sent, say) is said beside the running valve.
  const word = latest.needsWord ? (
    <Alert severity={latest.severity} sx={{ mt: 1.5 }} data-testid="fertigation-outcome" data-outcome={latest.phase}>
      {t(`monitoring.fertigation.${detailKey(latest)}`, { seconds: latest.phase === 'waiting' ? latest.secondsLeft : ackSeconds })}
    </Alert>
  ) : null;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="fertigation" data-state={running ? 'on' : 'off'} data-outcome={latest.phase}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1, minWidth: 0 }}>
          <WaterDrop color={running && connected ? 'primary' : 'disabled'} />
          <div style={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('monitoring.fertigation.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="fertigation-status" sx={{ overflowWrap: 'anywhere' }}>
              {statusLine}
            </Typography>
            {!connected && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid="fertigation-last-known">
                {t('monitoring.fertigation.lastKnown')}
              </Typography>
            )}
            {data?.command?.by && (running || latest.phase !== 'none') && (
              <Typography variant="caption" color="text.secondary" data-testid="fertigation-by">
                {t('monitoring.fertigation.startedBy', { by: data.command.by })}
              </Typography>
            )}
          </div>
        </Stack>
        {running ? (
          <Typography sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="fertigation-time-left">
            {t('monitoring.fertigation.timeLeft')}: <strong>{mmss((endsAt! - now.getTime()) / 1000)}</strong>
          </Typography>
        ) : (
          <SelectField
            size="small"
            label={t('monitoring.fertigation.duration')}
            value={String(minutes)}
            onChange={(m) => setMinutes(Number(m))}
            sx={{ minWidth: 140 }}
            options={DURATIONS.map((m) => ({ value: String(m), label: t('monitoring.fertigation.minutes', { count: m }) }))}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={running}
              // One command at a time: the next waits for the device's answer (at most 30 s).
              disabled={switcher.isPending || status.isLoading || waiting || !connected}
              onChange={(e) => toggle(e.target.checked)}
            />
          }
          label={
            waiting ? t('monitoring.fertigation.waitingLabel') : running ? t('monitoring.fertigation.on') : t('monitoring.fertigation.off')
          }
        />
      </Stack>
      {!inFertigationWindow(now) && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="fertigation-notice">
          {t('monitoring.fertigation.notice')}
        </Alert>
      )}
      {word}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="fertigation-window-title"
        data-testid="fertigation-window-confirm"
      >
        <DialogTitle id="fertigation-window-title">{t('monitoring.fertigation.confirmWindow.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('monitoring.fertigation.notice')}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>{t('monitoring.fertigation.confirmWindow.question')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button onClick={() => setConfirming(false)} data-testid="fertigation-window-cancel">
            {t('monitoring.fertigation.confirmWindow.cancel')}
          </Button>
          <Button
            variant="contained"
            data-testid="fertigation-window-start"
            onClick={() => {
              setConfirming(false);
              void send(true);
            }}
          >
            {t('monitoring.fertigation.confirmWindow.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
});
