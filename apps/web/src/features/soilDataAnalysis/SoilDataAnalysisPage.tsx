import type { SoilAnalysisNoSeriesResponse } from '@agrim/contracts';
import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { dayLabel } from '../../lib/calendarFormat';
import { type Answer, useDeferredAnswer } from '../../lib/useDeferredAnswer';
import { useSoilAnalysis } from './api/useSoilAnalysis';
import { DateRange, type Range, useDefaultRange } from '../../components/DateRange';
import { SoilAnalysisGrid } from './components/SoilAnalysisGrid';
import { SuggestionList } from './components/SuggestionList';
import { CategoryChip } from '../../components/CategoryChip';
import { DeviceScreen } from '../../components/DeviceScreen';
import { analysisLanguage, formatValue, intervalLabel } from '../../lib/soilAnalysisFormat';
import { HistogramChart } from '../../components/HistogramChart';
import { NutrientPie } from '../../components/NutrientPie';

const FEATURES = ['nitrogen', 'phosphorus', 'potassium', 'ph', 'conductivity'] as const;

/**
 * /agri/soil/data/analysis (spec 2.9): the device's readings of a date range rated on the Soil
 * Health Card scales (grid), histograms of N, P, K, pH and conductivity and the Nutrient Composition pie.
 */
export default function SoilDataAnalysisPage() {
  const { t } = useTranslation();
  const [range, setRange] = useDefaultRange();
  return (
    <DeviceScreen title={t('screens.soilDataAnalysis')} intro={t('soilAnalysis.data.intro')}>
      {(deviceId) => <Analysis deviceId={deviceId} range={range} setRange={setRange} />}
    </DeviceScreen>
  );
}

function Analysis({ deviceId, range, setRange }: { deviceId: string; range: Range; setRange: (r: Range) => void }) {
  const { i18n } = useTranslation();
  const query = useDeferredAnswer(useSoilAnalysis(deviceId, range.start, range.end, analysisLanguage(i18n.language)));
  return <AnalysisView deviceId={deviceId} query={query} range={range} setRange={setRange} />;
}

// Memoised, with the kept answer: the suggestions and six charts are drawn in slices, and the blocking redraw when the
// read answers draws none of them (issue 43 item 5). The grid asks for its own page.
const AnalysisView = memo(function AnalysisView({
  deviceId,
  query,
  range,
  setRange,
}: {
  deviceId: string;
  query: Answer<ReturnType<typeof useSoilAnalysis>>;
  range: Range;
  setRange: (r: Range) => void;
}) {
  const { t, i18n } = useTranslation();
  const data = query.data;
  const loading = !data && !query.isError;
  const empty = !!data && data.row_count === 0;

  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <DateRange range={range} onChange={setRange} />
          <Box sx={{ flexGrow: 1 }} data-testid="analysis-notes">
            {data ? <Notes data={data} /> : <NotesSkeleton />}
          </Box>
        </Stack>
      </Paper>

      {query.isError && <Alert severity="error">{t('soilAnalysis.loadFailed', { message: query.error.message })}</Alert>}
      {data && data.raw_count === 0 && (
        <Alert severity="info" data-testid="empty-range">
          {t('soilAnalysis.data.noReadings', { start: dayLabel(range.start, i18n.language), end: dayLabel(range.end, i18n.language) })}
        </Alert>
      )}
      {data && data.raw_count > 0 && empty && <Alert severity="warning">{t('soilAnalysis.data.allFaulty')}</Alert>}

      {!empty && !query.isError && (
        <>
          <Paper variant="outlined" component="section" aria-labelledby="soil-grid-title">
            <Typography variant="subtitle1" component="h2" id="soil-grid-title" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
              {t('soilAnalysis.data.gridTitle')}
            </Typography>
            <SoilAnalysisGrid key={`${deviceId}|${range.start}|${range.end}`} deviceId={deviceId} range={range} />
          </Paper>

          {data && <SuggestionList entries={data.suggestion_counts} />}

          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('soilAnalysis.data.histograms')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {FEATURES.map((f) => (
              <HistogramChart key={f} feature={f} histogram={data?.histograms.find((h) => h.feature === f)} loading={loading} />
            ))}
            <NutrientPie
              title={t('soilAnalysis.data.composition')}
              means={data?.nutrient_means}
              loading={loading}
              testId="nutrient-composition"
            />
          </Box>
        </>
      )}
    </>
  );
});

/**
 * The notes' lines while they load, about their height: the notes came in three lines where one had stood, which
 * moved the grid below them by about 110 px on a phone (a layout shift of 0.57 on Lighthouse, issue 43 item 5).
 */
function NotesSkeleton() {
  return (
    <Stack spacing={0.5} aria-hidden="true">
      {/* Each note is two lines on a phone, one on a wide screen. */}
      <Skeleton variant="rounded" width="90%" sx={{ height: { xs: 40, lg: 20 } }} />
      <Skeleton variant="rounded" width="80%" sx={{ height: { xs: 40, lg: 20 } }} />
      <Skeleton variant="rounded" width="60%" sx={{ height: { xs: 44, lg: 28 } }} />
    </Stack>
  );
}

/** How many readings the figures use, how many faulty ones were left out, whether rows are bucket means. */
function Notes({ data }: { data: SoilAnalysisNoSeriesResponse }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const valid = data.raw_count - data.faulty_count;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2" data-testid="reading-counts">
        {t('soilAnalysis.data.counts', { valid: formatValue(valid, lang) })}
        {data.faulty_count > 0 && ` ${t('soilAnalysis.data.faulty', { count: data.faulty_count })}`}
      </Typography>
      {data.bucket_seconds !== null && (
        <Typography variant="body2" color="text.secondary" data-testid="bucketed">
          {t('soilAnalysis.data.bucketed', {
            interval: intervalLabel(data.bucket_seconds, t),
            count: formatValue(data.row_count, lang, 0),
          })}
        </Typography>
      )}
      {data.soil_fertility && (
        <Typography variant="body2" data-testid="soil-fertility">
          {t('soilAnalysis.data.fertility')} <CategoryChip category={data.soil_fertility.category} />{' '}
          {t('soilAnalysis.data.fertilityIndex', { index: formatValue(data.soil_fertility.index, lang) })}
        </Typography>
      )}
    </Stack>
  );
}
