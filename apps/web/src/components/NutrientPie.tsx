import { DeferredEChart, pieScatterCharts } from './DeferredEChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue, METRIC_COLOURS } from '../lib/soilAnalysisFormat';
import { ChartCard } from './ChartCard';
import { ChartTextAlternative } from './ChartTextAlternative';

type Means = { nitrogen: number; phosphorus: number; potassium: number } | null | undefined;
const NUTRIENTS = ['nitrogen', 'phosphorus', 'potassium'] as const;
const HEIGHT = 280;

/** The mean N, P and K of a period as shares of a pie ('Nutrient Composition', 'Device NPK Pie Chart'). */
export function NutrientPie({ title, means, loading, testId }: { title: string; means: Means; loading: boolean; testId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const data = NUTRIENTS.map((n) => ({
    name: t(`monitoring.metrics.${n}`),
    value: Math.round((means?.[n] ?? 0) * 100) / 100,
    itemStyle: { color: METRIC_COLOURS[n] },
  }));
  const option = {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; value: number; percent: number }) =>
        t('soilAnalysis.pie.tooltip', { name: p.name, value: formatValue(p.value, lang), percent: formatValue(p.percent, lang, 1) }),
    },
    // The values in the legend and the shares on the slices: outside labels do not fit a phone.
    legend: {
      bottom: 0,
      formatter: (name: string) => `${name} ${formatValue(data.find((d) => d.name === name)?.value ?? 0, lang, 1)}`,
    },
    series: [
      {
        type: 'pie',
        radius: ['0%', '70%'],
        center: ['50%', '46%'],
        label: {
          position: 'inside',
          color: '#fff',
          fontWeight: 700,
          formatter: (p: { percent: number }) => `${formatValue(p.percent, lang, 0)} %`,
        },
        data,
      },
    ],
  };
  const empty = !means || NUTRIENTS.every((n) => !means[n]);
  const summaryId = useId();
  const total = data.reduce((sum, d) => sum + d.value, 0) || 1;
  const parts = data.map((d) => ({
    name: d.name,
    value: formatValue(d.value, lang),
    percent: formatValue((d.value / total) * 100, lang, 1),
  }));
  return (
    <ChartCard title={title} subtitle={t('soilAnalysis.pie.subtitle')} loading={loading} empty={empty} height={HEIGHT} testId={testId}>
      <div role="img" aria-label={title} aria-describedby={summaryId} data-values={NUTRIENTS.map((n) => means?.[n] ?? 0).join(',')}>
        <DeferredEChart charts={pieScatterCharts} option={option} style={{ height: HEIGHT }} />
      </div>
      {/* Its text alternative (issue 39): a sentence and the values as a table on demand. */}
      <ChartTextAlternative
        summaryId={summaryId}
        summary={t('a11y.chart.pieSummary', { title, parts: parts.map((p) => t('a11y.chart.piePart', p)).join(', ') })}
        caption={t('a11y.chart.tableCaption', { title })}
        columns={[t('a11y.chart.nutrient'), t('a11y.chart.mean'), t('a11y.chart.share')]}
        rows={parts.map((p) => ({ key: p.name, cells: [p.name, p.value, `${p.percent} %`] }))}
      />
    </ChartCard>
  );
}
