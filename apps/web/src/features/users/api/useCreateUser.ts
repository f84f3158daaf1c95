import { type CreateUserRequest, endpoints } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { staffUsersKey } from './useStaffUsers';

/** users.create: registers an account (Admin, superAdmin). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserRequest) => call(endpoints.users.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersKey }),
  });
}
