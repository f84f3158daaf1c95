import { useCallback, useRef } from 'react';

/**
 * A result that arrives below a form (issue 39): on a phone it would start at the bottom edge, and a
 * screen reader's focus would stay on the button. `reveal` brings the result's box into view when it
 * is low on the screen and moves focus to it, so its heading is read next. The box needs
 * `tabIndex={-1}` (focusable by script, not in the Tab order).
 */
export function useRevealResult<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const reveal = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    if (box.getBoundingClientRect().top > window.innerHeight * 0.6) box.scrollIntoView({ behavior: 'smooth', block: 'start' });
    box.focus({ preventScroll: true });
  }, []);
  return [ref, reveal] as const;
}
