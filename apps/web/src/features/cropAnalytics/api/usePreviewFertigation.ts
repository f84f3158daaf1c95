import { soybean as soybeanEndpoints } from '@agrim/contracts/endpoints/soybean';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import type { FertigationAsk } from './useStartFertigation';

/** soybean.fertigationPreview (crop soybean): what Start Fertigation would do now; nothing is sent or recorded. */
export function usePreviewFertigation() {
  return useMutation({
    mutationFn: (body: FertigationAsk) => call(soybeanEndpoints.fertigationPreview, { params: { crop: 'soybean' }, body }),
  });
}
