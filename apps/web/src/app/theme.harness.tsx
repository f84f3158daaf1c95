/**
 * A page for e2e/reducedMotion.spec.ts (bundled there, never part of the app): the app's theme and base styles
 * around a spinner and an indeterminate bar, whose motion the spec reads with and without the reader's wish for
 * less motion.
 */
import { CircularProgress, CssBaseline, LinearProgress, ThemeProvider } from '@mui/material';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { theme } from './theme';

function render(part: ReactNode) {
  flushSync(() =>
    createRoot(document.getElementById('root')!).render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div style={{ width: 400 }}>{part}</div>
      </ThemeProvider>,
    ),
  );
}

const page = window as unknown as Record<string, () => object>;

/** How many times the spinner turns (`infinite` while it spins) and how long its turn takes. */
page.spinner = () => {
  render(<CircularProgress aria-label="Loading" />);
  const style = getComputedStyle(document.querySelector('.MuiCircularProgress-root')!);
  return { turns: style.animationIterationCount, duration: style.animationDuration };
};

/** The indeterminate bar's animation and how much of its track it fills in sight, 0 to 1. */
page.bar = () => {
  render(<LinearProgress aria-label="Loading" />);
  const track = document.querySelector('.MuiLinearProgress-root')!.getBoundingClientRect();
  const bar = document.querySelector('.MuiLinearProgress-bar1')!;
  const box = bar.getBoundingClientRect();
  const shown = Math.max(0, Math.min(box.right, track.right) - Math.max(box.left, track.left));
  return { animation: getComputedStyle(bar).animationName, filled: Math.round((shown / track.width) * 100) / 100 };
};
