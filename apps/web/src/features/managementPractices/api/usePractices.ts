import type { PracticesResponse } from '@agrim/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface PracticesQuery {
  stage?: string;
  zone?: string;
  sowing_date?: string;
}

/** GET /api/v1/soybean/practices: the practices of a stage (or of the stage a sowing date gives) and zone. */
export function usePractices(query: PracticesQuery) {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => !!e[1]));
  return useQuery({
    queryKey: ['soybean-practices', params.toString()],
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api<PracticesResponse>(`/api/v1/soybean/practices?${params}`, { signal }),
  });
}
