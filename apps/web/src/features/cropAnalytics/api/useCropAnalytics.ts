import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** soybean.analytics: the crop's stage, zone and fertiliser-schedule figures for the charts. */
export function useCropAnalytics(crop: string) {
  return useQuery({
    ...queryOptionsFor(soybeanEndpoints.analytics, { params: { crop } }),
    staleTime: Infinity,
  });
}
