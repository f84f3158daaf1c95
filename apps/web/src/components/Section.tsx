import { Box, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** A titled panel of the report; the title is the panel's heading and accessible name. */
export function Section({ title, help, children, testId }: { title: string; help?: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={testId}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary">
          {help}
        </Typography>
      )}
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Paper>
  );
}

/** Term–value rows: side by side on wider screens, stacked on a phone. */
export function Facts({ rows }: { rows: Array<[term: string, value: ReactNode, testId?: string]> }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        '& dt': { color: 'text.secondary', fontWeight: 500 },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value, testId]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" data-testid={testId}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
