import { type AdviceLanguage, type ShcResult } from '@agrim/contracts';
import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { useMutation } from '@tanstack/react-query';
import { callForm } from '../../../lib/api';

export interface CardUpload {
  file: File;
  language: AdviceLanguage;
  crop_type: string;
  soil_type: string;
}

/** recommendations.readCard (multipart): the values read from the card and the advice. */
export function useReadCard() {
  return useMutation({
    mutationFn: async ({ file, ...fields }: CardUpload): Promise<ShcResult> => {
      const form = new FormData();
      form.append('file', file);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return (await callForm(recommendationsEndpoints.readCard, {}, form)).data;
    },
  });
}
