/**
 * A page for e2e/reducedMotion.spec.ts (bundled there, never part of the app): the app's theme and base styles
 * around a spinner, whose spinning the spec reads with and without the reader's wish for less motion.
 */
import { CircularProgress, CssBaseline, ThemeProvider } from '@mui/material';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { theme } from './theme';

/** How many times the spinner turns (`infinite` while it spins) and how long its turn takes. */
(window as unknown as { spinner: () => object }).spinner = () => {
  flushSync(() =>
    createRoot(document.getElementById('root')!).render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <CircularProgress aria-label="Loading" />
      </ThemeProvider>,
    ),
  );
  const style = getComputedStyle(document.querySelector('.MuiCircularProgress-root')!);
  return { turns: style.animationIterationCount, duration: style.animationDuration };
};
