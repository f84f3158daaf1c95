import { endpoints } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** imageAnalysis.soilType (multipart file): soil type, crops, states, and how sure the model is. */
export function usePredictSoilType() {
  return useMutation({
    mutationFn: (file: File) => postImage(endpoints.imageAnalysis.soilType, file),
  });
}
