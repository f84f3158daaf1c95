import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** soilAnalysis.zoneCrops: the cropping systems of a zone's soil. */
export function useZoneCrops(zone: string, soil: string) {
  return useQuery({
    queryKey: keyFor(soilAnalysisEndpoints.zoneCrops, { query: { zone, soil } }),
    enabled: !!zone && !!soil,
    staleTime: Infinity,
    queryFn: async ({ signal }) => (await call(soilAnalysisEndpoints.zoneCrops, { query: { zone, soil } }, { signal })).crops,
  });
}
