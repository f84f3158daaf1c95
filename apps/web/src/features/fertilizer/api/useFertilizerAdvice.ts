import { type FertilizerAdviceInput } from '@agrim/contracts';
import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** recommendations.advice: the advice text (markdown) in English or Hindi. */
export function useFertilizerAdvice() {
  return useMutation({
    mutationFn: (body: FertilizerAdviceInput) => call(recommendationsEndpoints.advice, { body }),
  });
}
