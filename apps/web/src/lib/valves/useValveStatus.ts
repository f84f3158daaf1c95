import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { keyFor, queryOptionsFor } from '../queries';

/** The valves' query, which switching a valve also writes. */
export const fertigationKey = (deviceId: string | undefined) => keyFor(sensorsEndpoints.fertigation, { query: { deviceId } });

/** While a command waits for the device's answer (at most 30 s), the state is re-read this often. */
const WAITING_POLL_MS = 2_000;
const IDLE_POLL_MS = 30_000;

/** sensors.fertigation as a query (read by the valve cards, asked for ahead of them by an idle /home). */
export function valveStatusQuery(deviceId: string | undefined) {
  return { ...queryOptionsFor(sensorsEndpoints.fertigation, { query: { deviceId } }), enabled: !!deviceId };
}

/**
 * sensors.fertigation: the device's valves as the device reported them, and what became of each valve's
 * latest command. Read again every 2 s while any command waits for the device (a screen without the live
 * stream, such as Start Fertigation's, learns of the answer this way).
 */
export function useValveStatus(deviceId: string | undefined) {
  return useQuery({
    ...valveStatusQuery(deviceId),
    refetchInterval: (query) => (query.state.data?.valves.some((v) => v.outcome === 'sent') ? WAITING_POLL_MS : IDLE_POLL_MS),
  });
}
