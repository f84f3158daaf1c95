import type { User } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const staffUsersKey = ['users', 'registered'] as const;

export function useStaffUsers() {
  return useQuery({
    queryKey: staffUsersKey,
    queryFn: async () => (await api<{ data: User[] }>('/api/get/user/registered')).data,
  });
}
