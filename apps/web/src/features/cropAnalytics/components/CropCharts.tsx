import type { CropAnalyticsResponse } from '@agrim/contracts';
import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Sources } from '../../../components/Sources';
import { dayMonthText } from '../../../lib/calendarFormat';
import { METRIC_COLOURS } from '../../../lib/soilAnalysisFormat';
import { SeriesChart } from './SeriesChart';

/** The further charts of spec 2.14, from soybean.analytics. */
export const CropCharts = memo(function CropCharts({ data, loading }: { data: CropAnalyticsResponse | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const stages = (data?.stages ?? []).map((s) => t(`soybean.stagesShort.${s}`, { defaultValue: s }));
  const zones = (data?.zones ?? []).map(
    (z, i) => `${t(`soybean.zones.${z}`, { defaultValue: z })}\n${dayMonthText(data?.sowing_times[i] ?? '', i18n.language)}`,
  );
  const dose = data?.dfFertilizerDose ?? [];
  const kgha = t('soybean.kgha');
  const metric = (n: 'nitrogen' | 'phosphorus' | 'potassium') => t(`monitoring.metrics.${n}`);
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('soybean.analytics.charts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        <SeriesChart
          title={t('soybean.analytics.overTime')}
          subtitle={t('soybean.analytics.overTimeSubtitle')}
          categories={stages}
          series={(['nitrogen', 'phosphorus', 'potassium'] as const).map((n) => ({
            name: metric(n),
            type: 'line',
            color: METRIC_COLOURS[n],
            data: data?.nutrients[n] ?? [],
          }))}
          unit={kgha}
          loading={loading}
          testId="chart-over-time"
        />
        <SeriesChart
          title={t('soybean.analytics.applied')}
          subtitle={t('soybean.analytics.appliedSubtitle')}
          categories={dose.map((d) => t('soybean.analytics.day', { day: d.day }))}
          series={[
            { name: 'N', type: 'line', color: METRIC_COLOURS.nitrogen, data: dose.map((d) => d.cumulative_n) },
            { name: 'P₂O₅', type: 'line', color: METRIC_COLOURS.phosphorus, data: dose.map((d) => d.cumulative_p2o5) },
            { name: 'K₂O', type: 'line', color: METRIC_COLOURS.potassium, data: dose.map((d) => d.cumulative_k2o) },
          ]}
          unit={kgha}
          loading={loading}
          testId="chart-applied"
        />
        <SeriesChart
          title={t('soybean.analytics.temperature')}
          categories={stages}
          series={[
            { name: t('soybean.analytics.minTemp'), type: 'line', color: '#1565c0', data: data?.min_temp ?? [] },
            { name: t('soybean.analytics.maxTemp'), type: 'line', color: '#c62828', data: data?.max_temp ?? [] },
          ]}
          unit="°C"
          scale
          loading={loading}
          testId="chart-temperature"
        />
        <SeriesChart
          title={t('soybean.analytics.waterUse')}
          categories={stages}
          series={[
            { name: t('soybean.analytics.waterUseSeries'), type: 'bar', color: METRIC_COLOURS.moisture, data: data?.water_use ?? [] },
          ]}
          unit="mm"
          loading={loading}
          testId="chart-water-use"
        />
        <SeriesChart
          title={t('soybean.analytics.sowingSpacing')}
          subtitle={t('soybean.analytics.sowingSpacingSubtitle')}
          categories={zones}
          series={[
            { name: t('soybean.analytics.rowSpacing'), type: 'bar', color: '#2e7d32', data: data?.spacing ?? [] },
            { name: t('soybean.analytics.plantSpacing'), type: 'bar', color: '#8d6e63', data: data?.plant_spacing ?? [] },
          ]}
          unit="cm"
          loading={loading}
          testId="chart-sowing-spacing"
          height={300}
          wide
        />
      </Box>
      {data && <Sources sources={data.sources} lead={data.reference} testId="analytics-sources" />}
    </>
  );
});
