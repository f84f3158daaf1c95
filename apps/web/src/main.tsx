import { languageReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// A Hindi reader's strings arrive before the first paint, so no screen flashes in English.
// The first render is a transition: React draws it in slices of a few milliseconds, so a phone's main thread
// is never blocked for long while the screen builds (issue 24: total blocking time).
void languageReady.finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
