import type { AlertRule, AlertRulePatch } from '@agrim/contracts';
import { FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSaved } from './useSaved';
import { useUpdateRule } from '../api/useAlertData';

/**
 * A rule's numbers (line, clear line, minutes) and whether it is on: only the fields its kind has.
 * The server checks them (a clear line on the wrong side, a silence under a minute) and answers in
 * the screen's language; the dialog stays open on a failure so nothing typed is lost.
 */
export function EditRuleDialog({ rule, onClose }: { rule: AlertRule; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = useSaved(onClose);
  const update = useUpdateRule();
  const text = (n: number | null) => (n === null ? '' : String(n));
  const [form, setForm] = useState({
    threshold: text(rule.threshold),
    clearThreshold: text(rule.clearThreshold),
    minutes: String(rule.minutes),
    enabled: rule.enabled,
  });
  const set = (key: 'threshold' | 'clearThreshold' | 'minutes') => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const hasLine = rule.kind === 'threshold' || rule.kind === 'rate';
  const hasMinutes = rule.kind === 'threshold' || rule.kind === 'silence';
  // The form does not use the browser's checks (FormDialog), so an emptied line is caught here, not sent as 0.
  const [tried, setTried] = useState(false);
  const notNumber = (v: string) => v.trim() === '' || !Number.isFinite(Number(v));
  const lineBad = hasLine && notNumber(form.threshold);
  const clearBad = rule.kind === 'threshold' && form.clearThreshold.trim() !== '' && notNumber(form.clearThreshold);
  const minutesBad = hasMinutes && (notNumber(form.minutes) || !Number.isInteger(Number(form.minutes)));

  const submit = () => {
    setTried(true);
    if (lineBad || clearBad || minutesBad) return;
    const patch: AlertRulePatch = { enabled: form.enabled };
    if (hasLine) patch.threshold = Number(form.threshold);
    // An emptied clear line means "clear at the line itself" again.
    if (rule.kind === 'threshold') patch.clearThreshold = form.clearThreshold.trim() === '' ? null : Number(form.clearThreshold);
    if (hasMinutes) patch.minutes = Number(form.minutes || 0);
    update.mutate({ id: rule.id, ...patch }, saved);
  };

  return (
    <FormDialog
      open
      title={`${t('alerts.editRule')}: ${rule.name}`}
      submitLabel={t('alerts.save')}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      {hasLine && (
        <TextField
          label={rule.kind === 'rate' ? t('alerts.ratePerHour') : t('alerts.threshold')}
          type="number"
          value={form.threshold}
          onChange={set('threshold')}
          required
          error={tried && lineBad}
          helperText={tried && lineBad ? t('alerts.numberNeeded') : undefined}
          slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
        />
      )}
      {rule.kind === 'threshold' && (
        <TextField
          label={t('alerts.clearThreshold')}
          type="number"
          value={form.clearThreshold}
          onChange={set('clearThreshold')}
          error={tried && clearBad}
          helperText={tried && clearBad ? t('alerts.numberNeeded') : undefined}
          slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
        />
      )}
      {hasMinutes && (
        <TextField
          label={rule.kind === 'silence' ? t('alerts.silenceMinutes') : t('alerts.minutes')}
          type="number"
          value={form.minutes}
          onChange={set('minutes')}
          required
          error={tried && minutesBad}
          helperText={tried && minutesBad ? t('alerts.wholeMinutes') : undefined}
          slotProps={{ htmlInput: { min: rule.kind === 'silence' ? 1 : 0, step: 1, inputMode: 'numeric' } }}
        />
      )}
      <FormControlLabel
        label={t('alerts.enabled')}
        control={<Switch checked={form.enabled} onChange={(_, enabled) => setForm((f) => ({ ...f, enabled }))} />}
      />
    </FormDialog>
  );
}
