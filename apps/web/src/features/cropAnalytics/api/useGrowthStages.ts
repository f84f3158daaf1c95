import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

export const growthStagesQuery = (crop: string) => ({
  ...queryOptionsFor(soybeanEndpoints.growthStages, { params: { crop } }),
  staleTime: Infinity,
});

/** soybean.growthStages: the names of the crop's stages, in order. */
export function useGrowthStages(crop: string) {
  return useQuery(growthStagesQuery(crop));
}
