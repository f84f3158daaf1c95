import type { CalculateResponse } from '@agrim/contracts';
import { DeferredEChart, pieScatterCharts } from '../../../components/DeferredEChart';
import { useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { formatValue } from '../../../lib/soilAnalysisFormat';

export const COLUMNS = ['Current', 'Recommended', 'Required', 'Excess'] as const;
const COLOURS = ['#6d4c41', '#1565c0', '#2e7d32', '#f9a825'];
const HEIGHT = 320;

/** 'Nutrient Comparison': Current, Recommended, Required and Excess side by side for each nutrient. */
export function NutrientComparisonChart({ table }: { table: CalculateResponse['nutrients_table'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // The legend takes two lines on a phone.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Its text alternative (issue 39): each nutrient's four values in a sentence, and as a table on demand.
  const summaryId = useId();
  const title = t('soilAnalysis.calculator.comparison');
  const names = COLUMNS.map((c) => t(`soilAnalysis.calculator.columns.${c}`));
  const parts = table.map((r) =>
    t('a11y.chart.part', { name: r.Nutrient, value: COLUMNS.map((c, i) => `${names[i]} ${formatValue(r[c], lang)}`).join(', ') }),
  );
  const option = {
    animation: false,
    color: COLOURS,
    grid: { left: 8, right: 12, top: narrow ? 60 : 40, bottom: 8, containLabel: true },
    legend: { top: 0, data: COLUMNS.map((c) => t(`soilAnalysis.calculator.columns.${c}`)) },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => formatValue(v, lang) },
    xAxis: {
      type: 'category',
      data: table.map((r) => r.Nutrient),
      axisLabel: { interval: 0, overflow: 'break', width: narrow ? 72 : 120, lineHeight: 16 },
    },
    yAxis: { type: 'value' },
    series: COLUMNS.map((c) => ({
      name: t(`soilAnalysis.calculator.columns.${c}`),
      type: 'bar',
      barMaxWidth: 28,
      data: table.map((r) => r[c]),
    })),
  };
  return (
    <ChartCard title={title} loading={false} empty={table.length === 0} height={HEIGHT} testId="nutrient-comparison">
      <div
        role="img"
        aria-label={t('soilAnalysis.calculator.comparisonAria')}
        aria-describedby={summaryId}
        data-series={COLUMNS.length}
        data-categories={table.length}
      >
        <DeferredEChart charts={pieScatterCharts} option={option} style={{ height: HEIGHT }} />
      </div>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={parts.length ? t('a11y.chart.listSummary', { title, parts: parts.join('; ') }) : ''}
        caption={t('a11y.chart.dataCaption', { title })}
        columns={[t('a11y.chart.nutrient'), ...names]}
        rows={table.map((r) => ({ key: r.Nutrient, cells: [r.Nutrient, ...COLUMNS.map((c) => formatValue(r[c], lang))] }))}
      />
    </ChartCard>
  );
}
