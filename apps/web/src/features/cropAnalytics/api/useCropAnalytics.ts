import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** soybean.analytics: the crop's stage, zone and fertiliser-schedule figures for the charts. */
export function useCropAnalytics(crop: string) {
  return useQuery({
    queryKey: ['crop-analytics', crop],
    staleTime: Infinity,
    queryFn: ({ signal }) => call(soybeanEndpoints.analytics, { params: { crop } }, { signal }),
  });
}
