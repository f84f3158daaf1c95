import { Box, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { barExtremes } from '../../../lib/chartTable';
import { DeferredEChart, lineCharts } from '../../../components/DeferredEChart';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { formatNumber, formatPercent } from '../../../lib/predictionFormat';

interface Props {
  labels: string[];
  /** 0..1, in `labels` order. */
  values: number[];
  xName: string;
  yName: string;
  /** The bar drawn in the strong colour (the predicted class); none when the model is not sure. */
  highlight?: number;
  testId?: string;
}

/** Class probabilities as vertical bars on a 0 to 1 scale (spec 2.16, 2.17). */
export function ProbabilityChart({ labels, values, xName, yName, highlight, testId = 'probability-chart' }: Props) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const lang = i18n.language;
  // Class names side by side overlap on a phone or beyond three classes: slant them there.
  const slant = narrow || labels.length > 3;
  const option = {
    animation: false,
    grid: { left: 56, right: 16, top: 24, bottom: slant ? 104 : 64 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: number) => `${formatNumber(v, lang, 3)} (${formatPercent(v, lang)})`,
    },
    xAxis: {
      type: 'category',
      data: labels,
      name: xName,
      nameLocation: 'middle',
      nameGap: slant ? 88 : 44,
      nameTextStyle: { fontWeight: 600 },
      axisTick: { alignWithLabel: true },
      axisLabel: slant ? { interval: 0, rotate: 35, width: 130, overflow: 'truncate' } : { interval: 0, width: 120, overflow: 'break' },
    },
    yAxis: {
      type: 'value',
      min: 0,
      max: 1,
      interval: 0.2,
      name: yName,
      nameLocation: 'middle',
      nameGap: 40,
      nameTextStyle: { fontWeight: 600 },
      axisLabel: { formatter: (v: number) => formatNumber(v, lang, 1) },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 48,
        data: values.map((v, i) => ({
          value: v,
          itemStyle: { color: i === highlight ? '#2e7d32' : '#a5d6a7', borderRadius: [4, 4, 0, 0] },
        })),
        label: {
          show: !narrow || labels.length <= 5,
          position: 'top',
          formatter: (p: { value: number }) => formatNumber(p.value, lang, 2),
        },
      },
    ],
  };
  const summary = labels.map((l, i) => `${l}: ${formatPercent(values[i] ?? 0, lang)}`).join(', ');
  // Its text alternative (issue 39): the highest and lowest class in a sentence, and every class as a table on demand.
  const summaryId = useId();
  const title = `${yName} / ${xName}`;
  const ends = barExtremes(labels.map((name, i) => ({ name, value: values[i] ?? 0 })));
  return (
    <>
      <Box role="img" aria-label={`${title}: ${summary}`} aria-describedby={summaryId} data-testid={testId}>
        <DeferredEChart charts={lineCharts} option={option} style={{ height: slant ? 360 : 320 }} />
      </Box>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={
          ends
            ? t('a11y.chart.barSummary', {
                title,
                count: labels.length,
                highest: ends.highest.name,
                highestValue: formatPercent(ends.highest.value, lang),
                lowest: ends.lowest.name,
                lowestValue: formatPercent(ends.lowest.value, lang),
              })
            : ''
        }
        caption={t('a11y.chart.dataCaption', { title })}
        columns={[xName, yName]}
        rows={labels.map((l, i) => ({
          key: `${i}-${l}`,
          cells: [l, `${formatNumber(values[i] ?? 0, lang, 3)} (${formatPercent(values[i] ?? 0, lang)})`],
        }))}
      />
    </>
  );
}
