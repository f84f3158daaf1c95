import { type AssignableRole } from '@agrim/contracts';
import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateStaffUsers } from './useStaffUsers';

/** users.changeRole (Admin, superAdmin; not one's own, not a superAdmin's). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AssignableRole }) => call(usersEndpoints.changeRole, { params: { id }, body: { role } }),
    onSuccess: () => invalidateStaffUsers(queryClient),
  });
}
