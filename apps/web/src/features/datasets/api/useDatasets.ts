import type { DatasetsResponse } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { datasetKeys } from '../../../lib/datasets/keys';

/** GET /api/v1/datasets: per kind its current version (null until imported) and the file it is read from. */
export function useDatasets() {
  return useQuery({
    queryKey: datasetKeys.list,
    queryFn: async () => (await api<DatasetsResponse>('/api/v1/datasets')).datasets,
  });
}
