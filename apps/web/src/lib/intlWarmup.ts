/**
 * Loads ICU's number, date and collation data off the main thread (intlWarmup.worker.ts) while the page's code
 * evaluates: imported first by main.tsx. Where workers are missing or the file cannot be fetched (offline before
 * it was ever cached), the page's first formatter loads the data itself, as it did before.
 */
if (typeof Worker !== 'undefined') {
  try {
    // A worker that fails ends by itself; its error is no concern of the page's.
    new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { type: 'module' }).onerror = (event) => event.preventDefault();
  } catch {
    // A browser that refuses the worker: nothing is lost but the head start.
  }
}
