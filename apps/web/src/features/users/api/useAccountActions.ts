import { users as usersEndpoints } from '@agrim/contracts/endpoints/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { invalidateStaffUsers } from './useStaffUsers';

export type AccountAction = 'disable' | 'enable' | 'delete';

/** users.disable, users.enable and users.delete (Admin, superAdmin; accounts below the caller's role). */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AccountAction }) => call(usersEndpoints[action], { params: { id } }),
    onSuccess: () => invalidateStaffUsers(queryClient),
  });
}
