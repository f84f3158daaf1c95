import { type SubdivisionForecast } from '@agrim/contracts';
import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQueries } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { waitForImport } from '../../../lib/datasets/waitForImport';

/**
 * forecasts.rainfall, one call per chosen subdivision: adding a subdivision fetches only
 * that one, and each card loads or fails on its own. A forecast changes only with a new import.
 */
export function useWeatherForecasts(subdivisions: readonly string[]) {
  return useQueries({
    queries: subdivisions.map((subdivision) => ({
      queryKey: keyFor(forecastsEndpoints.rainfall, { body: { subdivisions: [subdivision] } }),
      staleTime: 10 * 60_000,
      ...waitForImport,
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SubdivisionForecast> => {
        const res = await call(forecastsEndpoints.rainfall, { body: { subdivisions: [subdivision] } }, { signal });
        const found = res.subdivisions.find((s) => s.subdivision === subdivision) ?? res.subdivisions[0];
        if (!found) throw new Error(`No forecast for ${subdivision}.`);
        return found;
      },
    })),
  });
}
