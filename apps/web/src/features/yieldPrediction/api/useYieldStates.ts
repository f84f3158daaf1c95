import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** forecasts.yieldStates {Crop}: the states that grow the crop. */
export function useYieldStates(crop: string | null) {
  return useQuery({
    queryKey: keyFor(forecastsEndpoints.yieldStates, { body: { Crop: crop ?? '' } }),
    enabled: !!crop,
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async ({ signal }) =>
      (await call(forecastsEndpoints.yieldStates, { body: { Crop: crop ?? '' } }, { signal })).crop_type_state_data,
  });
}
