import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const fertigationKey = (deviceId: string | undefined) => ['fertigation', deviceId] as const;

/** sensors.fertigation: the device's valve, on or off and until when. */
export function useFertigation(deviceId: string | undefined) {
  return useQuery({
    queryKey: fertigationKey(deviceId),
    enabled: !!deviceId,
    refetchInterval: 30_000,
    queryFn: ({ signal }) => call(sensorsEndpoints.fertigation, { query: { deviceId } }, { signal }),
  });
}

/** sensors.switchFertigation: switches the device's valve. */
export function useSwitchFertigation(deviceId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { state: 'on' | 'off'; durationMinutes: number }) =>
      call(sensorsEndpoints.switchFertigation, { body: { deviceId, ...input } }),
    onSuccess: (status) => queryClient.setQueryData(fertigationKey(deviceId), status),
  });
}
