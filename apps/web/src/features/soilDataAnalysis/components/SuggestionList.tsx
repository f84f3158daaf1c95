import type { SoilAnalysisResponse } from '@agrim/contracts';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { formatValue } from '../../../lib/soilAnalysisFormat';

/** Each suggestion of the period once, by measure and category, with how many rows call for it (counted by the server). */
export function SuggestionList({ entries }: { entries: SoilAnalysisResponse['suggestion_counts'] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 2 } }}
      component="section"
      aria-labelledby="suggestions-title"
      data-testid="suggestions"
    >
      <Typography variant="subtitle1" component="h2" id="suggestions-title" sx={{ fontWeight: 600, mb: 1 }}>
        {t('soilAnalysis.data.suggestionsTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
        {entries.map((e) => (
          <Stack key={`${e.measure}|${e.category}|${e.suggestion}`} spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t(`monitoring.metrics.${e.measure}`)}
              </Typography>
              <CategoryChip category={e.category} />
              <Typography variant="caption" color="text.secondary">
                {t('soilAnalysis.data.rowsCount', { count: e.rows, formatted: formatValue(e.rows, i18n.language, 0) })}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {e.suggestion}
            </Typography>
          </Stack>
        ))}
      </Box>
    </Paper>
  );
}
