import type { User } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

export function useCurrentUser() {
  return useQuery({
    queryKey: ['users', 'me'],
    queryFn: async () => (await api<{ data: User[] }>('/api/v1/get/user')).data[0]!,
  });
}
