/** What the reader does before moving on: a touch, a key, a scroll, a mouse moving. */
const FIRST_USE = ['pointerdown', 'pointermove', 'keydown', 'scroll'] as const;

/**
 * Calls `fetch` once, at the reader's first touch, key, scroll or mouse movement on the page, for code the reader
 * may want next: not during the load, where its download and evaluation would compete with the first screen
 * (issue 24), and before it is needed, so it is also kept for offline use. Returns a function that cancels.
 */
export function onFirstUse(fetch: () => void): () => void {
  const stop = () => FIRST_USE.forEach((type) => window.removeEventListener(type, once, { capture: true }));
  const once = () => {
    stop();
    fetch();
  };
  FIRST_USE.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
  return stop;
}
