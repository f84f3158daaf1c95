import { firstLanguage, languageReady } from './lib/i18n';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/AppRoutes';
import { numberFormat } from './lib/intl';
import { numberLocale } from './lib/language';
import { formatDateTime } from './lib/time';

// The page's first Intl number formatter and its first date formatter each load ICU data (75–92 and 59–62 ms at
// a phone's 4× CPU, bench/long-tasks.ts), in whichever render first shows a figure or a date: often a query's
// answer, drawn in one blocking task (/account's: 99 ms, 60 of them its date). Built now, while the first screen's
// code is on its way, each in a task of its own (issue 43).
setTimeout(() => {
  numberFormat(numberLocale(firstLanguage)).format(0);
  setTimeout(() => formatDateTime(new Date(0).toISOString(), firstLanguage));
});

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
