import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soybean.growthStages: the names of the crop's stages, in order. */
export function useGrowthStages(crop: string) {
  return useQuery({
    ...queryOptionsFor(soybeanEndpoints.growthStages, { params: { crop } }),
    staleTime: Infinity,
  });
}
