import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

export interface PracticesQuery {
  stage?: string;
  zone?: string;
  sowing_date?: string;
}

/** soybean.practices: the practices of a stage (or of the stage a sowing date gives) and zone. */
export function usePractices(query: PracticesQuery) {
  return useQuery({
    ...queryOptionsFor(soybeanEndpoints.practices, { query }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
