import { type CreateUserRequest } from '@agrim/contracts';
import { sensors as sensorsEndpoints } from '@agrim/contracts/endpoints/sensors';
import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateEntry } from '../../../lib/queries';
import { invalidateStaffUsers } from './useStaffUsers';

/** users.create: registers an account (Admin, superAdmin). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserRequest) => call(usersEndpoints.create, { body: input }),
    onSuccess: async () => {
      await invalidateStaffUsers(queryClient);
      // Issue 22: a farmer may have come with a new farm and a device.
      await invalidateEntry(queryClient, sensorsEndpoints.farms);
      await invalidateEntry(queryClient, sensorsEndpoints.devices);
    },
  });
}
