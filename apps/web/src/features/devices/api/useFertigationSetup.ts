import type { FertigationSetup } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const key = (deviceId: string) => ['devices', deviceId, 'fertigation-setup'];

/** sensors.fertigationSetup and sensors.setFertigationSetup: what each tank holds and the line's flow (dose per opening, issue 37). */
export function useFertigationSetup(deviceId: string) {
  const queryClient = useQueryClient();
  const setup = useQuery({
    queryKey: key(deviceId),
    queryFn: async ({ signal }) => (await call(sensorsEndpoints.fertigationSetup, { params: { deviceId } }, { signal })).setup,
  });
  const save = useMutation({
    mutationFn: (body: FertigationSetup) => call(sensorsEndpoints.setFertigationSetup, { params: { deviceId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(deviceId) }),
  });
  return { setup, save };
}
