import { endpoints } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImages } from '../../../lib/imageAnalysis/postImage';

/** imageAnalysis.soybeanDisease (multipart, 1 to 5 photos of one plant): the spec's Prediction/Confidence and probability table. */
export function useDetectSoybeanDisease() {
  return useMutation({
    mutationFn: (files: File[]) => postImages(endpoints.imageAnalysis.soybeanDisease, files),
  });
}

/** imageAnalysis.tomatoDisease (multipart photos and model): the class, its confidence and every class's probability. */
export function useDetectTomatoDisease() {
  return useMutation({
    mutationFn: ({ files, model }: { files: File[]; model?: string }) =>
      postImages(endpoints.imageAnalysis.tomatoDisease, files, { model }),
  });
}
