import type { ModelCard } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export interface ModelReport {
  status: 'success';
  cards: ModelCard[];
  /** The externally hosted report (server setting CROP_REPORT_URL), when there is one. */
  report_url: string | null;
}

/** GET /api/v1/ml/models: the crop and fertilizer models' cards. They change only when a model is retrained. */
export function useModelReport() {
  return useQuery({
    queryKey: ['ml-models'],
    staleTime: 5 * 60_000,
    queryFn: () => api<ModelReport>('/api/v1/ml/models'),
  });
}
