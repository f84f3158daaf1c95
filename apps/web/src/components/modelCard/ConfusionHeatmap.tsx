import type { ModelCard } from '@agrim/contracts';
import { DeferredEChart, heatmapCharts } from '../DeferredEChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/predictionFormat';
import { ChartTextAlternative } from '../ChartTextAlternative';
import { ScrollRegion } from '../ScrollRegion';
import { numberLocale } from '../../lib/language';

/** As ECharts' own format.encodeHTML, without fetching ECharts for it: the tooltip is HTML. */
const encodeHTML = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface Props {
  confusion: ModelCard['evaluation']['confusion'];
  /** A class label as shown (crop names are translated). */
  labelOf: (label: string) => string;
}

/**
 * Rows the true class, columns the predicted one, the count in each cell. Right answers (the
 * diagonal) are shaded green and mistakes red, each on its own scale, so a few errors beside
 * hundreds of right answers still show. Wide matrices scroll sideways on a phone.
 */
export function ConfusionHeatmap({ confusion, labelOf }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const names = confusion.labels.map(labelOf);
  type Cell = [predicted: number, actual: number, count: number];
  const right: Cell[] = [];
  const wrong: Cell[] = [];
  confusion.matrix.forEach((row, actual) =>
    row.forEach((count, predicted) => {
      if (count > 0) (actual === predicted ? right : wrong).push([predicted, actual, count]);
    }),
  );
  // Each cell's count in white on the darker shades and in near-black on the light ones.
  const items = (cells: Cell[]) => {
    const max = Math.max(1, ...cells.map((c) => c[2]));
    return { max, data: cells.map((c) => ({ value: c, label: { color: c[2] / max > 0.45 ? '#fff' : '#1a1a1a' } })) };
  };
  const ok = items(right);
  const bad = items(wrong);
  const n = names.length;
  // Square-ish cells: bigger for a few classes, at least 30 px for many (then a phone scrolls sideways).
  const cell = Math.max(30, Math.min(56, Math.floor(640 / n)));
  const longest = Math.max(...names.map((name) => name.length));
  // Slanted column names for many classes, or for names wider than a cell (e.g. disease names).
  const rotate = n > 8 || longest * 7 > cell;
  const yLabelRoom = Math.min(140, 16 + longest * 7);
  const xLabelRoom = rotate ? Math.min(120, 16 + longest * 5.5) : 28;
  const height = n * cell + xLabelRoom + 64;
  const width = n * cell + yLabelRoom + 24;
  const label = { show: true, fontSize: n > 12 ? 11 : 13 };
  // Its text alternative (issue 39): how many right, the most frequent mistake, and the matrix as a table.
  const summaryId = useId();
  const title = t('crop.report.confusion');
  const countFmt = (v: number) => v.toLocaleString(numberLocale(lang));
  const rightCount = right.reduce((sum, c) => sum + c[2], 0);
  const total = rightCount + wrong.reduce((sum, c) => sum + c[2], 0);
  const worst = wrong.reduce<Cell | undefined>((m, c) => (!m || c[2] > m[2] ? c : m), undefined);
  const summary = total
    ? t('a11y.chart.confusionSummary', {
        title,
        right: countFmt(rightCount),
        total: countFmt(total),
        percent: formatPercent(rightCount / total, lang),
      }) +
      (worst
        ? ' ' +
          t('a11y.chart.confusionWorst', { actual: names[worst[1]] ?? '', predicted: names[worst[0]] ?? '', count: countFmt(worst[2]) })
        : '')
    : '';
  const option = {
    animation: false,
    tooltip: {
      // The tooltip is HTML and image class names come from an uploaded training zip's folders.
      formatter: (p: { value: [number, number, number] }) =>
        `${encodeHTML(t('crop.report.actual'))}: <b>${encodeHTML(names[p.value[1]] ?? '')}</b><br/>` +
        `${encodeHTML(t('crop.report.predicted'))}: <b>${encodeHTML(names[p.value[0]] ?? '')}</b><br/>${p.value[2]}`,
    },
    grid: { left: yLabelRoom, right: 12, top: 28, bottom: xLabelRoom + 28 },
    xAxis: {
      type: 'category',
      data: names,
      name: t('crop.report.predicted'),
      nameLocation: 'middle',
      nameGap: xLabelRoom + 4,
      nameTextStyle: { fontWeight: 600 },
      axisLabel: { interval: 0, rotate: rotate ? 50 : 0 },
      splitArea: { show: true },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'category',
      data: names,
      inverse: true,
      name: t('crop.report.actual'),
      // An inverted axis starts at the top: the name sits above the first row.
      nameLocation: 'start',
      nameGap: 10,
      nameTextStyle: { fontWeight: 600, align: 'right' },
      axisLabel: { interval: 0 },
      splitArea: { show: true },
      axisTick: { show: false },
    },
    visualMap: [
      { show: false, seriesIndex: 0, min: 0, max: ok.max, inRange: { color: ['#c8e6c9', '#2e7d32'] } },
      { show: false, seriesIndex: 1, min: 0, max: bad.max, inRange: { color: ['#ffcdd2', '#c62828'] } },
    ],
    series: [
      { type: 'heatmap', data: ok.data, label, itemStyle: { borderColor: '#fff', borderWidth: 1 } },
      { type: 'heatmap', data: bad.data, label, itemStyle: { borderColor: '#fff', borderWidth: 1 } },
    ],
  };
  return (
    <>
      <ScrollRegion testId="confusion-heatmap" role="img" label={title} describedBy={summaryId}>
        <DeferredEChart charts={heatmapCharts} option={option} style={{ height, width: '100%', minWidth: width, maxWidth: width + 80 }} />
      </ScrollRegion>
      <ChartTextAlternative
        summaryId={summaryId}
        summary={summary}
        caption={t('a11y.chart.dataCaption', { title })}
        columns={[`${t('crop.report.actual')} / ${t('crop.report.predicted')}`, ...names]}
        rows={confusion.matrix.map((row, actual) => ({ key: actual, cells: [names[actual] ?? '', ...row.map(countFmt)] }))}
      />
    </>
  );
}
