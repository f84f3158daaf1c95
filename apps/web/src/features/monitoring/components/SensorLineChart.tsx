import { chartValue, isFaultyReading, type Reading } from '@agrim/contracts';
import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { echarts } from '../../../lib/echarts';
import { formatChartTime } from '../../../lib/time';

export interface SeriesSpec {
  key: 'nitrogen' | 'phosphorus' | 'potassium' | 'temperature' | 'humidity' | 'ph' | 'conductivity';
  label: string;
  color: string;
}

/** Spec 9: values above 999 read as thousands with K. */
export const compact = (v: number) => (Math.abs(v) > 999 ? `${Math.round(v / 100) / 10}K` : `${v}`);

interface Props {
  title: string;
  series: SeriesSpec[];
  data: Reading[] | undefined;
  loading: boolean;
  error: Error | null;
  /** Spec 9's suggested maximum: the axis reaches at least this high. */
  suggestedMax: number;
  height?: number;
  testId: string;
}

export function SensorLineChart({ title, series, data, loading, error, suggestedMax, height = 320, testId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const secondAxis = series.length > 1 && series.some((s) => s.key === 'conductivity');
  const faults = (data ?? []).filter(isFaultyReading);
  const option = {
    animation: false,
    color: series.map((s) => s.color),
    grid: { left: 48, right: secondAxis ? 48 : 16, top: 40, bottom: 64 },
    legend: { top: 4, data: [...series.map((s) => s.label), ...(faults.length ? [t('monitoring.probeFault')] : [])] },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number) => compact(Math.round(v * 100) / 100),
      axisPointer: { label: { formatter: (p: { value: number }) => formatChartTime(p.value, lang, true) } },
    },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: (v: number) => formatChartTime(v, lang, true) } },
    // Conductivity (hundreds of µS/cm) beside values near 0–40 gets its own axis on the right.
    yAxis: [
      { type: 'value', max: (v: { max: number }) => Math.max(suggestedMax, Math.ceil(v.max * 1.05)), axisLabel: { formatter: compact } },
      ...(secondAxis ? [{ type: 'value', position: 'right', splitLine: { show: false }, axisLabel: { formatter: compact } }] : []),
    ],
    dataZoom: [
      { type: 'inside' },
      { type: 'slider', height: 18, bottom: 8, labelFormatter: (v: number) => formatChartTime(v, lang, true) },
    ],
    series: [
      // A faulty all-zero reading (a failed probe) is a gap in each line, never a drop to 0 ...
      ...series.map((s) => ({
        name: s.label,
        yAxisIndex: secondAxis && s.key === 'conductivity' ? 1 : 0,
        type: 'line',
        smooth: 0.3,
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 1.5 },
        data: (data ?? []).map((r) => [Date.parse(r.timestamp), chartValue(r, s.key)]),
      })),
      // ... and a marked point (▲) at the bottom of the chart.
      ...(faults.length
        ? [
            {
              name: t('monitoring.probeFault'),
              // A line series with no line: points only (the scatter chart stays out of this bundle).
              type: 'line',
              lineStyle: { opacity: 0 },
              showSymbol: true,
              symbol: 'triangle',
              symbolSize: 8,
              color: '#b71c1c',
              z: 5,
              tooltip: { valueFormatter: () => t('monitoring.probeFaultValue') },
              data: faults.map((r) => [Date.parse(r.timestamp), 0]),
            },
          ]
        : []),
    ],
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {error ? (
        <Alert severity="error">{t('monitoring.chartError', { message: error.message })}</Alert>
      ) : loading && !data ? (
        <Box sx={{ position: 'relative' }}>
          <Skeleton variant="rounded" height={height} />
          <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} color="text.secondary">
            {t('monitoring.loadingChart')}
          </Typography>
        </Box>
      ) : data && data.length === 0 ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{t('monitoring.noReadings')}</Typography>
        </Box>
      ) : (
        <div data-faults={faults.length}>
          <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height }} opts={{ renderer: 'canvas' }} />
        </div>
      )}
    </Paper>
  );
}
