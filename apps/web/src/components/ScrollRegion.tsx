import { Box, type SxProps, type Theme } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  /** Names the region for a screen reader (it is a landmark a keyboard can stop on). */
  label: string;
  /** The picture's role instead of a region (a heatmap drawn from cells that mean nothing one by one). */
  role?: 'region' | 'img';
  sx?: SxProps<Theme>;
  testId?: string;
  /** The id of what describes it (a chart's summary sentence, issue 39). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways (a wide table on a phone). While its content is wider than itself it is a tab stop,
 * so a keyboard can scroll it with the arrow keys (WCAG 2.1.1; axe-core's scrollable-region-focusable, issue 39);
 * when everything fits it is not, and adds no empty stop.
 */
export function ScrollRegion({ label, role = 'region', sx, testId, describedBy, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={ref}
      role={role}
      aria-label={label}
      aria-describedby={describedBy}
      tabIndex={scrolls ? 0 : undefined}
      data-testid={testId}
      sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
