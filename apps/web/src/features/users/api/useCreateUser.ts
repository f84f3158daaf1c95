import { type CreateUserRequest, endpoints } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { staffUsersKey } from './useStaffUsers';

/** users.create: registers an account (Admin, superAdmin). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserRequest) => call(endpoints.users.create, { body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffUsersKey });
      // Issue 22: a farmer may have come with a new farm and a device.
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
  });
}
