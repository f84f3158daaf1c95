import { type Reading } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api';

/** sensors.latestReading for the caller's own device: prefills the form once (spec 3); null without a reading. */
export function useLatestReading() {
  return useQuery({
    queryKey: ['fertilizer', 'latest-reading'],
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<Reading | null> => {
      try {
        const res = await call(sensorsEndpoints.latestReading, {});
        return res.data[0] ?? null;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}
