import type { Reading } from '@agrim/contracts';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartSeries, chartTable, formatChartNumber } from '../lib/chartTable';
import { formatChartTime } from '../lib/time';

/** Read by a screen reader, not drawn (the sentence says in words what the chart draws). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

interface Props {
  title: string;
  series: readonly ChartSeries[];
  data: readonly Reading[];
  /** The id the chart's drawing points at (aria-describedby) for its summary sentence. */
  summaryId: string;
}

/**
 * A chart's text alternative (issue 39): one sentence saying what the lines show (period, each line's range and
 * newest value), read as the chart's description, and its readings as a table on demand, in the reader's language.
 */
export function ChartDataTable({ title, series, data, summaryId }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [open, setOpen] = useState(false);
  const tableId = useId();
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
  const caption = t('a11y.chart.tableCaption', { title });
  return (
    <>
      <Box component="span" id={summaryId} sx={visuallyHidden}>
        {summary}
      </Box>
      {table.count > 0 && (
        <Button
          size="small"
          startIcon={<TableChartOutlined />}
          aria-expanded={open}
          aria-controls={open ? tableId : undefined}
          onClick={() => setOpen((o) => !o)}
          sx={{ mt: 1 }}
        >
          {t(open ? 'a11y.chart.hideTable' : 'a11y.chart.showTable')}
        </Button>
      )}
      {open && (
        // A region of its own, focusable, so a keyboard can scroll it (axe: scrollable-region-focusable).
        <Box id={tableId} role="region" aria-label={caption} tabIndex={0} sx={{ maxHeight: 320, overflow: 'auto', mt: 1 }}>
          <Table size="small" stickyHeader>
            <caption style={{ captionSide: 'top', textAlign: 'start', padding: '4px 0' }}>
              <Typography variant="caption" color="text.secondary">
                {table.rows.length < table.count ? t('a11y.chart.rowsShown', { shown: table.rows.length, count: table.count }) : caption}
              </Typography>
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('a11y.chart.time')}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.key} component="th" scope="col" align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.at}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {formatChartTime(row.at, lang, true)}
                  </TableCell>
                  {row.values.map((v, i) => (
                    <TableCell key={series[i]!.key} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {v === null ? t('a11y.chart.noValue') : num(v)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
}
