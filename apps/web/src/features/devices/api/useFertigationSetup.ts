import type { FertigationSetup } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

/** sensors.fertigationSetup and sensors.setFertigationSetup: what each tank holds and the line's flow (dose per opening, issue 37). */
export function useFertigationSetup(deviceId: string) {
  const queryClient = useQueryClient();
  const input = { params: { deviceId } };
  const setup = useQuery({
    queryKey: keyFor(sensorsEndpoints.fertigationSetup, input),
    queryFn: async ({ signal }) => (await call(sensorsEndpoints.fertigationSetup, input, { signal })).setup,
  });
  const save = useMutation({
    mutationFn: (body: FertigationSetup) => call(sensorsEndpoints.setFertigationSetup, { ...input, body }),
    // This device's setup only: another device's stays cached.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyFor(sensorsEndpoints.fertigationSetup, input) }),
  });
  return { setup, save };
}
