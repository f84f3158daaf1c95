import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOptionsFor } from '../../../lib/queries';

/** users.farmers (issue 22): farmers with their farms and devices, one page at a time (Admin, superAdmin). */
export function useFarmers(search: string, page: number, pageSize: number) {
  // Registering and the account actions refresh it too (invalidateStaffUsers).
  return useQuery({
    ...queryOptionsFor(usersEndpoints.farmers, { query: { ...(search ? { search } : {}), page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  });
}
