import { type Device, type EndpointOutput } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateEntry, keyFor } from '../../../lib/queries';

/** A farm as the server shows it to the caller (`members`: Admin and superAdmin only). */
export type Farm = EndpointOutput<typeof sensorsEndpoints.farms>['data'][number];

/** sensors.farms: the farms the caller belongs to (all farms for staff). */
export function useFarms(enabled = true) {
  return useQuery({
    enabled,
    queryKey: keyFor(sensorsEndpoints.farms, {}),
    queryFn: async ({ signal }) => (await call(sensorsEndpoints.farms, {}, { signal })).data,
  });
}

function useFarmMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await invalidateEntry(queryClient, sensorsEndpoints.farms);
      await invalidateEntry(queryClient, sensorsEndpoints.devices);
    },
  });
}

/** sensors.createFarm. */
export const useCreateFarm = () =>
  useFarmMutation((input: { name: string; district?: string; state?: string }) => call(sensorsEndpoints.createFarm, { body: input }));

/** sensors.addMember. */
export const useAddMember = () =>
  useFarmMutation((input: { farmId: string; email: string }) =>
    call(sensorsEndpoints.addMember, { params: { farmId: input.farmId }, body: { email: input.email } }),
  );

/** sensors.registerDevice: the answer carries the device's key, shown this once. */
export const useRegisterDevice = () =>
  useFarmMutation((input: { farmId: string; name: string }) =>
    call(sensorsEndpoints.registerDevice, { params: { farmId: input.farmId }, body: { name: input.name } }),
  );

/** Issue 18: sensors.removeMember. */
export const useRemoveMember = () =>
  useFarmMutation((input: { farmId: string; userId: string }) =>
    call(sensorsEndpoints.removeMember, { params: { farmId: input.farmId, userId: input.userId } }),
  );

/** Issue 18: sensors.revokeKey (readings refused) or sensors.rotateKey (a new key, shown once). */
export const useDeviceKey = () =>
  useFarmMutation(
    async (input: { farmId: string; deviceId: string; action: 'revoke' | 'rotate' }): Promise<{ data: Device; deviceKey?: string }> => {
      const params = { farmId: input.farmId, deviceId: input.deviceId };
      return input.action === 'rotate' ? call(sensorsEndpoints.rotateKey, { params }) : call(sensorsEndpoints.revokeKey, { params });
    },
  );
