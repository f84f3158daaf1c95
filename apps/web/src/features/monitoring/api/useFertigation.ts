import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { fertigationKey, useValveStatus } from '../../../lib/valves/useValveStatus';

// The query is shared with Start Fertigation's results (src/lib/valves), under the same key.
export { fertigationKey };
export const useFertigation = useValveStatus;

/** sensors.switchFertigation: switches the device's valve. */
export function useSwitchFertigation(deviceId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { state: 'on' | 'off'; durationMinutes: number }) =>
      call(sensorsEndpoints.switchFertigation, { body: { deviceId, ...input } }),
    onSuccess: (status) => queryClient.setQueryData(fertigationKey(deviceId), status),
  });
}
