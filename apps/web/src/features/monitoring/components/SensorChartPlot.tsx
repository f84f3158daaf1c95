import { chartValue, isFaultyReading, type Reading } from '@agrim/contracts';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../../components/EChart';
import { echarts } from '../../../lib/echartsZoom';
import { formatChartTime } from '../../../lib/time';
import { compact, type SeriesSpec } from './SensorLineChart';

interface Props {
  series: SeriesSpec[];
  data: Reading[];
  suggestedMax: number;
  height: number;
}

/**
 * The drawn chart, in its own chunk with the chart library (issue 24). Its options are built once per
 * data change: the page around it re-renders every second (the 'updated … ago' clock).
 */
function SensorChartPlot({ series, data, suggestedMax, height }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const seriesKey = series.map((s) => `${s.key}:${s.label}:${s.color}`).join('|');
  const [option, faultCount] = useMemo(() => {
    const secondAxis = series.length > 1 && series.some((s) => s.key === 'conductivity');
    const faults = data.filter(isFaultyReading);
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
          data: data.map((r) => [Date.parse(r.timestamp), chartValue(r, s.key)]),
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
    return [option, faults.length] as const;
    // seriesKey stands for series, whose array is new on each render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seriesKey, data, suggestedMax, lang, t]);
  return (
    <div data-faults={faultCount}>
      <EChart echarts={echarts} option={option} style={{ height }} />
    </div>
  );
}

export default memo(SensorChartPlot);
