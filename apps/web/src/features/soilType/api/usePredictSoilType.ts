import type { SoilTypeResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** POST /get/soil/type/predict (multipart file): soil type, crops, states, and how sure the model is. */
export function usePredictSoilType() {
  return useMutation({
    mutationFn: (file: File) => postImage<SoilTypeResponse>('/get/soil/type/predict', file),
  });
}
