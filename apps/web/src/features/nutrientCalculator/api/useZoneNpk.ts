import type { NpkOption } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /get/zone/npk/nutrient/calculator: the N:P2O5:K2O doses of a cropping system, with the crop and season of each. */
export function useZoneNpk(zone: string, soil: string, crop: string) {
  return useQuery({
    queryKey: ['calculator-npk', zone, soil, crop],
    enabled: !!zone && !!soil && !!crop,
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      api<{ npk_ratios: string[]; npk_options: NpkOption[] }>(
        `/get/zone/npk/nutrient/calculator?${new URLSearchParams({ zone, soil, crop })}`,
        { signal },
      ),
  });
}
