import { endpoints } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import type { FertigationAsk } from './useStartFertigation';

/** soybean.fertigationPreview (crop soybean): what Start Fertigation would do now; nothing is sent or recorded. */
export function usePreviewFertigation() {
  return useMutation({
    mutationFn: (body: FertigationAsk) => call(endpoints.soybean.fertigationPreview, { params: { crop: 'soybean' }, body }),
  });
}
