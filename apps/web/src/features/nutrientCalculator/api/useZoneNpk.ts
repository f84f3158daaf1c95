import { soilAnalysis as soilAnalysisEndpoints } from '@agrim/contracts/endpoints/soilAnalysis';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soilAnalysis.zoneNpk: the N:P2O5:K2O doses of a cropping system, with the crop and season of each. */
export function useZoneNpk(zone: string, soil: string, crop: string) {
  return useQuery({
    ...queryOptionsFor(soilAnalysisEndpoints.zoneNpk, { query: { zone, soil, crop } }),
    enabled: !!zone && !!soil && !!crop,
    staleTime: Infinity,
  });
}
