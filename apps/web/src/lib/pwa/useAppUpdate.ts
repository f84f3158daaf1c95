import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Registers the service worker (production builds) and reports when a new version of the app has been
 * downloaded; `update()` switches to it and reloads. The old version keeps running until then, so a
 * reader is never left on a stale app without being told (issue 24).
 */
export function useAppUpdate(): { ready: boolean; update: () => void } {
  const [ready, setReady] = useState(false);
  const updateSW = useRef<((reload: boolean) => Promise<void>) | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    // After the first screen: the registration code is not part of its download.
    void import('virtual:pwa-register').then(({ registerSW }) => {
      updateSW.current = registerSW({ onNeedRefresh: () => setReady(true) });
    });
  }, []);
  const update = useCallback(() => void updateSW.current?.(true), []);
  return { ready, update };
}
