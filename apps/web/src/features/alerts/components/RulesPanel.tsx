import type { AlertRule, Device } from '@agrim/contracts';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import { Alert, Button, FormControlLabel, IconButton, Paper, Skeleton, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { useCreateRule, useCreateStaffRule, useDefaultRules, useDeleteRule, useRules, useUpdateRule } from '../api/useAlertData';
import { EditRuleDialog } from './EditRuleDialog';
import { RuleDialog } from './RuleDialog';
import { ruleText } from './ruleText';
import { languageOf } from '../../../lib/language';

/**
 * The farm's rules (edit the numbers, switch on/off, delete), a new rule, and the suggested rules
 * with their sources; for Admin and superAdmin (`staff`) also their own staff rules. Without a farm
 * (staff whose account has no farm with a device) only the staff rules.
 */
export function RulesPanel({ farmId, devices, staff }: { farmId: string | undefined; devices: Device[]; staff: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const rules = useRules(farmId, !!farmId || staff);
  const defaults = useDefaultRules(farmId);
  const create = useCreateRule();
  const createStaff = useCreateStaffRule();
  const update = useUpdateRule();
  const remove = useDeleteRule();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AlertRule | null>(null);
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  const failed = (err: Error) => toast('error', t('alerts.actionFailed', { message: err.message }));
  const deviceName = (id: string | null) => (id ? devices.find((d) => d.id === id)?.name : t('alerts.allDevices'));
  const language = languageOf(i18n.language);
  const farmRules = rules.data?.filter((r) => r.farmId !== null) ?? [];
  const staffRules = rules.data?.filter((r) => r.farmId === null) ?? [];

  const ruleCard = (r: AlertRule) => (
    <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="rule">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="rule-name">
          {r.name}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
          <FormControlLabel
            label={t('alerts.enabled')}
            control={<Switch checked={r.enabled} onChange={(_, enabled) => update.mutate({ id: r.id, enabled }, { onError: failed })} />}
          />
          {r.kind !== 'soilTest' && r.kind !== 'feedback' && (
            <IconButton aria-label={t('alerts.editRule')} onClick={() => setEditing(r)}>
              <Edit />
            </IconButton>
          )}
          <IconButton aria-label={t('alerts.deleteRule')} onClick={() => setDeleting(r)}>
            <Delete />
          </IconButton>
        </Stack>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {ruleText(t, r)}
        {r.farmId !== null && ` · ${deviceName(r.deviceId)}`}
      </Typography>
    </Paper>
  );

  return (
    <Stack spacing={2}>
      {rules.isError && <Alert severity="error">{t('alerts.loadFailed', { message: rules.error.message })}</Alert>}
      {farmId && (
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
          {t('alerts.addRule')}
        </Button>
      )}
      {farmId &&
        (rules.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : farmRules.length === 0 ? (
          <Alert severity="info">{t('alerts.noneRules')}</Alert>
        ) : (
          <Stack spacing={1} data-testid="rule-list">
            {farmRules.map(ruleCard)}
          </Stack>
        ))}
      {staff && (
        <Paper variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={t('alerts.staff.title')} data-testid="staff-rules">
          <Typography variant="h6" component="h2">
            {t('alerts.staff.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('alerts.staff.intro')}
          </Typography>
          <Stack spacing={1}>
            {rules.isPending ? (
              <Skeleton variant="rounded" height={60} />
            ) : staffRules.length === 0 ? (
              <Typography variant="body2">{t('alerts.staff.none')}</Typography>
            ) : (
              staffRules.map(ruleCard)
            )}
            <Button
              variant="outlined"
              startIcon={<Add />}
              sx={{ alignSelf: 'flex-start' }}
              disabled={createStaff.isPending}
              onClick={() =>
                createStaff.mutate(
                  { name: t('alerts.staff.defaultName'), kind: 'feedback' },
                  { onSuccess: () => toast('success', t('alerts.saved')), onError: failed },
                )
              }
            >
              {t('alerts.staff.add')}
            </Button>
          </Stack>
        </Paper>
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
                    create.mutate({ farmId: farmId!, ...d.rule }, { onSuccess: () => toast('success', t('alerts.saved')), onError: failed })
                  }
                >
                  {t('alerts.use')}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}
      {adding && farmId && <RuleDialog farmId={farmId} devices={devices} onClose={() => setAdding(false)} />}
      {editing && <EditRuleDialog rule={editing} onClose={() => setEditing(null)} />}
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
