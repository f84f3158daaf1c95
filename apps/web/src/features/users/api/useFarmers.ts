import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { staffUsersKey } from './useStaffUsers';

/** users.farmers (issue 22): farmers with their farms and devices, one page at a time (Admin, superAdmin). */
export function useFarmers(search: string, page: number, pageSize: number) {
  return useQuery({
    // Under the staff list's key, so registering and the account actions refresh it too.
    queryKey: [...staffUsersKey, 'farmers', search, page, pageSize],
    queryFn: async ({ signal }) =>
      call(usersEndpoints.farmers, { query: { ...(search ? { search } : {}), page, page_size: pageSize } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
