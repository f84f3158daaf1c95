import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The sources of a screen's figures, folded: one per line when opened. */
export function Sources({ sources, lead, testId }: { sources: string[]; lead?: string; testId: string }) {
  const { t } = useTranslation();
  if (!sources.length && !lead) return null;
  return (
    <Box component="details" data-testid={testId} sx={{ color: 'text.secondary', '& summary': { cursor: 'pointer' } }}>
      <Typography component="summary" variant="body2">
        {t('soybean.sourcesTitle', { count: sources.length })}
      </Typography>
      {lead && (
        <Typography variant="caption" component="p" sx={{ mt: 1 }}>
          {lead}
        </Typography>
      )}
      <Box component="ul" sx={{ my: 1, pl: 2.5 }}>
        {sources.map((s) => (
          <Typography key={s} component="li" variant="caption" sx={{ display: 'list-item' }}>
            {s}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
