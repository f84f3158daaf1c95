import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { forecastKeys } from '../../../lib/datasets/keys';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** POST /get/soyabean/yield/prediction/state {Crop}: the states that grow the crop. */
export function useYieldStates(crop: string | null) {
  return useQuery({
    queryKey: forecastKeys.yieldStates(crop ?? ''),
    enabled: !!crop,
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async ({ signal }) =>
      (
        await api<{ status: 'success'; crop_type_state_data: string[] }>('/get/soyabean/yield/prediction/state', {
          body: { Crop: crop },
          signal,
        })
      ).crop_type_state_data,
  });
}
