import { health as healthEndpoints } from '@agrim/contracts/endpoints/health';
import { Alert, AlertTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryOptionsFor } from '../../../lib/queries';
import { formatDateTime } from '../../../lib/time';

/**
 * Says when MQTT readings were lost at the broker or are waiting to be stored (issue 19): the
 * broker acknowledges devices before the server has the readings, so a loss shows nowhere else.
 * Reads health.check.
 */
export function IngestHealthNotice() {
  const { t, i18n } = useTranslation();
  const health = useQuery({
    ...queryOptionsFor(healthEndpoints.check, {}),
    refetchInterval: 15_000,
  });
  const ingest = health.data?.mqttIngest;
  if (!ingest || ingest.state === 'ok') return null;
  // India time, like every other time on screen.
  const when = (iso: string | null) => formatDateTime(iso, i18n.language) ?? '—';
  if (ingest.state === 'lagging')
    return (
      <Alert severity="warning" data-testid="ingest-health">
        {t('ingest.lagging', { count: ingest.queued, seconds: Math.round(ingest.lagMs / 1000) })}
      </Alert>
    );
  return (
    <Alert severity="error" data-testid="ingest-health" sx={{ overflowWrap: 'anywhere' }}>
      <AlertTitle>{t('ingest.droppedTitle')}</AlertTitle>
      {t('ingest.dropped', {
        count: ingest.brokerDropped ?? 0,
        started: when(ingest.brokerStartedAt),
        when: when(ingest.lastDropAt),
        since: when(ingest.resendSince),
      })}
    </Alert>
  );
}
