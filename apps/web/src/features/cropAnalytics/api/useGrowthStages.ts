import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface GrowthStages {
  status: 'success';
  stages: string[];
}

/** GET /agri/{crop}/growth/stages: the names of the crop's stages, in order. */
export function useGrowthStages(crop: string) {
  return useQuery({
    queryKey: ['growth-stages', crop],
    staleTime: Infinity,
    queryFn: ({ signal }) => api<GrowthStages>(`/agri/${encodeURIComponent(crop)}/growth/stages`, { signal }),
  });
}
