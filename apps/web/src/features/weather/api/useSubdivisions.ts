import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/** forecasts.subdivisions: the subdivisions of the rainfall dataset. */
export function useSubdivisions() {
  return useQuery({
    queryKey: keyFor(forecastsEndpoints.subdivisions, {}),
    staleTime: 10 * 60_000,
    ...waitForImport,
    queryFn: async ({ signal }) => (await call(forecastsEndpoints.subdivisions, {}, { signal })).subdivisions,
  });
}
