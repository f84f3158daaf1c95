import { endpoints } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const staffUsersKey = ['users', 'registered'] as const;

/** users.list: staff accounts (spec 2.20), or every account with `all` (Admin, superAdmin). */
export function useStaffUsers(accounts: 'staff' | 'all' = 'staff') {
  return useQuery({
    queryKey: [...staffUsersKey, accounts],
    queryFn: async ({ signal }) => (await call(endpoints.users.list, { query: accounts === 'all' ? { accounts } : {} }, { signal })).data,
  });
}
