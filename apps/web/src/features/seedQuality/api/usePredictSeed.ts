import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** imageAnalysis.seedQuality (multipart file and model); 409 while no seed model is installed. */
export function usePredictSeed() {
  return useMutation({
    mutationFn: ({ file, model }: { file: File; model?: string }) => postImage(imageAnalysisEndpoints.seedQuality, file, { model }),
  });
}
