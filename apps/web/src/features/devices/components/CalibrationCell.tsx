import type { Device } from '@agrim/contracts';
import { Button, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/Toast';
import { formatDateTime } from '../../../lib/time';
import { useCalibration } from '../api/useCalibration';
import { CalibrationDialog } from './CalibrationDialog';
import { FertigationSetupDialog } from './FertigationSetupDialog';

/** Whether the probe is calibrated against a lab test, the actions to calibrate it or remove the calibration, and its drip line and tanks. */
export function CalibrationCell({ device }: { device: Device }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { clear } = useCalibration();
  const [open, setOpen] = useState<'calibration' | 'setup' | null>(null);
  const remove = async () => {
    try {
      await clear.mutateAsync(device.id);
      toast('success', t('calibration.removed', { device: device.name }));
    } catch (err) {
      toast('warning', (err as Error).message);
    }
  };
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }} data-testid={`calibration-${device.name}`}>
      {device.calibratedAt ? (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          label={t('calibration.since', { date: formatDateTime(device.calibratedAt, i18n.language) })}
        />
      ) : (
        <Chip size="small" variant="outlined" label={t('calibration.none')} />
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <Button size="small" onClick={() => setOpen('calibration')}>
          {device.calibratedAt ? t('calibration.recalibrate') : t('calibration.calibrate')}
        </Button>
        {device.calibratedAt && (
          <Button size="small" color="inherit" disabled={clear.isPending} onClick={() => void remove()}>
            {t('calibration.remove')}
          </Button>
        )}
      </Stack>
      <Button size="small" onClick={() => setOpen('setup')}>
        {t('fertigationSetup.open')}
      </Button>
      {open === 'calibration' && <CalibrationDialog device={device} onClose={() => setOpen(null)} />}
      {open === 'setup' && <FertigationSetupDialog device={device} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
