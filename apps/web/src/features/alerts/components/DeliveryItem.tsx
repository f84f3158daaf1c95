import type { AlertDelivery } from '@agrim/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';
import { languageOf } from '../../../lib/language';

const STATUS_COLOR = { sent: 'success', pending: 'warning', failed: 'error' } as const;
/** An SMS's receipt from the gateway (issue 41): taken, then reached the phone or not. */
const RECEIPT_COLOR = { submitted: 'default', delivered: 'success', failed: 'error' } as const;

/** One delivery: its status, channel, time and tries; an SMS's receipt from the gateway; why it failed. */
export function DeliveryItem({ d }: { d: AlertDelivery }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string | null) => formatDateTime(iso, i18n.language) ?? '';
  return (
    <div data-testid="delivery">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={STATUS_COLOR[d.status]} label={t(`alerts.deliveries.status.${d.status}`)} />
        {d.receipt && (
          <Chip
            size="small"
            variant="outlined"
            color={RECEIPT_COLOR[d.receipt]}
            label={t(`alerts.deliveries.receipt.${d.receipt}`)}
            data-testid="delivery-receipt"
            data-receipt={d.receipt}
          />
        )}
        <Typography variant="body2">
          {t(`alerts.deliveries.channel.${d.channel}`)} · {time(d.updatedAt)} · {t('alerts.deliveries.attempts', { count: d.attempts })}
          {d.nextAttemptAt && ` · ${t('alerts.deliveries.next', { time: time(d.nextAttemptAt) })}`}
        </Typography>
      </Stack>
      {d.reason && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', display: 'block' }}>
          {t('alerts.deliveries.error', { message: d.reason[languageOf(i18n.language)] })}
        </Typography>
      )}
      {/* The server's own error: staff only. */}
      {d.lastError && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', display: 'block' }}>
          {t('alerts.deliveries.detail', { message: d.lastError })}
        </Typography>
      )}
    </div>
  );
}
