import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `margin` of the screen, and from then on: a chart below the fold is not
 * drawn (nor its library downloaded) until the reader scrolls towards it (issue 24).
 */
export function useSeen(ref: RefObject<Element | null>, margin: string): boolean {
  // Without IntersectionObserver (old browsers, unit tests) everything counts as seen.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, margin]);
  return seen;
}

export function useInView<T extends Element>(margin = '200px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  return [ref, useSeen(ref, margin)];
}
