import { Paper, Typography } from '@mui/material';

/** One headline figure of a model card. */
export function StatTile({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.dark', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.35 }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}
