import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Controls side by side that wrap onto the next line when the section is narrow (gap, not margins, so wrapped items align). */
export function Row({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }} data-testid={testId}>
      {children}
    </Box>
  );
}
