import { datasets as datasetsEndpoints } from '@agrim/contracts/endpoints/datasets';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** datasets.list: per kind its current version (null until imported) and the file it is read from. */
export function useDatasets() {
  return useQuery({
    queryKey: keyFor(datasetsEndpoints.list, {}),
    queryFn: async ({ signal }) => (await call(datasetsEndpoints.list, {}, { signal })).datasets,
  });
}
