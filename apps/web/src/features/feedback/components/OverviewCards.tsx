import type { DashboardResponse } from '@agrim/contracts';
import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/time';

type Overview = DashboardResponse['data']['overview'];

/** The six overview cards of spec 2.8. */
export function OverviewCards({ overview }: { overview: Overview | undefined }) {
  const { t, i18n } = useTranslation();
  const cards: Array<{ key: string; value: string | number | undefined; colour?: string }> = [
    { key: 'totalPredictions', value: overview?.total_predictions },
    { key: 'totalFeedbacks', value: overview?.total_feedbacks },
    { key: 'approved', value: overview?.feedbacks_approved, colour: 'success.dark' },
    { key: 'rejected', value: overview?.feedbacks_rejected, colour: 'error.dark' },
    { key: 'pending', value: overview?.['feedbacks_pending for approval'], colour: 'warning.dark' },
    {
      key: 'lastUpdated',
      value: overview ? (formatDateTime(overview.last_updated, i18n.language) ?? t('feedback.dashboard.never')) : undefined,
    },
  ];
  return (
    <Box
      component="ul"
      aria-label={t('feedback.dashboard.overview')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
      }}
    >
      {cards.map((c) => {
        const text = c.key === 'lastUpdated';
        return (
          <Paper
            component="li"
            key={c.key}
            variant="outlined"
            sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
            data-testid={`overview-${c.key}`}
          >
            <Typography variant="body2" color="text.secondary" id={`overview-${c.key}-label`}>
              {t(`feedback.dashboard.cards.${c.key}`)}
            </Typography>
            {c.value === undefined ? (
              <Skeleton width={text ? '80%' : 48} height={36} />
            ) : (
              <Typography
                component="p"
                aria-describedby={`overview-${c.key}-label`}
                data-testid={`overview-${c.key}-value`}
                sx={{
                  fontWeight: 700,
                  color: c.colour ?? 'primary.dark',
                  fontVariantNumeric: 'tabular-nums',
                  fontSize: text ? { xs: '0.95rem', sm: '1rem' } : { xs: '1.5rem', sm: '1.75rem' },
                  lineHeight: text ? 1.4 : 1.25,
                  mt: text ? 0.75 : 0,
                }}
              >
                {c.value}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
