import type { AdviceLanguage, ShcResponse, ShcResult } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { authedFetch } from '../../../lib/api';

export interface CardUpload {
  file: File;
  language: AdviceLanguage;
  crop_type: string;
  soil_type: string;
}

/** POST /api/v1/fert/prediction/shc (multipart): the values read from the card and the advice. */
export function useReadCard() {
  return useMutation({
    mutationFn: async ({ file, ...fields }: CardUpload): Promise<ShcResult> => {
      const form = new FormData();
      form.append('file', file);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const res = await authedFetch('/api/v1/fert/prediction/shc', { method: 'POST', body: form, headers: { accept: 'application/json' } });
      return ((await res.json()) as ShcResponse).data;
    },
  });
}
