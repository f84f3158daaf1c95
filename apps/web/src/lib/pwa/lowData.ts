import { MIN_CHART_POINTS } from '@agrim/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Low-data mode (issue 24): no live stream, slow polling, charts at low resolution. Remembered per
 * device (localStorage), shared by the tabs of the browser.
 */
const KEY = 'agrim.lowData';
export const LOW_DATA_POLL_MS = 60_000;
export const LOW_DATA_CHART_POINTS = MIN_CHART_POINTS * 2;

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLowData(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => localStorage.getItem(KEY) === 'true');
  const set = (next: boolean) => {
    if (next) localStorage.setItem(KEY, 'true');
    else localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  };
  return [on, set];
}
