import { type EndpointOutput, endpoints, type RecommendCropRequest } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export type RecommendCropResponse = EndpointOutput<typeof endpoints.recommendations.crop>;

/** recommendations.crop: the crop for the seven slider values, its top 3 and what drove it. */
export function useRecommendCrop() {
  return useMutation({
    mutationFn: (values: RecommendCropRequest) => call(endpoints.recommendations.crop, { body: values }),
  });
}
