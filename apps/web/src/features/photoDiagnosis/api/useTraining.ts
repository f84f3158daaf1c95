import { type ImageTask, type TrainingJob } from '@agrim/contracts';
import { imageAnalysis as imageAnalysisEndpoints } from '@agrim/contracts/endpoints/imageAnalysis';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForm } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';
import { imageModelsKey } from './useImageModels';

/** How often a running training job is asked for its progress. */
export const TRAINING_POLL_MS = 1500;

export interface TrainingRequest {
  task: ImageTask;
  name: string;
  file: File;
}

/** imageAnalysis.train (multipart: task, name, file = zip of class-named folders) → 202 with the job. */
export function useStartTraining() {
  return useMutation({
    mutationFn: async ({ task, name, file }: TrainingRequest) => {
      const form = new FormData();
      form.append('task', task);
      form.append('name', name);
      form.append('file', file, file.name);
      return (await callForm(imageAnalysisEndpoints.train, {}, form)).job;
    },
  });
}

/** imageAnalysis.jobs: the recent training jobs, newest first (to pick up one still running). */
export function useTrainingJobs() {
  return useQuery({
    queryKey: keyFor(imageAnalysisEndpoints.jobs, {}),
    queryFn: async ({ signal }) => (await call(imageAnalysisEndpoints.jobs, {}, { signal })).jobs,
  });
}

const finished = (job: TrainingJob | undefined) => job?.state === 'succeeded' || job?.state === 'failed';

/**
 * imageAnalysis.job, polled until the job has succeeded or failed. On success the
 * task's model list reloads and `onSucceeded` gets the new model's id.
 */
export function useTrainingJob(id: string | null, task: ImageTask, onSucceeded?: (modelId: string) => void) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keyFor(imageAnalysisEndpoints.job, { params: { id: id ?? '' } }),
    enabled: !!id,
    // A finished job does not change: no refetch on focus (which would select its model again).
    staleTime: Infinity,
    queryFn: async () => {
      const { job } = await call(imageAnalysisEndpoints.job, { params: { id: id! } });
      if (job.state === 'succeeded') {
        await queryClient.invalidateQueries({ queryKey: imageModelsKey(task) });
        if (job.model_id) onSucceeded?.(job.model_id);
      }
      return job;
    },
    // Stops when the job has finished, or when asking failed (the error is shown; a 4xx will not heal).
    refetchInterval: (query) => (finished(query.state.data) || query.state.status === 'error' ? false : TRAINING_POLL_MS),
  });
}
