import { Box } from '@mui/material';
import type { ComponentProps, ReactNode } from 'react';
import { DataTableToggle } from './DataTableToggle';
import { visuallyHidden } from './visuallyHidden';

type Props = ComponentProps<typeof DataTableToggle> & {
  /** The id the chart's drawing points at (aria-describedby). */
  summaryId: string;
  /** The sentence a sighted reader takes from the drawing, read as its description (not drawn). */
  summary: ReactNode;
};

/**
 * A chart's text alternative (issue 39, WCAG 1.1.1): its summary sentence, read as the drawing's description
 * and not drawn, and its data as a table on demand (DataTableToggle). Every chart's drawing is named by its
 * title and points at `summaryId` with aria-describedby.
 */
export function ChartTextAlternative({ summaryId, summary, ...table }: Props) {
  return (
    <>
      <Box component="span" id={summaryId} sx={visuallyHidden}>
        {summary}
      </Box>
      <DataTableToggle {...table} />
    </>
  );
}
