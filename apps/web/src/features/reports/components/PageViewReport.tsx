import { dateTimeFormat } from '../../../lib/intl';
import type { PageViewReport as Report } from '@agrim/contracts';
import { Alert, Box, Skeleton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredAnswer } from '../../../lib/useDeferredAnswer';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { DateRange, type Range } from '../../../components/DateRange';
import { barExtremes } from '../../../lib/chartTable';
import { DeferredEChart, lineCharts } from '../../../components/DeferredEChart';
import { useDownloadPageViewsCsv } from '../api/useDownloadPageViewsCsv';
import { usePageViewReport } from '../api/usePageViewReport';
import { DownloadButton } from './DownloadButton';
import { ReportSection } from './ReportSection';
import { Row } from './Row';
import { numberLocale } from '../../../lib/language';

const HEIGHT = 320;
/** Screens drawn as their own series; the rest are summed into one. */
const MAX_SERIES = 8;
const DAY_MS = 86_400_000;

function dayLabel(day: string, language: string): string {
  return dateTimeFormat(numberLocale(language), { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
}

/** Views per screen per day as stacked bars, and each screen's total. */
export function PageViewReport({ range, onRange }: { range: Range; onRange: (r: Range) => void }) {
  const { t, i18n } = useTranslation();
  const report = useDeferredAnswer(usePageViewReport({ from: range.start, to: range.end }));
  const csv = useDownloadPageViewsCsv();
  const name = (s: { path: string; labelKey: string | null }) => (s.labelKey ? t(s.labelKey) : s.path);
  const option = report.data ? chartOption(report.data, name, t('reports.pageViews.other'), i18n.language) : null;
  // Its text alternative (issue 39): the days, the total, the busiest and quietest day, and the bars as a table.
  const summaryId = useId();
  const title = t('reports.pageViews.title');
  const lang = i18n.language;
  const countFmt = (v: number) => v.toLocaleString(numberLocale(lang));
  const dayNames = report.data?.days.map((d) => dayLabel(d, lang)) ?? [];
  const perDay = dayNames.map((name, i) => ({ name, value: option?.series.reduce((sum, s) => sum + (s.data[i] ?? 0), 0) ?? 0 }));
  const ends = barExtremes(perDay);
  const summary =
    ends && report.data
      ? t('a11y.chart.countSummary', {
          title,
          count: perDay.length,
          from: dayNames[0],
          to: dayNames.at(-1),
          total: countFmt(report.data.total),
          highest: ends.highest.name,
          highestValue: countFmt(ends.highest.value),
          lowest: ends.lowest.name,
          lowestValue: countFmt(ends.lowest.value),
        })
      : '';
  const tooLong = (Date.parse(range.end) - Date.parse(range.start)) / DAY_MS >= 366;
  return (
    <ReportSection id="page-views" title={t('reports.pageViews.title')} help={t('reports.pageViews.help')}>
      <Row>
        <DateRange range={range} onChange={onRange} />
        <DownloadButton
          download={csv}
          params={{ from: range.start, to: range.end }}
          label={t('reports.pageViews.csv')}
          testId="download-page-views-csv"
        />
      </Row>
      {report.isPending ? (
        <Skeleton variant="rounded" height={HEIGHT} />
      ) : report.isError ? (
        <Alert severity={tooLong ? 'warning' : 'error'}>{report.error.message}</Alert>
      ) : report.data.total === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('reports.pageViews.none')}
        </Typography>
      ) : (
        <>
          <Box
            role="img"
            aria-label={t('reports.pageViews.chartAria')}
            aria-describedby={summaryId}
            data-testid="page-views-chart"
            data-total={report.data.total}
          >
            <DeferredEChart charts={lineCharts} option={option!} style={{ height: HEIGHT }} />
          </Box>
          <ChartTextAlternative
            summaryId={summaryId}
            summary={summary}
            caption={t('a11y.chart.dataCaption', { title })}
            columns={[t('a11y.chart.day'), ...(option?.series.map((s) => s.name) ?? []), t('reports.pageViews.total')]}
            rows={perDay.map((d, i) => ({
              key: report.data.days[i]!,
              cells: [d.name, ...(option?.series.map((s) => countFmt(s.data[i] ?? 0)) ?? []), countFmt(d.value)],
            }))}
          />
          <TableContainer>
            <Table size="small" data-testid="page-view-totals">
              <TableHead>
                <TableRow>
                  <TableCell>{t('reports.pageViews.screen')}</TableCell>
                  <TableCell align="right">{t('reports.pageViews.views')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.data.screens.map((s) => (
                  <TableRow key={s.path} data-path={s.path}>
                    <TableCell>
                      {name(s)}
                      {s.labelKey && (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                          {s.path}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{s.total}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('reports.pageViews.total')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="page-views-total">
                    {report.data.total}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </ReportSection>
  );
}

function chartOption(report: Report, name: (s: Report['screens'][number]) => string, other: string, language: string) {
  const shown = report.screens.slice(0, MAX_SERIES);
  const rest = new Set(report.screens.slice(MAX_SERIES).map((s) => s.path));
  const index = new Map(report.days.map((d, i) => [d, i]));
  const series = shown.map((s) => ({ key: s.path, name: name(s), data: report.days.map(() => 0) }));
  if (rest.size) series.push({ key: '', name: other, data: report.days.map(() => 0) });
  for (const c of report.counts) {
    const i = index.get(c.day);
    if (i === undefined) continue;
    const target = rest.has(c.path) ? series.at(-1)! : series.find((s) => s.key === c.path);
    if (target) target.data[i]! += c.views;
  }
  return {
    animation: false,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 40, right: 16, top: 16, bottom: 64 },
    xAxis: { type: 'category', data: report.days.map((d) => dayLabel(d, language)), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({ name: s.name, type: 'bar', stack: 'views', data: s.data, emphasis: { focus: 'series' } })),
  };
}
