import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** soilAnalysis.zoneSoils: the soils of a zone. */
export function useZoneSoils(zone: string) {
  return useQuery({
    queryKey: keyFor(soilAnalysisEndpoints.zoneSoils, { query: { zone } }),
    enabled: !!zone,
    staleTime: Infinity,
    queryFn: async ({ signal }) => (await call(soilAnalysisEndpoints.zoneSoils, { query: { zone } }, { signal })).soils,
  });
}
