import { PH_ANOMALY_REASONS, type PhGraphResponse } from '@agrim/contracts';
import { DeferredEChart, pieScatterZoomCharts } from '../../../components/DeferredEChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/ChartCard';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { lineRange } from '../../../lib/chartTable';
import { formatValue, intervalLabel } from '../../../lib/soilAnalysisFormat';
import { formatChartTime } from '../../../lib/time';

type ChartData = PhGraphResponse['chart_data'];
const HEIGHT = 320;
const REASON_COLOURS = { sensor_fault: '#c62828', stuck: '#6a1b9a', spike: '#ef6c00' } as const;

/** The pH series (soilAnalysis.phGraph): the readings, their rolling median and the anomalies as points by reason. */
export function PhChart({ data, loading, error }: { data: ChartData | undefined; loading: boolean; error: Error | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const xs = (data?.timestamps ?? []).map((ts) => Date.parse(ts));
  const names = { ph: t('soilAnalysis.ph.pH'), median: t('soilAnalysis.ph.rollingMedian') };
  const anomalies = PH_ANOMALY_REASONS.map((reason) => ({
    reason,
    name: t(`soilAnalysis.ph.reasons.${reason}`),
    points: xs.flatMap((x, i) => (data?.anomaly[i] === reason ? [[x, data.ph[i]!]] : [])),
  }));
  // Its text alternative (issue 39): the period, each line's range and last value, and the points as a table.
  const summaryId = useId();
  const title = t('soilAnalysis.ph.chartTitle');
  const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '—' : formatValue(v, lang));
  const phLine = xs.map((_x, i) => (data?.anomaly[i] === 'sensor_fault' ? null : (data?.ph[i] ?? null)));
  const medianLine = xs.map((_x, i) => data?.rolling_median[i] ?? null);
  const lines = [
    { label: names.ph, range: lineRange(phLine) },
    { label: names.median, range: lineRange(medianLine) },
  ];
  const summary =
    xs.length === 0
      ? ''
      : t('a11y.chart.lineSummary', {
          title,
          count: xs.length,
          from: formatChartTime(xs[0]!, lang, true),
          to: formatChartTime(xs.at(-1)!, lang, true),
          series: lines
            .flatMap(({ label, range }) =>
              range ? [t('a11y.chart.seriesSummary', { label, min: fmt(range.min), max: fmt(range.max), last: fmt(range.last) })] : [],
            )
            .join('; '),
        });
  // The newest 100, newest first; only they are formatted (all 1,500 were, a tenth of a second on a phone).
  const rows = xs
    .slice(-100)
    .map((x, j) => {
      const i = Math.max(0, xs.length - 100) + j;
      return {
        key: i,
        cells: [
          formatChartTime(x, lang, true),
          fmt(phLine[i]),
          fmt(medianLine[i]),
          data?.anomaly[i] ? t(`soilAnalysis.ph.reasons.${data.anomaly[i]}`) : '',
        ],
      };
    })
    .reverse();
  const option = {
    animation: false,
    grid: { left: 8, right: 16, top: 56, bottom: 56, containLabel: true },
    legend: { top: 0, data: [names.ph, names.median, ...anomalies.filter((a) => a.points.length).map((a) => a.name)] },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: number | null) => (v === null || v === undefined ? '—' : formatValue(v, lang)),
      axisPointer: { label: { formatter: (p: { value: number }) => formatChartTime(p.value, lang, true) } },
    },
    xAxis: { type: 'time', axisLabel: { hideOverlap: true, formatter: (v: number) => formatChartTime(v, lang, true) } },
    yAxis: { type: 'value', scale: true, name: 'pH', nameTextStyle: { align: 'left' } },
    dataZoom: [
      { type: 'inside' },
      { type: 'slider', height: 18, bottom: 8, labelFormatter: (v: number) => formatChartTime(v, lang, true) },
    ],
    series: [
      {
        name: names.ph,
        type: 'line',
        color: '#80cbc4',
        showSymbol: false,
        lineStyle: { width: 1 },
        // A reading the probe could not have measured (sensor_fault, e.g. an all-zero reading) is a gap
        // in the line, never a drop to 0; it is drawn as its marked point below.
        data: xs.map((x, i) => [x, data?.anomaly[i] === 'sensor_fault' ? null : data?.ph[i]]),
        connectNulls: false,
      },
      {
        name: names.median,
        type: 'line',
        color: '#004d40',
        showSymbol: false,
        connectNulls: false,
        lineStyle: { width: 2.5 },
        data: xs.map((x, i) => [x, data?.rolling_median[i] ?? null]),
      },
      ...anomalies.map((a) => ({ name: a.name, type: 'scatter', color: REASON_COLOURS[a.reason], symbolSize: 9, z: 5, data: a.points })),
    ],
  };
  return (
    <ChartCard
      title={title}
      subtitle={data?.bucket_seconds ? t('soilAnalysis.ph.bucketed', { interval: intervalLabel(data.bucket_seconds, t) }) : undefined}
      loading={loading}
      empty={!!error || xs.length === 0}
      height={HEIGHT}
      testId="ph-chart"
    >
      <div
        role="img"
        aria-label={t('soilAnalysis.ph.chartAria')}
        aria-describedby={summaryId}
        data-points={xs.length}
        data-anomalies={anomalies.reduce((s, a) => s + a.points.length, 0)}
      >
        <DeferredEChart charts={pieScatterZoomCharts} option={option} style={{ height: HEIGHT }} />
      </div>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={summary}
        caption={t('a11y.chart.dataCaption', { title })}
        note={rows.length < xs.length ? t('a11y.chart.pointsShown', { shown: rows.length, count: xs.length }) : undefined}
        columns={[t('a11y.chart.time'), names.ph, names.median, t('a11y.chart.anomaly')]}
        rows={rows}
      />
    </ChartCard>
  );
}
