import { ANALYTICS_CROPS, CROP_STAGES, DEFAULT_CROP_STAGE } from '@agrim/contracts';
import MenuBook from '@mui/icons-material/MenuBook';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { Link as RouterLink } from 'react-router';
import { DeviceScreen } from '../../components/DeviceScreen';
import { useCropAnalytics } from './api/useCropAnalytics';
import { useGrowthStages } from './api/useGrowthStages';
import { usePerStage } from './api/usePerStage';
import { usePrefetchFirstAnswers } from './api/usePrefetchFirstAnswers';
import { CropCharts } from './components/CropCharts';
import { FertigationPanel } from './components/FertigationPanel';
import { PerStagePanel } from './components/PerStagePanel';
import { SelectField } from '../../components/SelectField';

/**
 * /crop-analytics, Crop Analytics & Fertigation (spec 2.14): the stage's values and chart, the
 * moisture slider, Start Fertigation (valve commands to the device) and the crop's charts.
 */
export default function CropAnalyticsPage() {
  const { t } = useTranslation();
  usePrefetchFirstAnswers();
  return (
    <DeviceScreen title={t('screens.cropAnalytics')} intro={t('soybean.analytics.intro')}>
      {(deviceId) => <CropAnalytics deviceId={deviceId} />}
    </DeviceScreen>
  );
}

function CropAnalytics({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<string>(ANALYTICS_CROPS[0]);
  const [stage, setStage] = useState<string>(DEFAULT_CROP_STAGE);
  // The panels below are memoised: the blocking redraw when one of these reads answers draws only the header
  // (before, each answer redrew every panel and chart in it, 45 ms unthrottled; issue 43 item 5).
  const stages = useDeferredAnswer(useGrowthStages(crop));
  const perStage = useDeferredAnswer(usePerStage(crop, stage));
  const analytics = useDeferredAnswer(useCropAnalytics(crop));
  const stageList = stages.data?.stages.length ? stages.data.stages : [...CROP_STAGES];

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField
            size="small"
            label={t('soybean.analytics.cropType')}
            value={crop}
            onChange={setCrop}
            sx={{ minWidth: 160 }}
            testId="crop-type"
            options={ANALYTICS_CROPS.map((c) => ({ value: c, label: t(`soybean.analytics.crops.${c}`) }))}
          />
          <SelectField
            size="small"
            label={t('soybean.analytics.cropStage')}
            value={stage}
            onChange={setStage}
            sx={{ minWidth: 260 }}
            testId="crop-stage"
            options={stageList.map((s) => ({ value: s, label: t(`soybean.stages.${s}`, { defaultValue: s }) }))}
          />
          <Button
            component={RouterLink}
            to={`/management_practices?${new URLSearchParams({ stage })}`}
            startIcon={<MenuBook />}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
            data-testid="practices-link"
          >
            {t('soybean.analytics.practicesLink')}
          </Button>
        </Stack>
      </Paper>
      {stages.isError && <Alert severity="error">{t('soybean.loadFailed', { message: stages.error.message })}</Alert>}
      <PerStagePanel stage={stage} data={perStage.data} loading={perStage.isPending} error={perStage.error} />
      <FertigationPanel deviceId={deviceId} stage={stage} />
      {analytics.isError && <Alert severity="error">{t('soybean.loadFailed', { message: analytics.error.message })}</Alert>}
      <CropCharts data={analytics.data} loading={analytics.isPending} />
    </>
  );
}
