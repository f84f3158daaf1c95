import type { ImageTask, TrainingJob } from '@agrim/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, authedFetch } from '../api';
import { imageModelKeys } from './useImageModels';

/** How often a running training job is asked for its progress. */
export const TRAINING_POLL_MS = 1500;

interface JobResponse {
  status: 'accepted' | 'success';
  job: TrainingJob;
}

export interface TrainingRequest {
  task: ImageTask;
  name: string;
  file: File;
}

/** POST /api/v1/ml/image-models/train (multipart: task, name, file = zip of class-named folders) → 202 with the job. */
export function useStartTraining() {
  return useMutation({
    mutationFn: async ({ task, name, file }: TrainingRequest) => {
      const form = new FormData();
      form.append('task', task);
      form.append('name', name);
      form.append('file', file, file.name);
      const res = await authedFetch('/api/v1/ml/image-models/train', {
        method: 'POST',
        body: form,
        headers: { accept: 'application/json' },
      });
      return ((await res.json()) as JobResponse).job;
    },
  });
}

/** GET /api/v1/ml/image-models/jobs: the recent training jobs, newest first (to pick up one still running). */
export function useTrainingJobs() {
  return useQuery({
    queryKey: ['image-training-jobs'],
    queryFn: async () => (await api<{ status: 'success'; jobs: TrainingJob[] }>('/api/v1/ml/image-models/jobs')).jobs,
  });
}

const finished = (job: TrainingJob | undefined) => job?.state === 'succeeded' || job?.state === 'failed';

/**
 * GET /api/v1/ml/image-models/jobs/:id, polled until the job has succeeded or failed. On success the
 * task's model list reloads and `onSucceeded` gets the new model's id.
 */
export function useTrainingJob(id: string | null, task: ImageTask, onSucceeded?: (modelId: string) => void) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['image-training-job', id],
    enabled: !!id,
    // A finished job does not change: no refetch on focus (which would select its model again).
    staleTime: Infinity,
    queryFn: async () => {
      const { job } = await api<JobResponse>(`/api/v1/ml/image-models/jobs/${encodeURIComponent(id!)}`);
      if (job.state === 'succeeded') {
        await queryClient.invalidateQueries({ queryKey: imageModelKeys.task(task) });
        if (job.model_id) onSucceeded?.(job.model_id);
      }
      return job;
    },
    // Stops when the job has finished, or when asking failed (the error is shown; a 4xx will not heal).
    refetchInterval: (query) => (finished(query.state.data) || query.state.status === 'error' ? false : TRAINING_POLL_MS),
  });
}
