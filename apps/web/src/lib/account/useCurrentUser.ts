import { endpoints } from '@agrim/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';

/** users.current: the signed-in account. */
export function useCurrentUser() {
  return useQuery({
    queryKey: ['users', 'me'],
    queryFn: async ({ signal }) => (await call(endpoints.users.current, {}, { signal })).data[0]!,
  });
}
