import type { SoilTest } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { soilTestKeys } from '../../../lib/soilTests/keys';

/** PUT /api/v1/soil_test/:id/probe: the probe is in the soil and its placement checked. */
export function usePlaceProbe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ status: 'updated'; probe_placed: boolean; placement_validated: boolean }>(`/api/v1/soil_test/${id}/probe`, {
        method: 'PUT',
        body: { probe_placed: true, placement_validated: true },
      }),
    onSuccess: (res, id) =>
      queryClient.setQueryData<SoilTest>(soilTestKeys.one(id), (test) =>
        test ? { ...test, probe_placed: res.probe_placed, placement_validated: res.placement_validated } : test,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: soilTestKeys.all }),
  });
}
