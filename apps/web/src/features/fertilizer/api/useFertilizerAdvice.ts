import type { FertilizerAdviceInput, FertilizerAdviceResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /agri/fertilizer/recommendation/gpt: the advice text (markdown) in English or Hindi. */
export function useFertilizerAdvice() {
  return useMutation({
    mutationFn: (body: FertilizerAdviceInput) => api<FertilizerAdviceResponse>('/agri/fertilizer/recommendation/gpt', { body }),
  });
}
