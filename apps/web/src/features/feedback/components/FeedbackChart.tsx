import { dateTimeFormat } from '../../../lib/intl';
import type { DashboardResponse } from '@agrim/contracts';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { ChoiceButtons } from '../../../components/ChoiceButtons';
import { DeferredEChart, lineCharts } from '../../../components/DeferredEChart';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTextAlternative } from '../../../components/ChartTextAlternative';
import { barExtremes } from '../../../lib/chartTable';
import { numberLocale } from '../../../lib/language';

type Graphs = Pick<DashboardResponse['data'], 'feedback_graph' | 'predictions_graph'>;
type Which = 'feedback' | 'predictions';
const COLOURS: Record<Which, string> = { feedback: '#2e7d32', predictions: '#1565c0' };
const HEIGHT = 280;

/** A 'YYYY-MM-DD' day as '12 Mar' in the screen's language (the day is already an Asia/Kolkata date). */
function dayLabel(day: string, language: string): string {
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return dateTimeFormat(numberLocale(language), { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(d);
}

/** Spec 2.8: a selector between the Total feedback and Total Prediction line charts by day. */
export function FeedbackChart({ graphs, loading }: { graphs: Graphs | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const [which, setWhich] = useState<Which>('feedback');
  const points = (which === 'feedback' ? graphs?.feedback_graph : graphs?.predictions_graph)?.data_points ?? [];
  const title = t(`feedback.dashboard.charts.${which}`);
  // Its text alternative (issue 39): the days covered, the total, the busiest and quietest day, and the days as a table.
  const summaryId = useId();
  const countFmt = (v: number) => v.toLocaleString(numberLocale(i18n.language));
  const days = points.map((p) => ({ name: dayLabel(p.day, i18n.language), value: p.count }));
  const ends = barExtremes(days);
  const summary = ends
    ? t('a11y.chart.countSummary', {
        title,
        count: days.length,
        from: days[0]!.name,
        to: days.at(-1)!.name,
        total: countFmt(days.reduce((sum, d) => sum + d.value, 0)),
        highest: ends.highest.name,
        highestValue: countFmt(ends.highest.value),
        lowest: ends.lowest.name,
        lowestValue: countFmt(ends.lowest.value),
      })
    : '';
  const option = {
    animation: false,
    color: [COLOURS[which]],
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: points.map((p) => dayLabel(p.day, i18n.language)),
      axisLabel: { hideOverlap: true },
    },
    yAxis: { type: 'value', minInterval: 1, name: t('feedback.dashboard.count'), nameGap: 12, nameTextStyle: { align: 'left' } },
    series: [
      {
        name: title,
        type: 'line',
        showSymbol: points.length < 40,
        symbolSize: 6,
        areaStyle: { opacity: 0.08 },
        data: points.map((p) => p.count),
      },
    ],
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-labelledby="feedback-chart-title">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id="feedback-chart-title" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <ChoiceButtons
          label={t('feedback.dashboard.chart')}
          choices={[
            { value: 'feedback', label: t('feedback.dashboard.charts.feedback') },
            { value: 'predictions', label: t('feedback.dashboard.charts.predictions') },
          ]}
          value={which}
          onChange={setWhich}
        />
      </Stack>
      {loading && !graphs ? (
        <Skeleton variant="rounded" height={HEIGHT} />
      ) : points.length === 0 ? (
        <Box sx={{ height: HEIGHT, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{t('feedback.dashboard.noChartData')}</Typography>
        </Box>
      ) : (
        <>
          <Box
            role="img"
            aria-label={t('feedback.dashboard.chartAria', { title })}
            aria-describedby={summaryId}
            data-testid={`chart-${which}`}
          >
            <DeferredEChart charts={lineCharts} option={option} style={{ height: HEIGHT }} />
          </Box>
          <ChartTextAlternative
            summaryId={summaryId}
            summary={summary}
            caption={t('a11y.chart.dataCaption', { title })}
            columns={[t('a11y.chart.day'), t('feedback.dashboard.count')]}
            rows={points.map((p, i) => ({ key: p.day, cells: [days[i]!.name, countFmt(p.count)] }))}
          />
        </>
      )}
    </Paper>
  );
}
