import type { ImageModel, ImageModelsResponse, ImageTask } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export const imageModelKeys = {
  all: ['image-models'] as const,
  task: (task: ImageTask) => ['image-models', task] as const,
};

/** GET /api/v1/ml/image-models?task=: the installed models of one task (never one that is not installed). */
export function useImageModels(task: ImageTask) {
  return useQuery({
    queryKey: imageModelKeys.task(task),
    queryFn: async () => (await api<ImageModelsResponse>(`/api/v1/ml/image-models?task=${encodeURIComponent(task)}`)).models,
  });
}

/** The model a selector should start on: the server's default, else the first. */
export function defaultModel(models: readonly ImageModel[] | undefined): ImageModel | undefined {
  return models?.find((m) => m.default) ?? models?.[0];
}
