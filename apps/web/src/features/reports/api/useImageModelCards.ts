import type { ImageModelsResponse } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/v1/ml/image-models: every installed image model of every task, with its card. */
export function useImageModelCards() {
  return useQuery({
    queryKey: ['image-models', 'all'],
    staleTime: 5 * 60_000,
    queryFn: async () => (await api<ImageModelsResponse>('/api/v1/ml/image-models')).models,
  });
}
