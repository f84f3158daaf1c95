import { SENSOR_METRICS, type SensorMetric } from '@agrim/contracts';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Answer, useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { DateRange, type Range, useDefaultRange } from '../../components/DateRange';
import { DeviceScreen } from '../../components/DeviceScreen';
import { HistogramChart, useFeatureTitle } from '../../components/HistogramChart';
import { NutrientPie } from '../../components/NutrientPie';
import { useVisualisation } from './api/useVisualisation';
import { FeatureToggles } from './components/FeatureToggles';

const DEFAULT_FEATURES: SensorMetric[] = ['nitrogen', 'phosphorus', 'potassium'];

/**
 * /visualisation (spec 2.12): 'Histograms of Selected Features' (N, P and K at first, any of the
 * probe's features to choose) and the 'Device NPK Pie Chart' of the nutrient means.
 */
export default function VisualisationPage() {
  const { t } = useTranslation();
  const [features, setFeatures] = useState<SensorMetric[]>(DEFAULT_FEATURES);
  const [range, setRange] = useDefaultRange();
  return (
    <DeviceScreen title={t('screens.visualisation')}>
      {(deviceId) => <Visualisation deviceId={deviceId} features={features} setFeatures={setFeatures} range={range} setRange={setRange} />}
    </DeviceScreen>
  );
}

interface Props {
  deviceId: string;
  features: SensorMetric[];
  setFeatures: (f: SensorMetric[]) => void;
  range: Range;
  setRange: (r: Range) => void;
}

function Visualisation({ deviceId, ...rest }: Props) {
  const query = useDeferredAnswer(useVisualisation(deviceId, rest.range));
  return <VisualisationView query={query} {...rest} />;
}

// Memoised, with the kept answer: the blocking redraw when the read answers draws nothing here (issue 43 item 5).
const VisualisationView = memo(function VisualisationView({
  query,
  features,
  setFeatures,
  range,
  setRange,
}: Omit<Props, 'deviceId'> & { query: Answer<ReturnType<typeof useVisualisation>> }) {
  const { t } = useTranslation();
  const featureTitle = useFeatureTitle();
  const data = query.data;
  const empty = !!data && data.data.every((h) => h.count === 0);

  return (
    <>
      {query.isError && <Alert severity="error">{t('soilAnalysis.loadFailed', { message: query.error.message })}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="histograms-title">
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2" id="histograms-title" sx={{ fontWeight: 700 }}>
            {t('soilAnalysis.visualisation.heading')}
          </Typography>
          <DateRange range={range} onChange={setRange} />
          <FeatureToggles
            label={t('soilAnalysis.visualisation.features')}
            options={SENSOR_METRICS}
            value={features}
            onChange={setFeatures}
            titleOf={featureTitle}
          />
        </Stack>
      </Paper>

      {empty ? (
        <Alert severity="info" data-testid="no-data">
          {t('soilAnalysis.noData')}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {features.length === 0 && <Alert severity="info">{t('soilAnalysis.visualisation.chooseOne')}</Alert>}
          {features.map((f) => (
            <HistogramChart key={f} feature={f} histogram={data?.data.find((h) => h.feature === f)} loading={query.isPending} />
          ))}
        </Box>
      )}
      <Box sx={{ maxWidth: { md: 560 } }}>
        <NutrientPie title={t('soilAnalysis.visualisation.pie')} means={data?.nutrient_means} loading={query.isPending} testId="npk-pie" />
      </Box>
    </>
  );
});
