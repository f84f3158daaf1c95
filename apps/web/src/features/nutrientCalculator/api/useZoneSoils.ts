import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soilAnalysis.zoneSoils: the soils of a zone. */
export function useZoneSoils(zone: string) {
  return useQuery({
    queryKey: ['calculator-soils', zone],
    enabled: !!zone,
    staleTime: Infinity,
    queryFn: async ({ signal }) => (await call(soilAnalysisEndpoints.zoneSoils, { query: { zone } }, { signal })).soils,
  });
}
