import type { SoilAnalysisRow } from '@agrim/contracts';
import { Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryChip } from '../../../components/CategoryChip';
import { formatValue } from '../../../lib/soilAnalysisFormat';
import { MEASURE_KEYS } from './SoilAnalysisGrid';

interface Entry {
  measure: (typeof MEASURE_KEYS)[number];
  category: string;
  suggestion: string;
  rows: number;
}

/** Each suggestion of the period once, by measure and category, with how many rows call for it. */
export function SuggestionList({ rows }: { rows: SoilAnalysisRow[] }) {
  const { t, i18n } = useTranslation();
  const entries = useMemo(() => {
    const found = new Map<string, Entry>();
    for (const row of rows) {
      for (const measure of MEASURE_KEYS) {
        const category = row[`${measure}_category`];
        const suggestion = row[`${measure}_suggestion`];
        const key = `${measure}|${category}|${suggestion}`;
        const entry = found.get(key) ?? found.set(key, { measure, category, suggestion, rows: 0 }).get(key)!;
        entry.rows++;
      }
    }
    // By measure as in the grid, then the most frequent first.
    return [...found.values()].sort((a, b) => MEASURE_KEYS.indexOf(a.measure) - MEASURE_KEYS.indexOf(b.measure) || b.rows - a.rows);
  }, [rows]);
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
