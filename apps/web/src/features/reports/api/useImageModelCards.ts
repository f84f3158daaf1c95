import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** imageAnalysis.models: every installed image model of every task, with its card. */
export function useImageModelCards() {
  return useQuery({
    queryKey: keyFor(imageAnalysisEndpoints.models, {}),
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await call(imageAnalysisEndpoints.models, {}, { signal })).models,
  });
}
