import { type Device, type Reading } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api';
import { snapshotKeyFor } from '../../../lib/queries';

/** The newest reading and the probe it came from. */
export interface LatestReading {
  reading: Reading;
  device: Pick<Device, 'name' | 'farmName'>;
}

/**
 * sensors.latestReading of the caller's default device: prefills the form once (spec 3); null without a reading.
 * Kept as it was when the screen opened: a later reading never refills the form.
 */
export function useLatestReading() {
  return useQuery({
    queryKey: snapshotKeyFor(sensorsEndpoints.latestReading, {}),
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<LatestReading | null> => {
      try {
        const res = await call(sensorsEndpoints.latestReading, {});
        const reading = res.data[0];
        return reading ? { reading, device: res.device } : null;
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }
    },
  });
}
