import { type ImageModel, type ImageTask } from '@agrim/contracts';
import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';

export const imageModelKeys = {
  all: ['image-models'] as const,
  task: (task: ImageTask) => ['image-models', task] as const,
};

/** imageAnalysis.models of one task: its installed models (never one that is not installed). */
export function useImageModels(task: ImageTask) {
  return useQuery({
    queryKey: imageModelKeys.task(task),
    queryFn: async ({ signal }) => (await call(imageAnalysisEndpoints.models, { query: { task } }, { signal })).models,
  });
}

/** The model a selector should start on: the server's default, else the first. */
export function defaultModel(models: readonly ImageModel[] | undefined): ImageModel | undefined {
  return models?.find((m) => m.default) ?? models?.[0];
}
