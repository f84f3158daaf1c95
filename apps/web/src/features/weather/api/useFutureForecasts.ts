import { type WeatherFutureResponse } from '@agrim/contracts';
import { forecasts as forecastsEndpoints } from '@agrim/contracts/endpoints/forecasts';
import { useQueries } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { waitForImport } from '../../../lib/datasets/waitForImport';

export type SubdivisionFuture = WeatherFutureResponse['subdivisions'][number];

/** forecasts.rainfallFuture per subdivision, once a future date is chosen. */
export function useFutureForecasts(subdivisions: readonly string[], futureDate: string | null) {
  return useQueries({
    queries: subdivisions.map((subdivision) => ({
      queryKey: keyFor(forecastsEndpoints.rainfallFuture, { body: { subdivisions: [subdivision], future_date: futureDate ?? '' } }),
      enabled: !!futureDate,
      staleTime: 10 * 60_000,
      ...waitForImport,
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<SubdivisionFuture> => {
        const res = await call(
          forecastsEndpoints.rainfallFuture,
          { body: { subdivisions: [subdivision], future_date: futureDate ?? '' } },
          { signal },
        );
        const found = res.subdivisions.find((s) => s.subdivision === subdivision) ?? res.subdivisions[0];
        if (!found) throw new Error(`No forecast for ${subdivision}.`);
        return found;
      },
    })),
  });
}
