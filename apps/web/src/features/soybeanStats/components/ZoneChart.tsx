import { SOYA_ZONES, type SoybeanPredictionResponse } from '@agrim/contracts';
import { useMediaQuery, useTheme } from '@mui/material';
import { DeferredEChart, pieScatterCharts } from '../../../components/DeferredEChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { barExtremes } from '../../../lib/chartTable';
import { formatValue, METRIC_COLOURS } from '../../../lib/soilAnalysisFormat';

export const NUTRIENTS = ['nitrogen', 'phosphorus', 'potassium'] as const;
const KINDS = ['deficiency', 'excess'] as const;
const HEIGHT = 380;

/**
 * 'Nutrient Levels by Zone' (spec 2.13): per zone a bar for each nutrient's deficiency and excess
 * (kg/ha) of the range's mean; excess bars are the nutrient's colour, hatched lighter.
 */
export function ZoneChart({ data, loading }: { data: SoybeanPredictionResponse | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const zones = data?.zones.length ? data.zones : [...SOYA_ZONES];
  const title = t('soybean.stats.chartTitle');
  const series = NUTRIENTS.flatMap((n) =>
    KINDS.map((kind) => ({
      type: 'bar' as const,
      name: t('soybean.stats.series', { nutrient: t(`monitoring.metrics.${n}`), kind: t(`soybean.stats.${kind}`) }),
      itemStyle: {
        color: METRIC_COLOURS[n],
        opacity: kind === 'excess' ? 0.45 : 1,
        borderColor: METRIC_COLOURS[n],
        borderWidth: kind === 'excess' ? 1 : 0,
      },
      data: zones.map((z) => data?.result[z]?.[n][kind] ?? 0),
    })),
  );
  // Its text alternative (issue 39): per series its highest and lowest zone, and every value as a table on demand.
  const summaryId = useId();
  const zoneNames = zones.map((z) => t(`soybean.zones.${z}`, { defaultValue: z }));
  const kgha = (v: number) => `${formatValue(v, lang)} ${t('soybean.kgha')}`;
  const parts = data
    ? series.flatMap((s) => {
        const ends = barExtremes(s.data.map((value, i) => ({ name: zoneNames[i]!, value })));
        return ends
          ? [
              t('a11y.chart.seriesExtremes', {
                label: s.name,
                highest: ends.highest.name,
                highestValue: kgha(ends.highest.value),
                lowest: ends.lowest.name,
                lowestValue: kgha(ends.lowest.value),
              }),
            ]
          : [];
      })
    : [];
  const option = {
    animation: false,
    // Six entries wrap onto two rows (four on a phone) rather than scroll out of sight.
    legend: { top: 0, itemGap: 8, itemWidth: 18 },
    grid: { left: 8, right: 12, top: narrow ? 120 : 70, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: number) => `${formatValue(v, lang)} ${t('soybean.kgha')}`,
    },
    xAxis: {
      type: 'category',
      data: zoneNames,
      axisLabel: narrow
        ? { interval: 0, rotate: 35, fontSize: 10 }
        : { interval: 0, width: 70, overflow: 'break', fontSize: 11, lineHeight: 14 },
    },
    yAxis: { type: 'value', name: t('soybean.kgha'), nameTextStyle: { align: 'left' } },
    series,
  };
  // What the chart shows, for tests and screen readers: zone:N def/exc, P def/exc, K def/exc.
  const values = zones.map((z) => `${z}:${NUTRIENTS.flatMap((n) => KINDS.map((k) => data?.result[z]?.[n][k] ?? 0)).join(',')}`).join(';');
  return (
    <ChartCard
      title={title}
      subtitle={t('soybean.stats.chartSubtitle')}
      loading={loading}
      empty={!data || Object.keys(data.result).length === 0}
      height={HEIGHT}
      testId="zone-chart"
    >
      <div role="img" aria-label={title} aria-describedby={summaryId} data-values={values}>
        <DeferredEChart charts={pieScatterCharts} option={option} style={{ height: HEIGHT }} />
      </div>
      {/* Without an answer yet the zones' values are all 0: no table, only the sentence. */}
      <ChartTextAlternative
        summaryId={summaryId}
        summary={parts.length ? t('a11y.chart.listSummary', { title, parts: parts.join('; ') }) : ''}
        caption={t('a11y.chart.dataCaption', { title })}
        columns={[t('a11y.chart.name'), ...series.map((s) => `${s.name} (${t('soybean.kgha')})`)]}
        rows={
          data ? zones.map((z, i) => ({ key: z, cells: [zoneNames[i]!, ...series.map((s) => formatValue(s.data[i] ?? 0, lang))] })) : []
        }
      />
    </ChartCard>
  );
}
