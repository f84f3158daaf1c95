import { isRole, type LoginResponse, type Role, SESSION_KEYS } from '@agrim/contracts';
import { useSyncExternalStore } from 'react';
import { forgetOfflineData } from './pwa/connection';

/**
 * The browser session lives in localStorage under the spec's keys (isAuthenticated, name,
 * userRole, userToken) so every tab shares it; a change in one tab reaches the others through
 * the `storage` event, which is how the role is "re-read when browser storage changes".
 */
export interface Session {
  authenticated: boolean;
  name: string;
  role: Role | null;
  token: string | null;
  /** Set when this session was started with a custom token: who is acting as this account. */
  impersonator: { email: string; name: string } | null;
}

// Beside the spec's keys, not one of them: existing clients read only those.
const IMPERSONATOR_KEY = 'agrim.impersonator';

function storedImpersonator(): Session['impersonator'] {
  try {
    const value = JSON.parse(localStorage.getItem(IMPERSONATOR_KEY) ?? 'null') as Session['impersonator'];
    return value && typeof value.email === 'string' && typeof value.name === 'string' ? value : null;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let cached: Session | null = null;

function read(): Session {
  const role = localStorage.getItem(SESSION_KEYS.userRole);
  const token = localStorage.getItem(SESSION_KEYS.userToken);
  return {
    authenticated: localStorage.getItem(SESSION_KEYS.isAuthenticated) === 'true' && !!token,
    name: localStorage.getItem(SESSION_KEYS.name) ?? '',
    role: isRole(role) ? role : null,
    token,
    impersonator: storedImpersonator(),
  };
}

function emit() {
  cached = read();
  listeners.forEach((l) => l());
}

window.addEventListener('storage', (event) => {
  if (event.key === null || event.key === IMPERSONATOR_KEY || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) emit();
});

export function getSession(): Session {
  cached ??= read();
  return cached;
}

export function saveSession(response: LoginResponse): void {
  localStorage.setItem(SESSION_KEYS.isAuthenticated, 'true');
  localStorage.setItem(SESSION_KEYS.name, response.user.name);
  localStorage.setItem(SESSION_KEYS.userRole, response.user.role);
  localStorage.setItem(SESSION_KEYS.userToken, response.token);
  if (response.impersonator) localStorage.setItem(IMPERSONATOR_KEY, JSON.stringify(response.impersonator));
  else localStorage.removeItem(IMPERSONATOR_KEY);
  sessionStorage.removeItem(ENDED_KEY);
  emit();
}

const ENDED_KEY = 'agrim.sessionEnded';

/** `ended`: the server ended the session while it was in use; the sign-in page says so until the next sign-in. */
export function clearSession(reason?: 'ended'): void {
  if (reason) sessionStorage.setItem(ENDED_KEY, '1');
  for (const key of [...Object.values(SESSION_KEYS), IMPERSONATOR_KEY]) localStorage.removeItem(key);
  forgetOfflineData();
  emit();
}

/**
 * Whether the last sign-out was the server ending the session. Read as a store, not taken once: the
 * sign-in page may be drawn before the last refused call has said so, or drawn twice.
 */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, () => sessionStorage.getItem(ENDED_KEY) === '1');
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribe, getSession);
}

/** Seconds left on a JWT, or 0 when it cannot be read. */
export function secondsLeft(token: string | null): number {
  if (!token) return 0;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return Math.max(0, (payload.exp ?? 0) - Date.now() / 1000);
  } catch {
    return 0;
  }
}
