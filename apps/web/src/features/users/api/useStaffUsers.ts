import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateEntry, keyFor } from '../../../lib/queries';

/** After registering or an account action: the staff list and the farmers' pages are read again. */
export const invalidateStaffUsers = (queryClient: QueryClient) => invalidateEntry(queryClient, usersEndpoints.list, usersEndpoints.farmers);

/** users.list: staff accounts (spec 2.20), or every account with `all` (Admin, superAdmin). */
export function useStaffUsers(accounts: 'staff' | 'all' = 'staff') {
  const input = { query: accounts === 'all' ? { accounts } : {} };
  return useQuery({
    queryKey: keyFor(usersEndpoints.list, input),
    queryFn: async ({ signal }) => (await call(usersEndpoints.list, input, { signal })).data,
  });
}
