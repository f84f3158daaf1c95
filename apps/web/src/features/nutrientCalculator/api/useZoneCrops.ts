import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /get/zone/crop/nutrient/calculator: the cropping systems of a zone's soil. */
export function useZoneCrops(zone: string, soil: string) {
  return useQuery({
    queryKey: ['calculator-crops', zone, soil],
    enabled: !!zone && !!soil,
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (await api<{ crops: string[] }>(`/get/zone/crop/nutrient/calculator?${new URLSearchParams({ zone, soil })}`, { signal })).crops,
  });
}
