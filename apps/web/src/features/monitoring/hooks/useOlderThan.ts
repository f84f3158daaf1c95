import { useEffect, useState } from 'react';

/**
 * Whether the instant `since` (ms) is more than `ms` ago. It re-renders its screen when that may have
 * changed (a new `since`, or the moment it ages past `ms`) instead of on a one-second clock: the home
 * screen's tiles used to redraw every second for it (issue 24: main-thread time on a phone).
 */
export function useOlderThan(since: number | null, ms: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, since + ms - Date.now() + 1));
    return () => clearTimeout(timer);
  }, [since, ms]);
  return since === null || now - since > ms;
}
