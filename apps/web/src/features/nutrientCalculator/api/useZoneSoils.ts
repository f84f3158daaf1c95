import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /get/zone/soil/nutrient/calculator: the soils of a zone. */
export function useZoneSoils(zone: string) {
  return useQuery({
    queryKey: ['calculator-soils', zone],
    enabled: !!zone,
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await api<{ soils: string[] }>(`/get/zone/soil/nutrient/calculator?${new URLSearchParams({ zone })}`, { signal })).soils,
  });
}
