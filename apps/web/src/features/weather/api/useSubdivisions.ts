import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { forecastKeys } from '../../../lib/datasets/keys';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** GET /weather/prediction: the subdivisions of the rainfall dataset. */
export function useSubdivisions() {
  return useQuery({
    queryKey: forecastKeys.subdivisions,
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async () => (await api<{ status: 'success'; subdivisions: string[] }>('/weather/prediction')).subdivisions,
  });
}
