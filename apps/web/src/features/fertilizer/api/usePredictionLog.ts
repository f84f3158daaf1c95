import { type PredictionLogQuery } from '@agrim/contracts';
import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

export type LogFilters = Omit<PredictionLogQuery, 'page' | 'page_size'>;

/** recommendations.predictions: one server page of the prediction log (Admin). */
export function usePredictionLog(filters: LogFilters, page: number, pageSize: number) {
  return useQuery({
    ...queryOptionsFor(recommendationsEndpoints.predictions, { query: { page: page + 1, page_size: pageSize, ...filters } }),
    placeholderData: keepPreviousData,
  });
}
