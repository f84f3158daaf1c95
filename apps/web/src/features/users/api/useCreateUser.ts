import { type CreateUserRequest } from '@agrim/contracts';
import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { staffUsersKey } from './useStaffUsers';

/** users.create: registers an account (Admin, superAdmin). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserRequest) => call(usersEndpoints.create, { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffUsersKey });
      // Issue 22: a farmer may have come with a new farm and a device.
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
  });
}
