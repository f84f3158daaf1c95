import type { CropPrediction, RecommendCropRequest } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type RecommendCropResponse = CropPrediction & { status: 'success' };

/** POST /api/v1/ai/recommend_crop: the crop for the seven slider values, its top 3 and what drove it. */
export function useRecommendCrop() {
  return useMutation({
    mutationFn: (values: RecommendCropRequest) => api<RecommendCropResponse>('/api/v1/ai/recommend_crop', { body: values }),
  });
}
