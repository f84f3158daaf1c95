import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soybean.growthStages: the names of the crop's stages, in order. */
export function useGrowthStages(crop: string) {
  return useQuery({
    queryKey: ['growth-stages', crop],
    staleTime: Infinity,
    queryFn: ({ signal }) => call(soybeanEndpoints.growthStages, { params: { crop } }, { signal }),
  });
}
