import { Box, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  subtitle?: ReactNode;
  loading: boolean;
  /** Shown as 'No Data Found' instead of the chart. */
  empty: boolean;
  height: number;
  testId: string;
  children: ReactNode;
}

/** A titled chart panel: 'Loading plot...' while its data loads, 'No Data Found' when there is none. */
export function ChartCard({ title, subtitle, loading, empty, height, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} component="section" data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="caption" color="text.secondary" component="div">
          {subtitle}
        </Typography>
      )}
      <Box sx={{ mt: 1 }}>
        {loading ? (
          <Box sx={{ position: 'relative' }}>
            <Skeleton variant="rounded" height={height} />
            <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }} color="text.secondary">
              {t('soilAnalysis.loadingPlot')}
            </Typography>
          </Box>
        ) : empty ? (
          <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">{t('soilAnalysis.noData')}</Typography>
          </Box>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}
