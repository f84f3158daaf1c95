import { queryString } from '@agrim/contracts';
import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export interface PracticesQuery {
  stage?: string;
  zone?: string;
  sowing_date?: string;
}

/** soybean.practices: the practices of a stage (or of the stage a sowing date gives) and zone. */
export function usePractices(query: PracticesQuery) {
  return useQuery({
    queryKey: ['soybean-practices', queryString({ ...query })],
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => call(soybeanEndpoints.practices, { query }, { signal }),
  });
}
