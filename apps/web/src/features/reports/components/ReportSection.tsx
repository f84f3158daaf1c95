import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One titled block of the Reports screen. */
export function ReportSection({ id, title, help, children }: { id: string; title: string; help?: ReactNode; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid={`report-${id}`}
    >
      <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {help}
        </Typography>
      )}
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}
