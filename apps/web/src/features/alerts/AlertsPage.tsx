import { ADMIN_ROLES } from '@agrim/contracts';
import Download from '@mui/icons-material/Download';
import { Alert, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../components/BusyButton';
import { useToast } from '../../components/Toast';
import { useDevices } from '../../lib/devices/useDevices';
import { useSession } from '../../lib/session';
import { useAlarms, useDownloadAlarmsCsv } from './api/useAlertData';
import { AlarmList } from './components/AlarmList';
import { ChannelsPanel } from './components/ChannelsPanel';
import { RulesPanel } from './components/RulesPanel';
import { PageHeader } from '../../components/PageHeader';
import { TabBar } from '../../components/TabBar';
import { SelectField } from '../../components/SelectField';

const TABS = ['active', 'history', 'rules', 'channels'] as const;

/**
 * /alerts (farmers: their farms; Admin, superAdmin: every farm, and their own staff rules): active
 * alarms, history (CSV), rules and channels. Staff without a farm still get the tabs, for their
 * staff rules (feedback waiting for approval).
 */
export default function AlertsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const { role } = useSession();
  const staff = !!role && ADMIN_ROLES.includes(role);
  const devices = useDevices();
  const farms = [...new Map((devices.data ?? []).map((d) => [d.farmId, d.farmName])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  const [picked, setPicked] = useState<string>('');
  const farmId = picked || farms[0]?.[0];
  const [tab, setTab] = useState<(typeof TABS)[number]>('active');
  const alarms = useAlarms(farmId, tab === 'history' ? 'history' : 'open', !!farmId || staff);
  const csv = useDownloadAlarmsCsv();

  return (
    <Stack spacing={2}>
      <PageHeader title={t('screens.alerts')} subtitle={t('alerts.intro')} />
      {devices.isError && <Alert severity="error">{t('alerts.loadFailed', { message: devices.error.message })}</Alert>}
      {devices.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : !farmId && !staff ? (
        <Alert severity="info">{t('alerts.noDevices')}</Alert>
      ) : (
        <>
          {!farmId && <Alert severity="info">{t('alerts.staff.noFarm')}</Alert>}
          {farmId && farms.length > 1 && (
            <SelectField
              label={t('alerts.farm')}
              value={farmId}
              onChange={setPicked}
              sx={{ maxWidth: 360 }}
              options={farms.map(([id, name]) => ({ value: id, label: name }))}
            />
          )}
          <TabBar value={tab} onChange={setTab} tabs={TABS.map((k) => ({ value: k, label: t(`alerts.tabs.${k}`) }))} />
          {(tab === 'active' || tab === 'history') &&
            (alarms.isError ? (
              <Alert severity="error">{t('alerts.loadFailed', { message: alarms.error.message })}</Alert>
            ) : alarms.isPending ? (
              <Skeleton variant="rounded" height={160} />
            ) : (
              <AlarmList alarms={alarms.data} empty={t(tab === 'active' ? 'alerts.noneActive' : 'alerts.noneHistory')} />
            ))}
          {tab === 'history' && (
            <BusyButton
              variant="outlined"
              startIcon={<Download />}
              busy={csv.isPending}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => csv.mutate(farmId, { onError: (err) => toast('error', t('alerts.actionFailed', { message: err.message })) })}
            >
              {t('alerts.csv')}
            </BusyButton>
          )}
          {tab === 'rules' && (
            <RulesPanel farmId={farmId} staff={staff} devices={(devices.data ?? []).filter((d) => d.farmId === farmId)} />
          )}
          {tab === 'channels' && <ChannelsPanel />}
        </>
      )}
    </Stack>
  );
}
