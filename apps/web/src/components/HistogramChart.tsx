import { type Histogram, METRIC_INFO, type SensorMetric } from '@agrim/contracts';
import { DeferredEChart, pieScatterCharts } from './DeferredEChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, METRIC_COLOURS, unitLabel } from '../lib/soilAnalysisFormat';
import { ChartCard } from './ChartCard';
import { ChartTextAlternative } from './ChartTextAlternative';

const HEIGHT = 240;

/** Decimals that tell neighbouring bins apart. */
const digitsFor = (width: number) => (width >= 10 ? 0 : width >= 1 ? 1 : 2);

/** The title of a feature's histogram: 'Nitrogen (mg/kg)', or just 'pH'. */
export function useFeatureTitle() {
  const { t } = useTranslation();
  // The unit is the probe's (the server's histograms carry the same), so a title is whole before the answer.
  return (feature: SensorMetric) => {
    const name = t(`monitoring.metrics.${feature}`, { defaultValue: feature });
    const { unit } = METRIC_INFO[feature];
    return unit !== 'pH' ? t('soilAnalysis.histogram.title', { feature: name, unit: unitLabel(t, unit) }) : name;
  };
}

interface Props {
  feature: Histogram['feature'];
  histogram: Histogram | undefined;
  loading: boolean;
}

/** One feature's histogram (bins from the server), a panel of its own. */
export function HistogramChart({ feature, histogram, loading }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const title = useFeatureTitle()(feature);
  const bins = histogram?.bins ?? [];
  const digits = digitsFor(bins.length ? bins[0]!.to - bins[0]!.from : 1);
  const fmt = (v: number) => formatValue(v, lang, digits);
  const summaryId = useId();
  const most = bins.reduce<(typeof bins)[number] | undefined>((m, b) => (!m || b.count > m.count ? b : m), undefined);
  const option = {
    animation: false,
    color: [METRIC_COLOURS[feature]],
    grid: { left: 8, right: 12, top: 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: Array<{ dataIndex: number }>) => {
        const bin = bins[params[0]?.dataIndex ?? -1];
        return bin
          ? t('soilAnalysis.histogram.tooltip', {
              from: fmt(bin.from),
              to: fmt(bin.to),
              unit: histogram ? unitLabel(t, histogram.unit) : '',
              count: bin.count,
            })
          : '';
      },
    },
    xAxis: {
      type: 'category',
      data: bins.map((b) => fmt((b.from + b.to) / 2)),
      axisLabel: { hideOverlap: true },
      axisTick: { alignWithLabel: true },
    },
    yAxis: { type: 'value', minInterval: 1, name: t('soilAnalysis.readings'), nameTextStyle: { align: 'left' } },
    series: [{ type: 'bar', barCategoryGap: '8%', data: bins.map((b) => b.count) }],
  };
  return (
    <ChartCard title={title} loading={loading} empty={!histogram || histogram.count === 0} height={HEIGHT} testId={`histogram-${feature}`}>
      <div role="img" aria-label={title} aria-describedby={summaryId} data-readings={histogram?.count ?? 0} data-bins={bins.length}>
        <DeferredEChart charts={pieScatterCharts} option={option} style={{ height: HEIGHT }} />
      </div>
      {/* Its text alternative (issue 39): a sentence and the bins as a table on demand. */}
      <ChartTextAlternative
        summaryId={summaryId}
        summary={
          most &&
          t('a11y.chart.histogramSummary', {
            title,
            count: histogram?.count ?? 0,
            bins: bins.length,
            most: most.count,
            from: fmt(most.from),
            to: fmt(most.to),
          })
        }
        caption={t('a11y.chart.tableCaption', { title })}
        columns={[t('a11y.chart.range'), t('soilAnalysis.readings')]}
        rows={bins.map((b) => ({ key: b.from, cells: [`${fmt(b.from)} – ${fmt(b.to)}`, String(b.count)] }))}
      />
    </ChartCard>
  );
}
