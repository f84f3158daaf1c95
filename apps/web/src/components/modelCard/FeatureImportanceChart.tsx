import type { ModelCard } from '@agrim/contracts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { echarts } from '../../lib/echarts';
import { formatPercent } from '../../lib/predictionFormat';

interface Props {
  importance: ModelCard['feature_importance'];
  featureName: (feature: string) => string;
}

/** Horizontal bars, the most important input on top. */
export function FeatureImportanceChart({ importance, featureName }: Props) {
  const { i18n } = useTranslation();
  const sorted = [...importance].sort((a, b) => a.importance - b.importance);
  // Permutation importance: the drop in accuracy, read as percentage points.
  const format = (v: number) => formatPercent(v, i18n.language);
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
    <div data-testid="feature-importance">
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ height: sorted.length * 34 + 40 }}
        opts={{ renderer: 'canvas' }}
      />
    </div>
  );
}
