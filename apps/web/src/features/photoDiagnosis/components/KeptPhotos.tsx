import { Alert, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxItem } from '../../../lib/pwa/outbox';
import { formatDateTime } from '../../../lib/time';

/**
 * The result panel of photos kept offline (issue 24): said plainly while they wait, the server's
 * reason if it refused them, and once sent the answer drawn by the screen (`render`) under a line
 * saying when the photos were taken. The kept photos are shown small: after a reload the picker is
 * empty, and one photo's answer has no photo of its own.
 */
export function KeptPhotos<T>({ item, previews, render }: { item: OutboxItem; previews: string[]; render: (answer: T) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const thumbs = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="photos-kept-thumbs">
      {previews.map((url, i) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt={item.files[i]?.name ?? ''}
          sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ))}
    </Stack>
  );
  if (item.error) {
    return (
      <Alert severity="error" data-testid="photos-kept-failed" sx={{ overflowWrap: 'anywhere' }}>
        {t('outbox.failed', { reason: item.error })}
      </Alert>
    );
  }
  if (!item.sent) {
    return (
      <Stack spacing={1.5}>
        <Alert severity="info" data-testid="photos-kept">
          {t('outbox.photosKept')}
        </Alert>
        {thumbs}
      </Stack>
    );
  }
  return (
    <Stack spacing={1.5} data-testid="photos-kept-result">
      <Typography variant="body2" color="text.secondary">
        {t('outbox.keptResult', { time: formatDateTime(item.queuedAt, i18n.language) })}
      </Typography>
      {thumbs}
      {render(item.sent.answer as T)}
    </Stack>
  );
}
