import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Where the advice comes from, as links that open in a new tab. */
export function SourcesList({ sources }: { sources: ReadonlyArray<{ title: string; url: string }> }) {
  const { t } = useTranslation();
  if (sources.length === 0) return null;
  return (
    <Box data-testid="image-sources">
      <Typography variant="subtitle2" component="h3">
        {t('image.common.sources')}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, display: 'grid', gap: 0.5 }}>
        {sources.map((s) => (
          <Typography component="li" variant="body2" key={s.url + s.title} sx={{ overflowWrap: 'anywhere' }}>
            {/^https?:\/\//.test(s.url) ? (
              <Link href={s.url} target="_blank" rel="noopener noreferrer">
                {s.title}
              </Link>
            ) : (
              `${s.title}${s.url ? ` (${s.url})` : ''}`
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
