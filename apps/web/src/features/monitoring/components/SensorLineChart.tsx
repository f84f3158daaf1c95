import type { Reading } from '@agrim/contracts';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartDataTable } from '../../../components/ChartDataTable';
import { useInView } from '../../../lib/useInView';

const SensorChartPlot = lazy(() => import('./SensorChartPlot'));

export interface SeriesSpec {
  key: 'nitrogen' | 'phosphorus' | 'potassium' | 'temperature' | 'humidity' | 'ph' | 'conductivity';
  label: string;
  color: string;
}

/** Spec 9: values above 999 read as thousands with K. */
export const compact = (v: number) => (Math.abs(v) > 999 ? `${Math.round(v / 100) / 10}K` : `${v}`);

interface Props {
  title: string;
  series: SeriesSpec[];
  data: Reading[] | undefined;
  loading: boolean;
  error: Error | null;
  /** Spec 9's suggested maximum: the axis reaches at least this high. */
  suggestedMax: number;
  height?: number;
  testId: string;
}

export function SensorLineChart({ title, series, data, loading, error, suggestedMax, height = 320, testId }: Props) {
  const { t } = useTranslation();
  const [ref, seen] = useInView<HTMLDivElement>();
  const summaryId = useId();
  const drawn = !error && !!data && data.length > 0;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId} ref={ref}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {error ? (
        <Alert severity="error">{t('monitoring.chartError', { message: error.message })}</Alert>
      ) : loading && !data ? (
        <Box sx={{ position: 'relative' }}>
          <Skeleton variant="rounded" height={height} />
          <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} color="text.secondary">
            {t('monitoring.loadingChart')}
          </Typography>
        </Box>
      ) : data && data.length === 0 ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{t('monitoring.noReadings')}</Typography>
        </Box>
      ) : (
        // The drawing is a picture named by the chart's title and described by the summary sentence (issue 39).
        <Box role="img" aria-label={title} aria-describedby={summaryId}>
          {seen ? (
            <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
              <SensorChartPlot series={series} data={data ?? []} suggestedMax={suggestedMax} height={height} />
            </Suspense>
          ) : (
            // Not drawn until scrolled near: a box of the chart's height keeps the page from jumping.
            <Box sx={{ height }} />
          )}
        </Box>
      )}
      {drawn && <ChartDataTable title={title} series={series} data={data} summaryId={summaryId} />}
    </Paper>
  );
}
