import type { AlertRule, Device } from '@agrim/contracts';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { Alert, Button, FormControlLabel, IconButton, Paper, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { useCreateRule, useDefaultRules, useDeleteRule, useRules, useUpdateRule } from '../api/useAlertData';
import { RuleDialog } from './RuleDialog';
import { ruleText } from './ruleText';

/** The farm's rules (switch on/off, delete), a new rule, and the suggested rules with their sources. */
export function RulesPanel({ farmId, devices }: { farmId: string; devices: Device[] }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const rules = useRules(farmId);
  const defaults = useDefaultRules(farmId);
  const create = useCreateRule();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const failed = (err: Error) => toast('error', t('alerts.actionFailed', { message: err.message }));
  const deviceName = (id: string | null) => (id ? devices.find((d) => d.id === id)?.name : t('alerts.allDevices'));
  const language = i18n.language === 'hi' ? 'hi' : 'en';

  return (
    <Stack spacing={2}>
      <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
        {t('alerts.addRule')}
      </Button>
      {rules.isError && <Alert severity="error">{t('alerts.loadFailed', { message: rules.error.message })}</Alert>}
      {rules.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : rules.data?.length === 0 ? (
        <Alert severity="info">{t('alerts.noneRules')}</Alert>
      ) : (
        <Stack spacing={1} data-testid="rule-list">
          {rules.data?.map((r) => (
            <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="rule">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{r.name}</Typography>
                <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <FormControlLabel
                    label={t('alerts.enabled')}
                    control={
                      <Switch checked={r.enabled} onChange={(_, enabled) => update.mutate({ id: r.id, enabled }, { onError: failed })} />
                    }
                  />
                  <IconButton aria-label={t('alerts.deleteRule')} onClick={() => setDeleting(r)}>
                    <Delete />
                  </IconButton>
                </Stack>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {ruleText(t, r)} · {deviceName(r.deviceId)}
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
      {defaults.data && (
        <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t('alerts.suggested')}>
          <Typography variant="h6" component="h2">
            {t('alerts.suggested')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('alerts.suggestedIntro', {
              zone: t(`soybean.zones.${defaults.data.zone}`),
              stage: t(`soybean.stages.${defaults.data.stage}`),
            })}
          </Typography>
          <Stack spacing={1.5}>
            {defaults.data.data.map((d) => (
              <Stack key={d.rule.name} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <div>
                  <Typography sx={{ overflowWrap: 'anywhere' }}>{ruleText(t, d.rule)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {d.why[language]}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ overflowWrap: 'anywhere', display: 'block' }}
                    data-testid="alert-source"
                  >
                    {t('alerts.source', { source: d.source })}
                  </Typography>
                </div>
                <Button
                  size="small"
                  variant="outlined"
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
                  disabled={create.isPending}
                  onClick={() =>
                    create.mutate({ farmId, ...d.rule }, { onSuccess: () => toast('success', t('alerts.saved')), onError: failed })
                  }
                >
                  {t('alerts.use')}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      {adding && <RuleDialog farmId={farmId} devices={devices} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={!!deleting}
        title={t('alerts.deleteRule')}
        body={t('alerts.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('alerts.deleteRule')}
        busy={remove.isPending}
        danger
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          remove.mutate(deleting!.id, {
            onSuccess: () => {
              toast('success', t('alerts.deleted'));
              setDeleting(null);
            },
            onError: failed,
          })
        }
      />
    </Stack>
  );
}
