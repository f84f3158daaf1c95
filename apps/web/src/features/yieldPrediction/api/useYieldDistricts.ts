import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** forecasts.yieldDistricts {Crop, State}: the state's districts that grow the crop. */
export function useYieldDistricts(crop: string | null, state: string | null) {
  return useQuery({
    queryKey: keyFor(forecastsEndpoints.yieldDistricts, { body: { Crop: crop ?? '', State: state ?? '' } }),
    enabled: !!crop && !!state,
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async ({ signal }) =>
      (await call(forecastsEndpoints.yieldDistricts, { body: { Crop: crop ?? '', State: state ?? '' } }, { signal }))
        .crop_type_district_data,
  });
}
