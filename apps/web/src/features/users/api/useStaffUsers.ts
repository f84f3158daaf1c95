import type { User } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const staffUsersKey = ['users', 'registered'] as const;

/** GET /api/get/user/registered: staff accounts (spec 2.20), or every account with `all` (Admin, superAdmin). */
export function useStaffUsers(accounts: 'staff' | 'all' = 'staff') {
  return useQuery({
    queryKey: [...staffUsersKey, accounts],
    queryFn: async () => (await api<{ data: User[] }>(`/api/get/user/registered${accounts === 'all' ? '?accounts=all' : ''}`)).data,
  });
}
