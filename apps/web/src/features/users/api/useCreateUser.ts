import type { CreateUserRequest, User } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { staffUsersKey } from './useStaffUsers';

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserRequest) => api<{ message: string; data: User }>('/api/create/user', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersKey }),
  });
}
