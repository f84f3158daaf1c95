import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; a dropped connection might.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      // Offline, a read is still tried once: the service worker answers it with the last copy (issue 24).
      networkMode: 'offlineFirst',
    },
    // Offline, a write fails at once with 'could not reach the server' (or is kept to send later) instead
    // of waiting, silently, behind a spinner for the connection (React Query's default).
    mutations: { networkMode: 'always' },
  },
});

/** The signed-in screens' data cache; it loads with the app's frame, so the login screen does without it (issue 24). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
