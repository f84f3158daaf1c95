import { type FertilizerPredictionRequest } from '@agrim/contracts';
import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** recommendations.fertilizer: the product's N-P-K grade; the prediction is stored. */
export function usePredictFertilizer() {
  return useMutation({
    mutationFn: (body: FertilizerPredictionRequest) => call(recommendationsEndpoints.fertilizer, { body }),
  });
}
