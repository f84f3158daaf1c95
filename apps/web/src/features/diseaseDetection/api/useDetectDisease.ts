import { endpoints } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** imageAnalysis.soybeanDisease (multipart file): the spec's Prediction/Confidence and probability table. */
export function useDetectSoybeanDisease() {
  return useMutation({
    mutationFn: (file: File) => postImage(endpoints.imageAnalysis.soybeanDisease, file),
  });
}

/** imageAnalysis.tomatoDisease (multipart file and model): the class, its confidence and every class's probability. */
export function useDetectTomatoDisease() {
  return useMutation({
    mutationFn: ({ file, model }: { file: File; model?: string }) => postImage(endpoints.imageAnalysis.tomatoDisease, file, { model }),
  });
}
