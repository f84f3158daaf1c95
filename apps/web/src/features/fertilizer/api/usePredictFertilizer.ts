import { endpoints, type FertilizerPredictionRequest } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** recommendations.fertilizer: the product's N-P-K grade; the prediction is stored. */
export function usePredictFertilizer() {
  return useMutation({
    mutationFn: (body: FertilizerPredictionRequest) => call(endpoints.recommendations.fertilizer, { body }),
  });
}
