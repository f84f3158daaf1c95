import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { lineRange } from '../../../lib/chartTable';
import { DeferredEChart, zoomCharts } from '../../../components/DeferredEChart';
import { formatNumber, formatShare, monthLabelAt, monthMs } from '../../../lib/calendarFormat';
import { bandSeries } from '../../../lib/bandSeries';

export interface Band {
  ds: readonly string[];
  yhat: readonly number[];
  lower: readonly number[];
  upper: readonly number[];
}

interface Props {
  /** Observed monthly rainfall; null where the source has no value. */
  actual?: { ds: readonly string[]; y: readonly (number | null)[] };
  forecast: Band;
  /** The band's central share of outcomes, e.g. 0.8. */
  interval: number;
  /** The first month in view at first; the slider under the chart reaches the rest. */
  zoomFrom?: string;
  height?: number;
  testId: string;
  label: string;
}

const ACTUAL = '#1565c0';
const FORECAST = '#e65100';
const BAND = 'rgba(230, 81, 0, 0.18)';

/** Monthly rainfall: the observed line, the forecast line and its uncertainty band shaded. */
export function RainfallChart({ actual, forecast, interval, zoomFrom, height = 320, testId, label }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const mm = (v: number) => `${formatNumber(v, lang)} mm`;
  const names = {
    actual: t('weather.actual'),
    forecast: t('weather.forecast'),
    band: t('weather.band', { percent: formatShare(interval, lang) }),
  };

  // Values by month for the tooltip: the band is drawn as two stacked series, so its own values are not the bounds.
  const byMonth = new Map<number, { actual?: number | null; yhat?: number; lower?: number; upper?: number }>();
  const entry = (ms: number) => byMonth.get(ms) ?? byMonth.set(ms, {}).get(ms)!;
  actual?.ds.forEach((ds, i) => (entry(monthMs(ds)).actual = actual.y[i] ?? null));
  forecast.ds.forEach((ds, i) =>
    Object.assign(entry(monthMs(ds)), { yhat: forecast.yhat[i], lower: forecast.lower[i], upper: forecast.upper[i] }),
  );

  const fx = forecast.ds.map(monthMs);

  // Its text alternative (issue 39): the months covered, each line's range and last value, and the months as a table.
  const summaryId = useId();
  const months = [...byMonth.keys()].sort((a, b) => a - b);
  const ranges = [
    ...(actual ? [{ label: names.actual, range: lineRange(actual.y) }] : []),
    { label: names.forecast, range: lineRange(forecast.yhat) },
  ];
  const summary = months.length
    ? t('a11y.chart.lineSummary', {
        title: label,
        count: months.length,
        from: monthLabelAt(months[0]!, lang, 'long'),
        to: monthLabelAt(months.at(-1)!, lang, 'long'),
        series: ranges
          .flatMap(({ label: line, range }) =>
            range ? [t('a11y.chart.seriesSummary', { label: line, min: mm(range.min), max: mm(range.max), last: mm(range.last) })] : [],
          )
          .join('; '),
      })
    : '';
  const cell = (v: number | null | undefined) => (v === null || v === undefined ? '—' : mm(v));
  const rows = months
    .map((ms) => {
      const v = byMonth.get(ms)!;
      return {
        key: ms,
        cells: [
          monthLabelAt(ms, lang, 'long'),
          ...(actual ? [cell(v.actual)] : []),
          cell(v.yhat),
          v.lower !== undefined && v.upper !== undefined ? `${mm(v.lower)} – ${mm(v.upper)}` : '—',
        ],
      };
    })
    .reverse()
    .slice(0, 100);
  const option = {
    animation: false,
    grid: { left: 8, right: 16, top: 52, bottom: 56, containLabel: true },
    legend: { top: 0, data: [...(actual ? [names.actual] : []), names.forecast, names.band], itemGap: 12 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ value: [number, number] }>) => {
        const ms = params[0]?.value[0];
        if (ms === undefined) return '';
        const v = byMonth.get(ms);
        const lines = [`<b>${monthLabelAt(ms, lang, 'long')}</b>`];
        if (v?.actual !== undefined) lines.push(`${names.actual}: ${v.actual === null ? '—' : mm(v.actual)}`);
        if (v?.yhat !== undefined) lines.push(`${names.forecast}: ${mm(v.yhat)}`);
        if (v?.lower !== undefined && v.upper !== undefined) lines.push(`${names.band}: ${mm(v.lower)} – ${mm(v.upper)}`);
        return lines.join('<br/>');
      },
    },
    xAxis: {
      type: 'time',
      axisLabel: { hideOverlap: true, formatter: (ms: number) => monthLabelAt(ms, lang) },
    },
    yAxis: {
      type: 'value',
      name: t('weather.rainfallAxis'),
      nameTextStyle: { align: 'left' },
      min: 0,
      axisLabel: { formatter: (v: number) => formatNumber(v, lang, 0) },
    },
    dataZoom: [
      { type: 'inside', ...(zoomFrom ? { startValue: monthMs(zoomFrom) } : {}) },
      {
        type: 'slider',
        height: 18,
        bottom: 8,
        ...(zoomFrom ? { startValue: monthMs(zoomFrom) } : {}),
        labelFormatter: (ms: number) => monthLabelAt(ms, lang),
      },
    ],
    series: [
      ...bandSeries(
        names.band,
        BAND,
        fx.map((x, i) => [x, forecast.lower[i] ?? 0, forecast.upper[i] ?? 0] as const),
      ),
      ...(actual
        ? [
            {
              name: names.actual,
              type: 'line',
              color: ACTUAL,
              symbol: 'none',
              lineStyle: { width: 1.5 },
              connectNulls: false,
              data: actual.ds.map((ds, i) => [monthMs(ds), actual.y[i] ?? null]),
            },
          ]
        : []),
      {
        name: names.forecast,
        type: 'line',
        color: FORECAST,
        symbol: 'none',
        lineStyle: { width: 2 },
        data: fx.map((x, i) => [x, forecast.yhat[i]]),
      },
    ],
  };
  return (
    <>
      <div
        data-testid={testId}
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        data-actual-points={actual ? actual.y.filter((y) => y !== null).length : 0}
        data-forecast-points={forecast.ds.length}
      >
        <DeferredEChart charts={zoomCharts} option={option} style={{ height }} />
      </div>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={summary}
        caption={t('a11y.chart.dataCaption', { title: label })}
        note={rows.length < months.length ? t('a11y.chart.pointsShown', { shown: rows.length, count: months.length }) : undefined}
        columns={[t('a11y.chart.month'), ...(actual ? [names.actual] : []), names.forecast, names.band]}
        rows={rows}
      />
    </>
  );
}
