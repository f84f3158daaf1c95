import type { Device } from '@agrim/contracts';
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../../lib/time';
import { mmss } from '../../../lib/valves/valveState';

/**
 * The device's last answer to a valve command (issue 39): which valve, what the device said, and when,
 * so an administrator sees whether a controller answers at all.
 */
export function LastValveAck({ device, now }: { device: Device; now: Date }) {
  const { t, i18n } = useTranslation();
  const ack = device.lastValveAck;
  if (!ack) {
    return (
      <Typography variant="body2" color="text.secondary" component="span" data-testid="last-valve-ack">
        {t('common.never')}
      </Typography>
    );
  }
  const said =
    ack.state === 'on'
      ? t('monitoring.fertigation.deviceSaid.on', { left: mmss(ack.remainingSeconds) })
      : t('monitoring.fertigation.deviceSaid.off');
  return (
    <Typography variant="body2" component="span" data-testid="last-valve-ack" data-state={ack.state}>
      {t('monitoring.fertigation.lastAck', {
        valve: t(`monitoring.fertigation.valveNames.${ack.valve}`),
        state: said,
        ago: formatRelative(ack.at, now, i18n.language),
      })}
    </Typography>
  );
}
