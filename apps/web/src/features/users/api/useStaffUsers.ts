import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const staffUsersKey = ['users', 'registered'] as const;

/** users.list: staff accounts (spec 2.20), or every account with `all` (Admin, superAdmin). */
export function useStaffUsers(accounts: 'staff' | 'all' = 'staff') {
  return useQuery({
    queryKey: [...staffUsersKey, accounts],
    queryFn: async ({ signal }) => (await call(usersEndpoints.list, { query: accounts === 'all' ? { accounts } : {} }, { signal })).data,
  });
}
