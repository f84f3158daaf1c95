import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../queries';

/**
 * recommendations.models: the crop and fertilizer models' cards, and the externally hosted report
 * (server setting CROP_REPORT_URL) when there is one. They change only when a model is retrained.
 */
export function useModelReport() {
  return useQuery({
    ...queryOptionsFor(recommendationsEndpoints.models, {}),
    staleTime: 5 * 60_000,
  });
}
