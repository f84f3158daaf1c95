import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

export const cropAnalyticsQuery = (crop: string) => ({
  ...queryOptionsFor(soybeanEndpoints.analytics, { params: { crop } }),
  staleTime: Infinity,
});

/** soybean.analytics: the crop's stage, zone and fertiliser-schedule figures for the charts. */
export function useCropAnalytics(crop: string) {
  return useQuery(cropAnalyticsQuery(crop));
}
