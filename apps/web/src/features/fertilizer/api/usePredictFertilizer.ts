import type { FertilizerPredictionRequest, FertilizerPredictionResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /agri/fertilizer/recommendation/id: the product's N-P-K grade; the prediction is stored. */
export function usePredictFertilizer() {
  return useMutation({
    mutationFn: (body: FertilizerPredictionRequest) => api<FertilizerPredictionResponse>('/agri/fertilizer/recommendation/id', { body }),
  });
}
