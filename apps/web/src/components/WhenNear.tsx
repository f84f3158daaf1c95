import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useInView } from '../lib/useInView';

interface Props {
  /** The height the part will roughly take, kept while it is not drawn. */
  minHeight: number | Record<string, number>;
  /** How far beyond the screen's edge the part is drawn ahead of the reader (CSS margin, e.g. '200px'). */
  margin?: string;
  /** Names the empty box, so a test can scroll to it. */
  testId?: string;
  children: ReactNode;
}

/**
 * A part of a screen that is neither downloaded nor drawn until its place comes near the screen: what sits
 * below the fold of a phone costs its first load nothing (issue 24: /home's total blocking time).
 */
export function WhenNear({ minHeight, margin = '0px', testId, children }: Props) {
  const [ref, seen] = useInView<HTMLDivElement>(margin);
  return seen ? children : <Box ref={ref} sx={{ minHeight }} data-testid={testId} />;
}
