// First, so ICU's data loads on another thread while the rest of the page's code evaluates.
import './lib/intlWarmup';
import { languageReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/AppRoutes';

// A Hindi reader's strings arrive before the first paint, so no screen flashes in English; a signed-in
// reader's frame and screen too, so the first render draws the screen instead of a spinner (index.html's
// splash shows meanwhile).
// The first render is a transition: React draws it in slices of a few milliseconds, so a phone's main thread
// is never blocked for long while the screen builds (issue 24: total blocking time).
void Promise.allSettled([languageReady, preloadFirstScreen()]).finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
