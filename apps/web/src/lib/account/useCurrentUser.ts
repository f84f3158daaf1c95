import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api';
import { keyFor } from '../queries';

/** users.current: the signed-in account. */
export function useCurrentUser() {
  return useQuery({
    queryKey: keyFor(usersEndpoints.current, {}),
    queryFn: async ({ signal }) => (await call(usersEndpoints.current, {}, { signal })).data[0]!,
  });
}
