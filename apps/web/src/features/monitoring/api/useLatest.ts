import { POLL_INTERVAL_MS } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { LOW_DATA_POLL_MS } from '../../../lib/pwa/lowData';
import { keyFor, queryOptionsFor } from '../../../lib/queries';

/** The live tiles' query, which the reading stream also writes. */
export const latestKey = (deviceId: string | undefined) => keyFor(sensorsEndpoints.latest, { query: { deviceId } });

/**
 * sensors.latest, the live tiles' data; polled every 5 s only while the live stream is down (spec 9
 * fallback), every minute in low-data mode.
 */
export function useLatest(deviceId: string | undefined, streaming: boolean, lowData = false) {
  return useQuery({
    ...queryOptionsFor(sensorsEndpoints.latest, { query: { deviceId } }),
    enabled: !!deviceId,
    refetchInterval: streaming ? false : lowData ? LOW_DATA_POLL_MS : POLL_INTERVAL_MS,
  });
}
