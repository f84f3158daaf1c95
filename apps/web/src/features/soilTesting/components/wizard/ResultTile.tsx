import { Box, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** One of the seven readings of a test, with its unit. */
export function ResultTile({ metric, value, unit, color }: { metric: string; value: number | null; unit: string; color: string }) {
  const { t } = useTranslation();
  const label = t(`monitoring.metrics.${metric}`);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, borderTop: 4, borderTopColor: color }} data-testid={`result-${metric}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      </Stack>
      <Typography component="p" sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1.3, mt: 0.5 }} data-testid={`result-${metric}-value`}>
        {value === null ? '—' : value}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
          {unit}
        </Typography>
      </Typography>
    </Paper>
  );
}
