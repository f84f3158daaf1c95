import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Range } from '../../../components/DateRange';
import { valveStatusQuery } from '../../../lib/valves/useValveStatus';
import { sensorDataQuery } from '../api/useSensorData';

/** How long an idle moment may be waited for before the reads go anyway (a busy phone has few). */
const IDLE_TIMEOUT_MS = 5_000;

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}

/**
 * The readings /home's deferred parts (the valve card, the charts) will show, asked for once the screen is
 * idle and online, with the very queries those parts make (same keys, same URLs). The parts' code is
 * precached, but their data was fetched only when scrolled to, so offline a farmer who never scrolled there
 * had charts with nothing to draw (issue 39). Asked for, the answers are in React Query's cache when the
 * parts are drawn and in the service worker's copy for an offline visit. Nothing is asked for twice: a part
 * already drawn has its answer.
 */
export function usePrefetchDeferred(deviceId: string | undefined, range: Range, lowData: boolean, connected: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!deviceId || !connected) return;
    return whenIdle(() => {
      // staleTime Infinity: only a query with no answer yet is fetched.
      void queryClient.prefetchQuery({ ...sensorDataQuery(deviceId, range.start, range.end, lowData), staleTime: Infinity });
      void queryClient.prefetchQuery({ ...valveStatusQuery(deviceId), staleTime: Infinity });
    });
  }, [queryClient, deviceId, range.start, range.end, lowData, connected]);
}
