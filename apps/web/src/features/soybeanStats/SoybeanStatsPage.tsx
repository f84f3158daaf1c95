import type { SoybeanPredictionResponse } from '@agrim/contracts';
import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { DateRange, type Range, useDefaultRange } from '../../components/DateRange';
import { DeviceScreen } from '../../components/DeviceScreen';
import { Sources } from '../../components/Sources';
import { dayLabel } from '../../lib/calendarFormat';
import { analysisLanguage, formatValue, intervalLabel } from '../../lib/soilAnalysisFormat';
import { useSoybeanPrediction } from './api/useSoybeanPrediction';
import { NutrientGrid } from './components/NutrientGrid';
import { PhGrid } from './components/PhGrid';
import { ThresholdTable } from './components/ThresholdTable';
import { ZoneChart } from './components/ZoneChart';

/**
 * /soya, SoyaBean Statistics (spec 2.13): a device's readings over a range compared with each
 * soybean zone's thresholds: the chart 'Nutrient Levels by Zone', the thresholds, table one
 * (deficiency and excess per reading) and table two (pH). The first view is drawn from the answer without its
 * rows; the tables ask for them when they come near.
 */
export default function SoybeanStatsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useDefaultRange();
  return (
    <DeviceScreen title={t('screens.soya')} intro={t('soybean.stats.intro')}>
      {(deviceId) => <Stats deviceId={deviceId} range={range} setRange={setRange} />}
    </DeviceScreen>
  );
}

function Stats({ deviceId, range, setRange }: { deviceId: string; range: Range; setRange: (r: Range) => void }) {
  const { t, i18n } = useTranslation();
  const ask = { deviceId, startOffset: range.start, endOffset: range.end, language: analysisLanguage(i18n.language) };
  const query = useDeferredAnswer(useSoybeanPrediction(ask, 'omitted'));
  const data = query.data;

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <DateRange range={range} onChange={setRange} />
          <Box sx={{ flexGrow: 1 }} data-testid="soy-notes">
            {data ? <Notes data={data} /> : <Skeleton width="60%" />}
          </Box>
        </Stack>
      </Paper>

      {query.isError && <Alert severity="error">{t('soybean.loadFailed', { message: query.error.message })}</Alert>}
      {query.isPending && (
        <Typography color="text.secondary" data-testid="soy-loading" sx={{ py: 4, textAlign: 'center' }}>
          {t('soybean.loading')}
        </Typography>
      )}
      {data && data.row_count === 0 && (
        <Alert severity="info" data-testid="empty-range">
          {t('soybean.stats.noReadings', { start: dayLabel(range.start, i18n.language), end: dayLabel(range.end, i18n.language) })}
        </Alert>
      )}
      {data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
            <ZoneChart data={data} loading={false} />
            <ThresholdTable data={data} />
          </Box>
          <NutrientGrid data={data} ask={ask} />
          <PhGrid ask={ask} />
          <Sources sources={data.sources} testId="soy-sources" />
        </>
      )}
    </>
  );
}

/** How many readings are compared, the faulty ones left out, whether rows are bucket means, the mean. */
function Notes({ data }: { data: SoybeanPredictionResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" data-testid="reading-counts">
        {data.bucket_seconds === null && t('soybean.stats.counts', { valid: formatValue(data.row_count, lang) })}
        {data.faulty_count > 0 && ` ${t('soybean.stats.faulty', { count: data.faulty_count })}`}
      </Typography>
      {data.bucket_seconds !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="bucketed">
          {t('soybean.stats.bucketed', {
            interval: intervalLabel(data.bucket_seconds, t),
            count: formatValue(data.row_count, lang, 0),
          })}
        </Typography>
      )}
      {data.mean && (
        <Typography variant="body2" data-testid="soy-mean">
          {t('soybean.stats.mean', {
            n: formatValue(data.mean.nitrogen, lang),
            p: formatValue(data.mean.phosphorus, lang),
            k: formatValue(data.mean.potassium, lang),
          })}
        </Typography>
      )}
    </Stack>
  );
}
