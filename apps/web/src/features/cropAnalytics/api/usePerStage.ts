import type { PerStageResponse } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /agri/{crop}/growth/per/stages {stages}: the stage's values (spec 3) and its fertigation bands. */
export function usePerStage(crop: string, stage: string) {
  return useQuery({
    queryKey: ['per-stage', crop, stage],
    queryFn: ({ signal }) =>
      api<PerStageResponse>(`/agri/${encodeURIComponent(crop)}/growth/per/stages`, { body: { stages: stage }, signal }),
  });
}
