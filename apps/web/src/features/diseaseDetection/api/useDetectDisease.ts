import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation } from '@tanstack/react-query';
import { postImages } from '../../../lib/imageAnalysis/postImage';

/** imageAnalysis.soybeanDisease (multipart, 1 to 5 photos of one plant): the spec's Prediction/Confidence and probability table. */
export function useDetectSoybeanDisease() {
  return useMutation({
    mutationFn: (files: File[]) => postImages(imageAnalysisEndpoints.soybeanDisease, files),
  });
}

/** imageAnalysis.tomatoDisease (multipart photos and model): the class, its confidence and every class's probability. */
export function useDetectTomatoDisease() {
  return useMutation({
    mutationFn: ({ files, model }: { files: File[]; model?: string }) => postImages(imageAnalysisEndpoints.tomatoDisease, files, { model }),
  });
}
