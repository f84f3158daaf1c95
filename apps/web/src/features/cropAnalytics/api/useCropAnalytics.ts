import type { CropAnalyticsResponse } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /agri/{crop}/analytics: the crop's stage, zone and fertiliser-schedule figures for the charts. */
export function useCropAnalytics(crop: string) {
  return useQuery({
    queryKey: ['crop-analytics', crop],
    staleTime: Infinity,
    queryFn: ({ signal }) => api<CropAnalyticsResponse>(`/agri/${encodeURIComponent(crop)}/analytics`, { signal }),
  });
}
