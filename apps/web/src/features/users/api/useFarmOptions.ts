import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** sensors.farms, for choosing a new farmer's farm (issue 22). */
export function useFarmOptions(enabled: boolean) {
  return useQuery({
    queryKey: keyFor(sensorsEndpoints.farms, {}),
    queryFn: async ({ signal }) => (await call(sensorsEndpoints.farms, {}, { signal })).data,
    enabled,
  });
}
