import { ALERT_RULE_KINDS, type AlertRuleInput, type Device, SENSOR_METRICS } from '@agrim/contracts';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSaved } from './useSaved';
import { useCreateRule } from '../api/useAlertData';
import { SelectField } from '../../../components/SelectField';

interface Props {
  farmId: string;
  devices: Device[];
  onClose: () => void;
}

/** A new rule on the farm or one of its devices; the server checks it and answers in the screen's language. */
export function RuleDialog({ farmId, devices, onClose }: Props) {
  const { t } = useTranslation();
  const saved = useSaved(onClose);
  const create = useCreateRule();
  const [form, setForm] = useState({
    name: '',
    kind: 'threshold' as AlertRuleInput['kind'],
    deviceId: '',
    metric: 'moisture' as (typeof SENSOR_METRICS)[number],
    direction: 'below' as 'above' | 'below',
    threshold: '',
    clearThreshold: '',
    minutes: '0',
  });
  const choose = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => choose(key)(e.target.value);
  const measured = form.kind === 'threshold' || form.kind === 'rate';
  const number = (s: string) => (s.trim() === '' ? null : Number(s));

  const submit = () =>
    create.mutate(
      {
        farmId,
        deviceId: form.deviceId || null,
        name: form.name,
        kind: form.kind,
        metric: measured ? form.metric : null,
        direction: measured ? form.direction : null,
        threshold: measured ? number(form.threshold) : null,
        clearThreshold: form.kind === 'threshold' ? number(form.clearThreshold) : null,
        minutes: Number(form.minutes || 0),
      },
      saved,
    );

  return (
    <FormDialog
      open
      title={t('alerts.addRule')}
      submitLabel={t('alerts.addRule')}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label={t('alerts.ruleName')}
        value={form.name}
        onChange={set('name')}
        required
        slotProps={{ htmlInput: { maxLength: 80 } }}
      />
      <SelectField
        label={t('alerts.ruleKind')}
        value={form.kind}
        onChange={choose('kind')}
        options={ALERT_RULE_KINDS.map((k) => ({ value: k, label: t(`alerts.kind.${k}`) }))}
      />
      <SelectField
        label={t('alerts.device')}
        value={form.deviceId}
        onChange={choose('deviceId')}
        options={[{ value: '', label: t('alerts.allDevices') }, ...devices.map((d) => ({ value: d.id, label: d.name }))]}
      />
      {measured && (
        <>
          <SelectField
            label={t('alerts.metric')}
            value={form.metric}
            onChange={choose('metric')}
            options={SENSOR_METRICS.map((m) => ({ value: m, label: t(`monitoring.metrics.${m}`) }))}
          />
          <SelectField
            label={t('alerts.directionLabel')}
            value={form.direction}
            onChange={choose('direction')}
            options={[
              { value: 'above', label: form.kind === 'rate' ? t('alerts.rising') : t('alerts.direction.above') },
              { value: 'below', label: form.kind === 'rate' ? t('alerts.falling') : t('alerts.direction.below') },
            ]}
          />
          <TextField
            label={form.kind === 'rate' ? t('alerts.ratePerHour') : t('alerts.threshold')}
            type="number"
            value={form.threshold}
            onChange={set('threshold')}
            required
            slotProps={{ htmlInput: { step: 'any' } }}
          />
        </>
      )}
      {form.kind === 'threshold' && (
        <TextField
          label={t('alerts.clearThreshold')}
          type="number"
          value={form.clearThreshold}
          onChange={set('clearThreshold')}
          slotProps={{ htmlInput: { step: 'any' } }}
        />
      )}
      {(form.kind === 'threshold' || form.kind === 'silence') && (
        <TextField
          label={form.kind === 'silence' ? t('alerts.silenceMinutes') : t('alerts.minutes')}
          type="number"
          value={form.minutes}
          onChange={set('minutes')}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
        />
      )}
    </FormDialog>
  );
}
