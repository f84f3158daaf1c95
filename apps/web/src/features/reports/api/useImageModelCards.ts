import { endpoints } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** imageAnalysis.models: every installed image model of every task, with its card. */
export function useImageModelCards() {
  return useQuery({
    queryKey: ['image-models', 'all'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await call(endpoints.imageAnalysis.models, {}, { signal })).models,
  });
}
