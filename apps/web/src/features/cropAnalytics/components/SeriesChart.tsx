import { Box, useMediaQuery, useTheme } from '@mui/material';
import { DeferredEChart, pieScatterCharts } from '../../../components/DeferredEChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { barExtremes } from '../../../lib/chartTable';
import { formatValue } from '../../../lib/soilAnalysisFormat';

export interface Series {
  name: string;
  type: 'bar' | 'line';
  data: number[];
  color: string;
  /** A colour per point (e.g. N, P, K bars of one series). */
  pointColours?: string[];
}

interface Props {
  title: string;
  subtitle?: string;
  categories: string[];
  series: Series[];
  unit: string;
  loading: boolean;
  testId: string;
  height?: number;
  /** Across both columns of the chart grid (long axis labels). */
  wide?: boolean;
  /** The y axis fits the data instead of starting at 0 (temperatures). */
  scale?: boolean;
}

/** A titled bar or line chart over categories (stages, zones, days) with a legend and the values in its data. */
export function SeriesChart({ title, subtitle, categories, series, unit, loading, testId, height = 280, wide, scale }: Props) {
  const { t, i18n } = useTranslation();
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const lang = i18n.language;
  // Its text alternative (issue 39): per series its highest and lowest category, and the values as a table.
  const summaryId = useId();
  const withUnit = (v: number | undefined) => (v === undefined ? '—' : `${formatValue(v, lang)} ${unit}`.trim());
  const parts = series.flatMap((s) => {
    const ends = barExtremes(s.data.slice(0, categories.length).map((value, i) => ({ name: categories[i]!, value })));
    return ends
      ? [
          t('a11y.chart.seriesExtremes', {
            label: s.name,
            highest: ends.highest.name,
            highestValue: withUnit(ends.highest.value),
            lowest: ends.lowest.name,
            lowestValue: withUnit(ends.lowest.value),
          }),
        ]
      : [];
  });
  const option = {
    animation: false,
    legend: { show: series.length > 1, top: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: series.length > 1 ? (narrow ? 64 : 44) : 28, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: series.some((s) => s.type === 'bar') ? 'shadow' : 'line' },
      valueFormatter: (v: number) => `${formatValue(v, lang)} ${unit}`,
    },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: narrow
        ? { interval: 0, rotate: 35, fontSize: 10 }
        : { interval: 0, width: wide ? 120 : 80, overflow: 'break', fontSize: 11, lineHeight: 14 },
      axisTick: { alignWithLabel: true },
    },
    yAxis: { type: 'value', name: unit, nameTextStyle: { align: 'left' }, scale: !!scale },
    series: series.map((s) => ({
      name: s.name,
      type: s.type,
      data: s.pointColours ? s.data.map((value, i) => ({ value, itemStyle: { color: s.pointColours![i] } })) : s.data,
      itemStyle: { color: s.color },
      lineStyle: { color: s.color, width: 2 },
      symbolSize: 7,
      barMaxWidth: 36,
    })),
  };
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? { lg: '1 / -1' } : undefined }}>
      <ChartCard
        title={title}
        subtitle={subtitle}
        loading={loading}
        empty={!categories.length || series.every((s) => !s.data.length)}
        height={height}
        testId={testId}
      >
        <div role="img" aria-label={title} aria-describedby={summaryId} data-values={series.map((s) => s.data.join(',')).join(';')}>
          <DeferredEChart charts={pieScatterCharts} option={option} style={{ height }} />
        </div>
        <ChartTextAlternative
          summaryId={summaryId}
          summary={parts.length ? t('a11y.chart.listSummary', { title, parts: parts.join('; ') }) : ''}
          caption={t('a11y.chart.dataCaption', { title })}
          columns={[t('a11y.chart.name'), ...series.map((s) => s.name)]}
          rows={categories.map((c, i) => ({ key: `${i}-${c}`, cells: [c, ...series.map((s) => withUnit(s.data[i]))] }))}
        />
      </ChartCard>
    </Box>
  );
}
