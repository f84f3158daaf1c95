import { Box } from '@mui/material';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { onFirstUse } from '../lib/firstUse';
import { useInView } from '../lib/useInView';

interface Props {
  /** The height the part will roughly take, kept while it is not drawn. */
  minHeight: number | Record<string, number>;
  /** How far beyond the screen's edge the part is drawn ahead of the reader (CSS margin, e.g. '200px'). */
  margin?: string;
  /** Names the empty box, so a test can scroll to it. */
  testId?: string;
  /**
   * Fetches the part's code at the reader's first touch, key or scroll: a part whose code came only when near was
   * missing offline for a reader who had opened the screen but not scrolled to it.
   */
  preload?: () => unknown;
  children: ReactNode;
}

/**
 * True once the reader has pressed Tab on this page. An empty box has nothing to focus, so a keyboard never
 * scrolls to it and the parts below a phone's fold could not be reached by Tab (issue 39): with the first Tab
 * every deferred part is drawn, long before the focus gets there.
 */
let tabbed = false;
const listeners = new Set<() => void>();
function onKey(event: KeyboardEvent) {
  if (event.key !== 'Tab') return;
  tabbed = true;
  window.removeEventListener('keydown', onKey, true);
  listeners.forEach((l) => l());
}
function subscribe(listener: () => void) {
  if (!tabbed && listeners.size === 0) window.addEventListener('keydown', onKey, true);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('keydown', onKey, true);
  };
}
const usedTab = () => tabbed;
export const useTabbed = () => useSyncExternalStore(subscribe, usedTab, usedTab);

/**
 * A part of a screen that is neither downloaded nor drawn until its place comes near the screen: what sits
 * below the fold of a phone costs its first load nothing (issue 24: /home's total blocking time). A reader
 * using the keyboard gets it at their first Tab.
 */
export function WhenNear({ minHeight, margin = '0px', testId, preload, children }: Props) {
  const [ref, seen] = useInView<HTMLDivElement>(margin);
  const tabbedHere = useTabbed();
  // Offline, a download would fail and stay failed for the page's life: the part then tries when drawn.
  useEffect(() => (preload ? onFirstUse(() => navigator.onLine && void preload()) : undefined), [preload]);
  return seen || tabbedHere ? children : <Box ref={ref} sx={{ minHeight }} data-testid={testId} />;
}
