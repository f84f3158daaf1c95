import type { PerStageResponse } from '@agrim/contracts';
import { Alert, Box, Paper, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, METRIC_COLOURS } from '../../../lib/soilAnalysisFormat';
import { readPerStage } from './perStage';
import { SeriesChart } from './SeriesChart';

interface Props {
  stage: string;
  data: PerStageResponse | undefined;
  loading: boolean;
  error: Error | null;
}

/** The per-stage table (spec 3) and 'Nutrient Levels for {stage}', or 'Invalid data' (spec 5). */
export const PerStagePanel = memo(function PerStagePanel({ stage, data, loading, error }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const reading = data ? readPerStage(data.stages) : null;
  const stageName = t(`soybean.stages.${stage}`, { defaultValue: stage });
  const show = (v: string | number | null) =>
    v === null ? '–' : typeof v === 'number' ? formatValue(v, lang, 3) : t(`soybean.stages.${v}`, { defaultValue: v });
  const band = (b: { low: number; high: number }) =>
    t('soybean.analytics.band', { low: formatValue(b.low, lang), high: formatValue(b.high, lang) });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
      <Paper variant="outlined" component="section" aria-labelledby="per-stage-title" sx={{ minWidth: 0 }} data-testid="per-stage">
        <Typography variant="subtitle1" component="h2" id="per-stage-title" sx={{ fontWeight: 600, px: 2, pt: 1.5 }}>
          {t('soybean.analytics.perStageTitle')}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {t('soybean.loadFailed', { message: error.message })}
          </Alert>
        )}
        {loading && <Skeleton variant="rounded" height={200} sx={{ m: 2 }} />}
        {reading && !reading.valid && (
          <Alert severity="error" sx={{ m: 2 }} data-testid="invalid-data">
            {t('soybean.analytics.invalid')}
          </Alert>
        )}
        {reading?.valid && (
          <Table size="small" data-testid="per-stage-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('soybean.analytics.parameter')}</TableCell>
                <TableCell align="right">{t('soybean.analytics.value')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reading.rows.map((r) => (
                <TableRow key={r.label} data-label={r.label}>
                  <TableCell component="th" scope="row">
                    {t(`soybean.analytics.labels.${r.label}`, { defaultValue: r.label })}
                  </TableCell>
                  <TableCell align="right" data-value={r.value ?? ''}>
                    {show(r.value)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && reading?.valid && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 1 }} data-testid="bands">
            {t('soybean.analytics.bands', {
              n: band(data.bands.nitrogen),
              p: band(data.bands.phosphorus),
              k: band(data.bands.potassium),
              m: band(data.bands.moisture),
            })}
          </Typography>
        )}
      </Paper>
      {reading && !reading.valid ? (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', placeItems: 'center' }}>
          <Typography color="error">{t('soybean.analytics.invalid')}</Typography>
        </Paper>
      ) : (
        <SeriesChart
          title={t('soybean.analytics.stageChart', { stage: stageName })}
          subtitle={t('soybean.analytics.stageChartSubtitle')}
          categories={(['nitrogen', 'phosphorus', 'potassium'] as const).map((n) => t(`monitoring.metrics.${n}`))}
          series={[
            {
              name: t('soybean.kgha'),
              type: 'bar',
              color: METRIC_COLOURS.nitrogen,
              pointColours: [METRIC_COLOURS.nitrogen, METRIC_COLOURS.phosphorus, METRIC_COLOURS.potassium],
              data: reading?.valid ? [reading.nitrogen, reading.phosphorus, reading.potassium] : [],
            },
          ]}
          unit={t('soybean.kgha')}
          loading={loading}
          testId="stage-chart"
        />
      )}
    </Box>
  );
});
