import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../lib/pwa/outbox';
import { formatDateTime } from '../../lib/time';

/**
 * The result panel of photos kept offline (issue 24): said plainly while they wait, the server's
 * reason if it refused them, and once sent the answer drawn by the screen (`render`) under a line
 * saying when the photos were taken.
 */
export function KeptPhotos<T>({ item, render }: { item: OutboxItem; render: (answer: T) => ReactNode }) {
  const { t, i18n } = useTranslation();
  if (item.error) {
    return (
      <Alert severity="error" data-testid="photos-kept-failed" sx={{ overflowWrap: 'anywhere' }}>
        {t('outbox.failed', { reason: item.error })}
      </Alert>
    );
  }
  if (!item.sent) {
    return (
      <Alert severity="info" data-testid="photos-kept">
        {t('outbox.photosKept')}
      </Alert>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="photos-kept-result">
      <Typography variant="body2" color="text.secondary">
        {t('outbox.keptResult', { time: formatDateTime(item.queuedAt, i18n.language) })}
      </Typography>
      {render(item.sent.answer as T)}
    </Stack>
  );
}
