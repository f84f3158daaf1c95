import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** forecasts.yieldCrops: the crops with production data. */
export function useYieldCrops() {
  return useQuery({
    queryKey: keyFor(forecastsEndpoints.yieldCrops, {}),
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async ({ signal }) => (await call(forecastsEndpoints.yieldCrops, {}, { signal })).crops,
  });
}
