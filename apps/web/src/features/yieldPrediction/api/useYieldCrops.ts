import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { forecastKeys } from '../../../lib/datasets/keys';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** forecasts.yieldCrops: the crops with production data. */
export function useYieldCrops() {
  return useQuery({
    queryKey: forecastKeys.yieldCrops,
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async ({ signal }) => (await call(forecastsEndpoints.yieldCrops, {}, { signal })).crops,
  });
}
