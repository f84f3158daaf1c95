import type { FertigationStartResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { FertigationAsk } from './useStartFertigation';

/** POST /agri/soybean/fertigation/preview: what Start Fertigation would do now; nothing is sent or recorded. */
export function usePreviewFertigation() {
  return useMutation({
    mutationFn: (body: FertigationAsk) => api<FertigationStartResponse>('/agri/soybean/fertigation/preview', { body }),
  });
}
