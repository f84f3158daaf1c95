import { endpoints } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soybean.analytics: the crop's stage, zone and fertiliser-schedule figures for the charts. */
export function useCropAnalytics(crop: string) {
  return useQuery({
    queryKey: ['crop-analytics', crop],
    staleTime: Infinity,
    queryFn: ({ signal }) => call(endpoints.soybean.analytics, { params: { crop } }, { signal }),
  });
}
