import type { ClassifierResponse, SoybeanDiseaseResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { postImage } from '../../../lib/imageAnalysis/postImage';

/** POST /get/soyabean/disease/prediction (multipart file): the spec's Prediction/Confidence and probability table. */
export function useDetectSoybeanDisease() {
  return useMutation({
    mutationFn: (file: File) => postImage<SoybeanDiseaseResponse>('/get/soyabean/disease/prediction', file),
  });
}

/** POST /get/tomato/disease/prediction (multipart file and model): the class, its confidence and every class's probability. */
export function useDetectTomatoDisease() {
  return useMutation({
    mutationFn: ({ file, model }: { file: File; model?: string }) =>
      postImage<ClassifierResponse>('/get/tomato/disease/prediction', file, { model }),
  });
}
