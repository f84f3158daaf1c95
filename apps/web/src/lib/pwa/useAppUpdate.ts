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
    if (!import.meta.env.PROD) return;
    let gone = false;
    // After the page's load, in a task of its own: the registration code is not part of the first screen's
    // download, and its start (the service worker container, the import) was 8 ms of the first commit's task,
    // 32 at a phone's speed (issue 43).
    const register = () =>
      setTimeout(() => {
        if (gone || !('serviceWorker' in navigator)) return;
        void import('virtual:pwa-register').then(({ registerSW }) => {
          updateSW.current = registerSW({ onNeedRefresh: () => setReady(true) });
        });
      });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      gone = true;
      window.removeEventListener('load', register);
    };
  }, []);
  const update = useCallback(() => void updateSW.current?.(true), []);
  return { ready, update };
}
