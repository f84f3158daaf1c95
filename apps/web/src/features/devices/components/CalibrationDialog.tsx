import { type Device, kolkataDay } from '@agrim/contracts';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';

import { useCalibration } from '../api/useCalibration';
import { useDialogSubmit } from './useDialogSubmit';
import { SelectField } from '../../../components/SelectField';

const EMPTY = { nitrogen: '', phosphorus: '', potassium: '', ph: '', pForm: 'P2O5', kForm: 'K2O' } as const;

/**
 * Calibrates a probe from a lab test of its field (issue 37): the values as the lab report or Soil
 * Health Card prints them and the day the sample was taken; the server pairs them with the probe's
 * readings of that day and refuses a probe too far off to correct.
 */
export function CalibrationDialog({ device, onClose }: { device: Device; onClose: () => void }) {
  const { t } = useTranslation();
  const { calibrate } = useCalibration();
  const [f, setF] = useState<Record<keyof typeof EMPTY, string>>({ ...EMPTY });
  const [day, setDay] = useState(kolkataDay(new Date()));
  const { error, setError, run } = useDialogSubmit(onClose);
  const num = (s: string) => (s.trim() === '' ? undefined : Number(s));
  const invalid = (['nitrogen', 'phosphorus', 'potassium'] as const).some((k) => !(Number(f[k]) > 0)) || !day;
  const field = (key: keyof typeof EMPTY, label: string, required = true) => (
    <TextField
      label={label}
      required={required}
      type="number"
      value={f[key]}
      onChange={(e) => setF((v) => ({ ...v, [key]: e.target.value }))}
      slotProps={{ htmlInput: { inputMode: 'decimal', min: 0, step: 'any' } }}
    />
  );
  const form = (key: 'pForm' | 'kForm', options: readonly string[]) => (
    <SelectField
      label={t('calibration.printedAs')}
      value={f[key]}
      onChange={(value) => setF((v) => ({ ...v, [key]: value }))}
      options={options.map((o) => ({ value: o, label: t(`calibration.forms.${o}`) }))}
    />
  );
  const submit = async () => {
    if (invalid) return setError(t('calibration.incomplete'));
    await run(
      () =>
        calibrate.mutateAsync({
          deviceId: device.id,
          body: {
            lab: { nitrogen: Number(f.nitrogen), phosphorus: Number(f.phosphorus), potassium: Number(f.potassium), ph: num(f.ph) },
            phosphorus_form: f.pForm as 'P' | 'P2O5',
            potassium_form: f.kForm as 'K' | 'K2O',
            // The day the sample was taken, at noon in India (now, for a sample taken today: noon may be still to come);
            // the server pairs it with the probe's readings within 72 hours.
            sampled_at: day === kolkataDay(new Date()) ? new Date().toISOString() : new Date(`${day}T12:00:00+05:30`).toISOString(),
          },
        }),
      t('calibration.done', { device: device.name }),
    );
  };
  return (
    <FormDialog
      open
      title={t('calibration.title', { device: device.name })}
      submitLabel={t('calibration.submit')}
      busy={calibrate.isPending}
      onClose={onClose}
      onSubmit={() => void submit()}
    >
      <Typography variant="body2" color="text.secondary">
        {t('calibration.why')}
      </Typography>
      {field('nitrogen', t('calibration.nitrogen'))}
      <Stack direction="row" spacing={1}>
        {field('phosphorus', t('calibration.phosphorus'))}
        {form('pForm', ['P2O5', 'P'])}
      </Stack>
      <Stack direction="row" spacing={1}>
        {field('potassium', t('calibration.potassium'))}
        {form('kForm', ['K2O', 'K'])}
      </Stack>
      {field('ph', t('calibration.ph'), false)}
      <TextField
        label={t('calibration.sampled')}
        type="date"
        required
        value={day}
        onChange={(e) => setDay(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: kolkataDay(new Date()) } }}
        helperText={t('calibration.sampledHelp')}
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
    </FormDialog>
  );
}
