import type { ModelCard } from '@agrim/contracts';
import { DeferredEChart, lineCharts } from '../DeferredEChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { barExtremes } from '../../lib/chartTable';
import { ChartTextAlternative } from '../ChartTextAlternative';
import { formatPercent } from '../../lib/predictionFormat';

interface Props {
  importance: ModelCard['feature_importance'];
  featureName: (feature: string) => string;
}

/** Horizontal bars, the most important input on top. */
export function FeatureImportanceChart({ importance, featureName }: Props) {
  const { t, i18n } = useTranslation();
  const sorted = [...importance].sort((a, b) => a.importance - b.importance);
  // Permutation importance: the drop in accuracy, read as percentage points.
  const format = (v: number) => formatPercent(v, i18n.language);
  // Its text alternative (issue 39): the most and least important input in a sentence, and all of them as a table.
  const summaryId = useId();
  const title = t('a11y.chart.importanceTitle');
  const bars = [...sorted].reverse().map((f) => ({ name: featureName(f.feature), value: f.importance }));
  const ends = barExtremes(bars);
  const option = {
    animation: false,
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: format },
    xAxis: { type: 'value', axisLabel: { formatter: format }, splitNumber: 3 },
    yAxis: { type: 'category', data: sorted.map((f) => featureName(f.feature)), axisTick: { show: false } },
    series: [
      {
        type: 'bar',
        data: sorted.map((f) => f.importance),
        itemStyle: { color: '#2e7d32', borderRadius: [0, 4, 4, 0] },
        barMaxWidth: 22,
        label: { show: true, position: 'right', formatter: (p: { value: number }) => format(p.value) },
      },
    ],
  };
  return (
    <>
      <div data-testid="feature-importance" role="img" aria-label={title} aria-describedby={summaryId}>
        <DeferredEChart charts={lineCharts} option={option} style={{ height: sorted.length * 34 + 40 }} />
      </div>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={
          ends
            ? t('a11y.chart.barSummary', {
                title,
                count: bars.length,
                highest: ends.highest.name,
                highestValue: format(ends.highest.value),
                lowest: ends.lowest.name,
                lowestValue: format(ends.lowest.value),
              })
            : ''
        }
        caption={t('a11y.chart.dataCaption', { title })}
        columns={[t('a11y.chart.input'), title]}
        rows={bars.map((b) => ({ key: b.name, cells: [b.name, format(b.value)] }))}
      />
    </>
  );
}
