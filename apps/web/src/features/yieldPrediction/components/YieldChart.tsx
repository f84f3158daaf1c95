import { numberFormat } from '../../../lib/intl';
import type { YieldPredictionResponse } from '@agrim/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { lineRange } from '../../../lib/chartTable';
import { DeferredEChart, lineCharts } from '../../../components/DeferredEChart';
import { formatShare } from '../../../lib/calendarFormat';
import { bandSeries } from '../../../lib/bandSeries';
import { numberLocale } from '../../../lib/language';

const HISTORICAL = '#2e7d32';
const FUTURE = '#e65100';
const BAND = 'rgba(230, 81, 0, 0.18)';

/** Production in tonnes (bales, nuts) as thousands, the chart's unit. */
const thousands = (tonnes: number) => tonnes / 1000;

/**
 * Spec 2.18: production by year, the historical line solid and the forecast dashed, joined at the
 * last observed year, with the forecast's interval shaded.
 */
/** The source counts cotton in bales and coconut in nuts; every other crop in tonnes. */
export function productionUnit(crop: string): 'tonnes' | 'bales' | 'nuts' {
  if (/^cotton/i.test(crop.trim())) return 'bales';
  if (/^coconut/i.test(crop.trim())) return 'nuts';
  return 'tonnes';
}

export function productionAxisKey(crop: string): 'yield.production' | 'yield.productionBales' | 'yield.productionNuts' {
  return ({ tonnes: 'yield.production', bales: 'yield.productionBales', nuts: 'yield.productionNuts' } as const)[productionUnit(crop)];
}

export function YieldChart({ data, label, crop }: { data: YieldPredictionResponse; label: string; crop: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const number = numberFormat(numberLocale(lang), { maximumSignificantDigits: 4 });
  const names = {
    historical: t('yield.historical'),
    future: t('yield.future'),
    band: t('yield.band', { percent: formatShare(data.model.interval, lang) }),
  };
  const history = [...data.historical_data].sort((a, b) => a.Crop_Year - b.Crop_Year);
  const future = [...data.future_data].sort((a, b) => a.Crop_Year - b.Crop_Year);
  const last = history.at(-1);
  const years = [...new Set([...history, ...future].map((p) => p.Crop_Year))].sort((a, b) => a - b);
  const byYear = new Map<number, { historical?: number; future?: number; lower?: number; upper?: number }>();
  for (const p of history) byYear.set(p.Crop_Year, { historical: thousands(p.Production) });
  for (const p of future) {
    byYear.set(p.Crop_Year, {
      ...byYear.get(p.Crop_Year),
      future: thousands(p.Production),
      lower: thousands(p.lower),
      upper: thousands(p.upper),
    });
  }
  // The dashed line starts at the last observed year so the two lines join.
  const joint = last ? [{ Crop_Year: last.Crop_Year, Production: last.Production, lower: last.Production, upper: last.Production }] : [];
  const futureLine = [...joint, ...future].map((p) => [p.Crop_Year, thousands(p.Production)]);
  // The band opens from the last observed year too, where it has no width.
  const band = [...joint, ...future];

  // Its text alternative (issue 39): the years covered, each line's range and last value (in the axis's unit),
  // and the years as a table.
  const summaryId = useId();
  const unitName = t(productionAxisKey(crop));
  const fmt = (v: number | undefined) => (v === undefined ? '—' : number.format(v));
  const summary = years.length
    ? t('a11y.chart.lineSummary', {
        title: `${label} (${unitName})`,
        count: years.length,
        from: String(years[0]),
        to: String(years.at(-1)),
        series: [
          { line: names.historical, range: lineRange(history.map((p) => thousands(p.Production))) },
          { line: names.future, range: lineRange(future.map((p) => thousands(p.Production))) },
        ]
          .flatMap(({ line, range }) =>
            range ? [t('a11y.chart.seriesSummary', { label: line, min: fmt(range.min), max: fmt(range.max), last: fmt(range.last) })] : [],
          )
          .join('; '),
      })
    : '';
  const rows = years.map((year) => {
    const v = byYear.get(year);
    return {
      key: year,
      cells: [
        String(year),
        fmt(v?.historical),
        fmt(v?.future),
        v?.lower !== undefined && v.upper !== undefined ? `${fmt(v.lower)} – ${fmt(v.upper)}` : '—',
      ],
    };
  });
  const option = {
    animation: false,
    grid: { left: 8, right: 24, top: 52, bottom: 36, containLabel: true },
    legend: { top: 0, data: [names.historical, names.future, names.band] },
    tooltip: {
      trigger: 'axis',
      formatter: (params: Array<{ value: [number, number] }>) => {
        const year = params[0]?.value[0];
        if (year === undefined) return '';
        const v = byYear.get(year);
        const lines = [`<b>${year}</b>`];
        if (v?.historical !== undefined) lines.push(`${names.historical}: ${number.format(v.historical)}`);
        if (v?.future !== undefined) lines.push(`${names.future}: ${number.format(v.future)}`);
        if (v?.lower !== undefined && v.upper !== undefined)
          lines.push(`${names.band}: ${number.format(v.lower)} – ${number.format(v.upper)}`);
        return lines.join('<br/>');
      },
    },
    xAxis: {
      type: 'value',
      name: t('yield.year'),
      nameLocation: 'middle',
      nameGap: 28,
      min: years[0],
      max: years.at(-1),
      minInterval: 1,
      axisLabel: { formatter: (v: number) => String(v), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: t(productionAxisKey(crop)),
      nameTextStyle: { align: 'left' },
      min: 0,
      axisLabel: { formatter: (v: number) => number.format(v) },
    },
    series: [
      ...bandSeries(
        names.band,
        BAND,
        band.map((p) => [p.Crop_Year, thousands(p.lower), thousands(p.upper)] as const),
      ),
      {
        name: names.historical,
        type: 'line',
        color: HISTORICAL,
        symbolSize: 5,
        lineStyle: { width: 2 },
        data: history.map((p) => [p.Crop_Year, thousands(p.Production)]),
      },
      {
        name: names.future,
        type: 'line',
        color: FUTURE,
        symbolSize: 5,
        lineStyle: { width: 2, type: 'dashed' },
        data: futureLine,
      },
    ],
  };
  return (
    <>
      <div
        data-testid="yield-chart"
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        data-historical-points={history.length}
        data-future-points={future.length}
      >
        <DeferredEChart charts={lineCharts} option={option} style={{ height: 360 }} />
      </div>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={summary}
        caption={t('a11y.chart.dataCaption', { title: `${label} (${unitName})` })}
        columns={[t('a11y.chart.year'), names.historical, names.future, names.band]}
        rows={rows}
      />
    </>
  );
}
