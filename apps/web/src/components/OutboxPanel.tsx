import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { KEPT_PARAM } from '../lib/pwa/useKeptPhotos';
import { useOnline } from '../lib/pwa/connection';
import { discardItem, replayOutbox, retryItem, useOutbox } from '../lib/pwa/outbox';
import type { OutboxKind, ReplayResult } from '../lib/pwa/outboxCore';
import { formatDateTime } from '../lib/time';
import { useToast } from './Toast';

/** The screen that shows a sent item's result (the kinds whose answer is kept: outboxCore ANSWER_KEPT). */
const RESULT_SCREEN: Partial<Record<OutboxKind, string>> = {
  soilType: '/soil/type/detector',
  soybeanDisease: '/disease-detection',
  tomatoDisease: '/disease-detection',
  seedQuality: '/seeds/detection',
  soilHealthCard: '/fertilizer-recommendation',
};

/** While kept actions wait and the browser says it is online (the server may still be out of reach), try again this often. */
const RETRY_MS = 30_000;

/**
 * Actions kept on the phone while offline (issue 24): listed at the top of every signed-in screen
 * until sent, sent once when the connection returns, and each refusal shown with its reason.
 */
export default function OutboxPanel() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const online = useOnline();
  const all = useOutbox();
  const items = all.filter((i) => !i.sent);
  const sent = all.filter((i) => i.sent);
  const waiting = items.some((i) => !i.error);

  const report = useCallback(
    ({ sent, failed }: ReplayResult) => {
      if (failed.length) toast('error', t('outbox.notSent', { count: failed.length, reason: failed[0]!.error }));
      else if (sent.length) toast('success', t('outbox.sent', { count: sent.length }));
    },
    [t, toast],
  );
  const run = useCallback(
    (attempt: () => Promise<ReplayResult>) =>
      void attempt().then(report, (err: Error) => toast('error', t('outbox.notSent', { count: 1, reason: err.message }))),
    [report, t, toast],
  );

  // On coming online (and on opening the app online), then every RETRY_MS while something waits.
  useEffect(() => {
    if (!online || !waiting) return;
    run(replayOutbox);
    const timer = setInterval(() => run(replayOutbox), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, run]);

  if (!all.length) return null;
  const failed = items.some((i) => i.error);
  return (
    <>
      {items.length > 0 && (
        <Alert
          severity={failed ? 'error' : 'info'}
          data-testid="outbox"
          sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}
        >
          <AlertTitle>{t('outbox.title', { count: items.length })}</AlertTitle>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {items.map((item) => (
              <Box component="li" key={item.id} data-testid="outbox-item">
                <ItemHeading kind={t(`outbox.kind.${item.kind}`)} label={item.label} />
                <Typography variant="body2" color={item.error ? 'error' : 'text.secondary'}>
                  {item.error
                    ? t('outbox.failed', { reason: item.error })
                    : t('outbox.waiting', { time: formatDateTime(item.queuedAt, i18n.language) })}
                </Typography>
                {item.error && (
                  <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                    <Button size="small" variant="outlined" onClick={() => run(() => retryItem(item.id))}>
                      {t('outbox.retry')}
                    </Button>
                    <Button size="small" color="inherit" onClick={() => void discardItem(item.id)}>
                      {t('outbox.discard')}
                    </Button>
                  </Stack>
                )}
              </Box>
            ))}
          </Stack>
        </Alert>
      )}
      {sent.length > 0 && (
        <Alert severity="success" data-testid="outbox-sent" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flexGrow: 1 } }}>
          <AlertTitle>{t('outbox.sentTitle', { count: sent.length })}</AlertTitle>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {sent.map((item) => (
              <Box component="li" key={item.id} data-testid="outbox-sent-item">
                <ItemHeading kind={t(`outbox.kind.${item.kind}`)} label={item.label} />
                <Typography variant="body2" color="text.secondary">
                  {t('outbox.sentAt', { time: formatDateTime(item.sent!.at, i18n.language) })}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                  {RESULT_SCREEN[item.kind] && (
                    <Button
                      size="small"
                      variant="outlined"
                      component={RouterLink}
                      to={`${RESULT_SCREEN[item.kind]}?${KEPT_PARAM}=${encodeURIComponent(item.id)}`}
                      data-testid="outbox-see-result"
                    >
                      {t('outbox.seeResult')}
                    </Button>
                  )}
                  <Button size="small" color="inherit" onClick={() => void discardItem(item.id)} data-testid="outbox-dismiss">
                    {t('outbox.dismiss')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** What an outbox entry is, and the words its user gave it. */
function ItemHeading({ kind, label }: { kind: string; label: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {kind}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        “{label}”
      </Typography>
    </>
  );
}
