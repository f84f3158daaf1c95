import {
  type AdviceLanguage,
  type FertilizerCropType,
  type ShcKForm,
  type ShcParameters,
  type ShcPForm,
  type SoilType,
} from '@agrim/contracts';
import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

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
 * The user's values make the advice final: recommendations.confirmCard corrects a card that was
 * read, recommendations.enterCard takes values typed by hand.
 */
export function useSubmitCardValues() {
  return useMutation({
    mutationFn: async ({ id, crop_type, soil_type, ...rest }: CardValues) => {
      // The selects offer only the contract's crop and soil types.
      const body = { ...rest, crop_type: crop_type as FertilizerCropType, soil_type: soil_type as SoilType };
      const res = id
        ? await call(recommendationsEndpoints.confirmCard, { params: { id }, body })
        : await call(recommendationsEndpoints.enterCard, { body });
      return res.data;
    },
  });
}
