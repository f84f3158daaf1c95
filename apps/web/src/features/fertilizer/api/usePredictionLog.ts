import type { PredictionLogQuery, PredictionLogResponse } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type LogFilters = Omit<PredictionLogQuery, 'page' | 'page_size'>;

/** GET /api/v1/fertilizer/predictions: one server page of the prediction log (Admin). */
export function usePredictionLog(filters: LogFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['fertilizer', 'log', filters, page, pageSize],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page + 1), page_size: String(pageSize) });
      for (const [k, v] of Object.entries(filters)) if (v) query.set(k, String(v));
      return api<PredictionLogResponse>(`/api/v1/fertilizer/predictions?${query}`, { signal });
    },
  });
}
