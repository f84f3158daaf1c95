import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { forecastKeys } from '../../../lib/datasets/keys';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** GET /get/yield/crops: the crops with production data. */
export function useYieldCrops() {
  return useQuery({
    queryKey: forecastKeys.yieldCrops,
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async () => (await api<{ status: 'success'; crops: string[] }>('/get/yield/crops')).crops,
  });
}
