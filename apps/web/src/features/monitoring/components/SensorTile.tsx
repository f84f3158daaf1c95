import { chartValue, isFaultyReading, METRIC_INFO, type Reading, type SensorMetric } from '@agrim/contracts';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { memo, type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { formatChartNumber, lineRange } from '../../../lib/chartTable';
import { formatRelative } from '../../../lib/time';
import { useNow } from '../../../lib/useNow';
import { Sparkline } from './Sparkline';

interface Props {
  metric: SensorMetric;
  icon: ReactNode;
  color: string;
  latest: Reading | null;
  series: Reading[];
  change: number | null;
  offline: boolean;
}

/** 'Updated 5 seconds ago', ticking every second (spec 9) on its own: the tile around it redraws only when its reading changes. */
function UpdatedAgo({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const now = useNow();
  return t('monitoring.updated', { when: formatRelative(iso, now, i18n.language) });
}

export const SensorTile = memo(function SensorTile({ metric, icon, color, latest, series, change, offline }: Props) {
  const { t } = useTranslation();
  // A faulty all-zero reading (a failed probe) shows no value, but says so: never a plain 0.
  const fault = !!latest && isFaultyReading(latest);
  const value = fault ? undefined : latest?.[metric];
  const zero = fault || value === 0;
  const label = t(`monitoring.metrics.${metric}`);
  const values = useMemo(() => series.map((r) => chartValue(r, metric)), [series, metric]);
  const trendId = useId();
  return (
    <Paper
      variant="outlined"
      // Offline greys the value and dashes the border; not the whole tile's opacity, which took its words below 4.5:1 (issue 39).
      sx={{
        p: { xs: 1.25, sm: 1.75 },
        minWidth: 0,
        borderStyle: offline ? 'dashed' : undefined,
        borderColor: zero ? 'warning.main' : undefined,
      }}
      data-testid={`tile-${metric}`}
      data-fault={fault || undefined}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Box
          sx={{
            width: 32,
            height: 32,
            flexShrink: 0,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${color}1f`,
            color,
          }}
        >
          {icon}
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0, overflowWrap: 'break-word' }}>
          {label}
        </Typography>
        {change !== null && !offline && !fault && (
          <Chip
            size="small"
            variant="outlined"
            icon={change >= 0 ? <ArrowUpward /> : <ArrowDownward />}
            label={t('monitoring.changeShort', { change: Math.abs(change) })}
            aria-label={t('monitoring.changeLabel', { change })}
            sx={{ height: 22, flexShrink: 0, '& .MuiChip-icon': { fontSize: 14 } }}
          />
        )}
      </Stack>
      <Typography
        component="p"
        sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1.2, color: offline ? 'text.secondary' : undefined }}
        data-testid={`tile-${metric}-value`}
      >
        {value === undefined ? '—' : value}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
          {METRIC_INFO[metric].unit}
        </Typography>
      </Typography>
      <Sparkline values={values} color={color} label={t('monitoring.trendLabel', { metric: label })} describedBy={trendId} />
      <TrendSummary id={trendId} metric={metric} label={label} values={values} />
      <Typography variant="caption" color={offline ? 'error' : zero ? 'warning.main' : 'text.secondary'} sx={{ display: 'block' }}>
        {offline ? (
          t('monitoring.offline')
        ) : fault ? (
          t('monitoring.probeFaultTile')
        ) : zero ? (
          t('monitoring.zero')
        ) : latest ? (
          <UpdatedAgo iso={latest.timestamp} />
        ) : (
          t('monitoring.noReadings')
        )}
      </Typography>
    </Paper>
  );
});

/**
 * The trend line's text alternative (issue 39, WCAG 1.1.1), read as its description and not drawn: the
 * readings of the last hour, first to last, lowest and highest, in the reader's language. No table on
 * demand: a tile is a few readings wide, 160 px on a phone, and the charts below have the table.
 */
function TrendSummary({ id, metric, label, values }: { id: string; metric: SensorMetric; label: string; values: Array<number | null> }) {
  const { t, i18n } = useTranslation();
  const range = lineRange(values);
  const drawn = values.filter((v): v is number => v !== null && Number.isFinite(v));
  const num = (v: number) => formatChartNumber(v, i18n.language);
  return (
    <Box component="span" id={id} sx={visuallyHidden}>
      {range && drawn.length >= 2
        ? t('a11y.chart.sparkSummary', {
            metric: label,
            count: drawn.length,
            first: num(drawn[0]!),
            last: num(range.last),
            unit: METRIC_INFO[metric].unit,
            min: num(range.min),
            max: num(range.max),
          })
        : t('a11y.chart.sparkEmpty', { metric: label })}
    </Box>
  );
}
