import type { ClassifierResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** POST /get/soyabean/seed/prediction (multipart file and model); 409 while no seed model is installed. */
export function usePredictSeed() {
  return useMutation({
    mutationFn: ({ file, model }: { file: File; model?: string }) =>
      postImage<ClassifierResponse>('/get/soyabean/seed/prediction', file, { model }),
  });
}
