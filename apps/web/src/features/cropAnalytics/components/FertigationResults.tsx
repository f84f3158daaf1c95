import { type FertigationAction, type FertigationStartResponse, VALVE_ACK_TIMEOUT_SECONDS, type ValveCommandState } from '@agrim/contracts';
import { Box, List, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../../lib/soilAnalysisFormat';
import { formatChartTime } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import { detailKey, phaseKey, type ValveView, valveView } from '../../../lib/valves/valveState';
import { useValveStatus } from '../../../lib/valves/useValveStatus';
import { FertigationActionItem } from './FertigationActionItem';
import { A, LEVEL_COLOURS, readingTimeText, unitText, valveText, zoneText } from './fertigationText';

const SEVERITY_COLOURS: Record<ValveView['severity'], string> = {
  success: 'success.main',
  info: 'text.secondary',
  warning: 'warning.dark',
  error: 'error.main',
};

/**
 * What Start Fertigation did, valve by valve, and what each device then said of its command (issue 39):
 * a command is 'sent' until the device acknowledges it, never 'delivered' or 'open' on its own say-so.
 */
export function Recommendations({ answer }: { answer: FertigationStartResponse }) {
  const { t, i18n } = useTranslation();
  const sentAny = answer.recommendations.some((r) => r.command_id !== null);
  const valves = useValveStatus(sentAny ? answer.deviceId : undefined).data?.valves;
  return (
    <Box data-testid="recommendations">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t(`${A}.recommendations`)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {readingTimeText(t, answer.reading.timestamp, i18n.language)} · {zoneText(t, answer.zone)} · {t(`${A}.profiles.${answer.profile}`)}
      </Typography>
      <List disablePadding>
        {answer.recommendations.map((r) => (
          <Recommendation key={r.parameter} action={r} valves={valves} />
        ))}
      </List>
    </Box>
  );
}

function Recommendation({ action, valves }: { action: FertigationAction; valves: ValveCommandState[] | undefined }) {
  const { t, i18n } = useTranslation();
  const num = (v: number) => formatValue(v, i18n.language);
  const details = [
    action.duration_minutes !== null ? t(`${A}.minutes`, { count: action.duration_minutes }) : null,
    action.rating ? t(`${A}.rated`, { rating: t(`${A}.ratings.${action.rating}`) }) : null,
    action.held ? t(`${A}.heldShort`, { reason: t(`${A}.held.${action.held}`) }) : null,
  ].filter((d): d is string => d !== null);
  const heading = (
    <Typography sx={{ color: LEVEL_COLOURS[action.level], fontWeight: 500, minWidth: 0 }} data-testid="recommendation-message">
      {action.message}
    </Typography>
  );
  return (
    <FertigationActionItem action={action} testId="recommendation" sourceTestId="recommendation-source" heading={heading}>
      <Typography variant="body2" color="text.secondary" data-testid="recommendation-command">
        {num(action.value)} {unitText(t, action.unit)} ({num(action.low)}–{num(action.high)}) · {valveText(t, action)}:{' '}
        {t(`${A}.commands.${action.command ?? 'none'}`)}
        {details.length > 0 && ` · ${details.join(' · ')}`}
      </Typography>
      {/* What one opening delivers (kg/ha, mm) from the device's fertigation setup, or that it is unknown (issue 37). */}
      <Typography variant="caption" color="text.secondary" data-testid="recommendation-dose" sx={{ display: 'block' }}>
        {action.dose_note}
      </Typography>
      {action.command_id && <ValveOutcome action={action} valves={valves} />}
    </FertigationActionItem>
  );
}

/** The device's answer to this command, read live (the list is re-read every 2 s while one waits). */
function ValveOutcome({ action, valves }: { action: FertigationAction; valves: ValveCommandState[] | undefined }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  if (!valves) {
    // Until the first read: only what the start answer itself knows, which is never that the valve moved.
    const phase = action.delivery === 'not_sent' ? 'not_sent' : 'waiting';
    return (
      <Typography variant="body2" data-testid="recommendation-valve" data-outcome={phase}>
        {t(`monitoring.fertigation.phase.${phase}`)}
      </Typography>
    );
  }
  const command = valves.find((v) => v.commandId === action.command_id);
  if (!command) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="recommendation-valve" data-outcome="replaced">
        {t('monitoring.fertigation.phase.replaced')}
      </Typography>
    );
  }
  const view = valveView(command, now);
  const time = view.at ? formatChartTime(Date.parse(view.at), i18n.language, false) : '';
  return (
    <Typography
      variant="body2"
      sx={{ color: SEVERITY_COLOURS[view.severity], overflowWrap: 'anywhere' }}
      data-testid="recommendation-valve"
      data-outcome={view.phase}
    >
      {t(`monitoring.fertigation.${phaseKey(view)}`, { time })}
      {view.needsWord &&
        ` · ${t(`monitoring.fertigation.${detailKey(view)}`, { seconds: view.phase === 'waiting' ? view.secondsLeft : VALVE_ACK_TIMEOUT_SECONDS })}`}
    </Typography>
  );
}
