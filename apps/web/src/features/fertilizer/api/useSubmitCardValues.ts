import type { AdviceLanguage, ShcKForm, ShcParameters, ShcPForm, ShcResult } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface CardValues {
  /** The card reading being corrected; null for values typed without a readable photo. */
  id: string | null;
  language: AdviceLanguage;
  crop_type: string;
  soil_type: string;
  parameters: ShcParameters;
  /** The forms the user confirmed the card prints P and K in; left out, the card's printed range or the server's default decides. */
  p_form?: ShcPForm;
  k_form?: ShcKForm;
}

/**
 * The user's values make the advice final: POST …/shc/{id}/confirm corrects a card that was read,
 * POST …/shc/values takes values typed by hand.
 */
export function useSubmitCardValues() {
  return useMutation({
    mutationFn: async ({ id, ...body }: CardValues) => {
      const path = id ? `/api/v1/fert/prediction/shc/${encodeURIComponent(id)}/confirm` : '/api/v1/fert/prediction/shc/values';
      return (await api<{ data: ShcResult }>(path, { body })).data;
    },
  });
}
