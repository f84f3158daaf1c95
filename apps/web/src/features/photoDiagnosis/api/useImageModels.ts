import { type ImageModel, type ImageTask } from '@agrim/contracts';
import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** The installed models of one task (a finished training job reloads it). */
export const imageModelsKey = (task: ImageTask) => keyFor(imageAnalysisEndpoints.models, { query: { task } });

/** imageAnalysis.models of one task: its installed models (never one that is not installed). */
export function useImageModels(task: ImageTask) {
  return useQuery({
    queryKey: imageModelsKey(task),
    queryFn: async ({ signal }) => (await call(imageAnalysisEndpoints.models, { query: { task } }, { signal })).models,
  });
}

/** The model a selector should start on: the server's default, else the first. */
export function defaultModel(models: readonly ImageModel[] | undefined): ImageModel | undefined {
  return models?.find((m) => m.default) ?? models?.[0];
}
