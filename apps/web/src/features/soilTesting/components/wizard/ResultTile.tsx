import type { SoilTestRatings } from '@agrim/contracts';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RatingChip } from '../RatingChip';

type Rated = NonNullable<
  SoilTestRatings['nitrogen'] | SoilTestRatings['ph'] | SoilTestRatings['conductivity'] | SoilTestRatings['moisture']
>;

/** One of the seven readings of a test, with its unit and, where the reading has a scale, its rating. */
export function ResultTile({
  metric,
  value,
  unit,
  rating,
  corrected,
}: {
  metric: string;
  value: number | null;
  unit: string;
  rating: Rated | null;
  /** The lab-corrected value the rating was made on, when it differs from the shown one. */
  corrected: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={`result-${metric}`}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(`monitoring.metrics.${metric}`)}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: { xs: 22, sm: 26 }, fontWeight: 700, lineHeight: 1.3, mt: 0.5, whiteSpace: 'nowrap' }}
        data-testid={`result-${metric}-value`}
      >
        {value === null ? '—' : value}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
          {unit}
        </Typography>
      </Typography>
      {rating && (
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <RatingChip rating={rating} testId={`rating-${metric}`} />
          {corrected !== null && (
            <Typography variant="caption" color="text.secondary">
              {t('soilTesting.results.correctedValue', { value: corrected })}
            </Typography>
          )}
        </Stack>
      )}
    </Paper>
  );
}
