import { type EndpointOutput, type RecommendCropRequest } from '@agrim/contracts';
import { recommendations as recommendationsEndpoints } from '@agrim/contracts/endpoints/recommendations';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export type RecommendCropResponse = EndpointOutput<typeof recommendationsEndpoints.crop>;

/** recommendations.crop: the crop for the seven slider values, its top 3 and what drove it. */
export function useRecommendCrop() {
  return useMutation({
    mutationFn: (values: RecommendCropRequest) => call(recommendationsEndpoints.crop, { body: values }),
  });
}
