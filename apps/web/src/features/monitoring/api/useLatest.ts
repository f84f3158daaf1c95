import { endpoints, POLL_INTERVAL_MS } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const latestKey = (deviceId: string | undefined) => ['latest', deviceId] as const;

/** sensors.latest, the live tiles' data; polled every 5 s only while the live stream is down (spec 9 fallback). */
export function useLatest(deviceId: string | undefined, streaming: boolean) {
  return useQuery({
    queryKey: latestKey(deviceId),
    enabled: !!deviceId,
    refetchInterval: streaming ? false : POLL_INTERVAL_MS,
    queryFn: ({ signal }) => call(endpoints.sensors.latest, { query: { deviceId } }, { signal }),
  });
}
