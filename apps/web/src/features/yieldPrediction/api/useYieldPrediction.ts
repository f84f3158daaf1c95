import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { isImportingDataset } from '../../../lib/datasets/waitForImport';

/** forecasts.yieldPrediction {Crop, State, District}: the production series and its forecast. */
export function useYieldPrediction(crop: string | null, state: string | null, district: string | null) {
  return useQuery({
    queryKey: keyFor(forecastsEndpoints.yieldPrediction, { body: { Crop: crop ?? '', State: state ?? '', District: district ?? '' } }),
    enabled: !!crop && !!state && !!district,
    staleTime: 10 * 60_000,
    // A failure clears the result at once (spec 8); only a dataset being imported is waited for.
    retry: (count, error) => isImportingDataset(error) && count < 60,
    retryDelay: 5000,
    queryFn: ({ signal }) =>
      call(forecastsEndpoints.yieldPrediction, { body: { Crop: crop ?? '', State: state ?? '', District: district ?? '' } }, { signal }),
  });
}
