import { endpoints, type FertilizerAdviceInput } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** recommendations.advice: the advice text (markdown) in English or Hindi. */
export function useFertilizerAdvice() {
  return useMutation({
    mutationFn: (body: FertilizerAdviceInput) => call(endpoints.recommendations.advice, { body }),
  });
}
