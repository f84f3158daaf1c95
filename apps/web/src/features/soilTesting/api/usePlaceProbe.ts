import { type SoilTest } from '@agrim/contracts';
import { soilTests as soilTestsEndpoints } from '@agrim/contracts/endpoints/soilTests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateSoilTests, soilTestKey } from '../../../lib/soilTests/keys';

/** soilTests.probe: the probe is in the soil and its placement checked. */
export function usePlaceProbe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(soilTestsEndpoints.probe, { params: { id }, body: { probe_placed: true, placement_validated: true } }),
    onSuccess: (res, id) =>
      queryClient.setQueryData<SoilTest>(soilTestKey(id), (test) =>
        test ? { ...test, probe_placed: res.probe_placed, placement_validated: res.placement_validated } : test,
      ),
    onSettled: () => invalidateSoilTests(queryClient),
  });
}
