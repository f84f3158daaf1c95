import type { Reading } from '@agrim/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartSeries, chartTable, formatChartNumber } from '../lib/chartTable';
import { formatChartTime } from '../lib/time';
import { ChartTextAlternative } from './ChartTextAlternative';

interface Props {
  title: string;
  series: readonly ChartSeries[];
  data: readonly Reading[];
  /** The id the chart's drawing points at (aria-describedby) for its summary sentence. */
  summaryId: string;
}

/**
 * A readings chart's text alternative (issue 39): one sentence saying what the lines show (period, each line's
 * range and newest value), read as the chart's description, and its readings as a table on demand, in the
 * reader's language.
 */
export function ChartDataTable({ title, series, data, summaryId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const table = useMemo(() => chartTable(series, data), [series, data]);
  const num = (v: number) => formatChartNumber(v, lang);
  const summary =
    table.count === 0 || table.from === null || table.to === null
      ? t('a11y.chart.empty', { title })
      : t('a11y.chart.summary', {
          title,
          count: table.count,
          from: formatChartTime(table.from, lang, true),
          to: formatChartTime(table.to, lang, true),
          series: table.stats
            .map((s) => t('a11y.chart.seriesSummary', { label: s.label, min: num(s.min), max: num(s.max), last: num(s.last) }))
            .join('; '),
        });
  return (
    <>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={summary}
        caption={t('a11y.chart.tableCaption', { title })}
        note={table.rows.length < table.count ? t('a11y.chart.rowsShown', { shown: table.rows.length, count: table.count }) : undefined}
        columns={[t('a11y.chart.time'), ...series.map((s) => s.label)]}
        rows={table.rows.map((row) => ({
          key: row.at,
          cells: [formatChartTime(row.at, lang, true), ...row.values.map((v) => (v === null ? t('a11y.chart.noValue') : num(v)))],
        }))}
      />
    </>
  );
}
