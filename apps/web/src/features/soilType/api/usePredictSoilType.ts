import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation } from '@tanstack/react-query';
import { postImages } from '../../../lib/imageAnalysis/postImage';

/** imageAnalysis.soilType (multipart, 1 to 5 photos of one sample): soil type, crops, states, and how sure the model is. */
export function usePredictSoilType() {
  return useMutation({
    mutationFn: (files: File[]) => postImages(imageAnalysisEndpoints.soilType, files),
  });
}
