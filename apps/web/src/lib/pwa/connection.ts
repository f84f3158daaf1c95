import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a network, and the server time of the newest API answer the screens got.
 * Offline, that answer comes from the service worker's copy, so its Date header says how old the data
 * on screen is (issue 24).
 */
const listeners = new Set<() => void>();
let answeredAt: string | null = null;

function emit() {
  listeners.forEach((l) => l());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function noteAnswer(res: Response): void {
  const date = res.headers.get('date');
  if (!date || Number.isNaN(Date.parse(date))) return;
  const iso = new Date(date).toISOString();
  if (iso === answeredAt) return;
  answeredAt = iso;
  emit();
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine);
}

/** The server time (ISO) of the newest answer shown, or null before any. */
export function useAnsweredAt(): string | null {
  return useSyncExternalStore(subscribe, () => answeredAt);
}

/** The API copies kept for offline use belong to the account signed in: dropped at sign-out. */
export function forgetOfflineData(): void {
  if (typeof caches !== 'undefined') void caches.delete('agrim-api');
}
