import type { AssignableRole, User } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { staffUsersKey } from './useStaffUsers';

/** PATCH /api/users/:id/role (Admin, superAdmin; not one's own, not a superAdmin's). */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AssignableRole }) =>
      api<{ message: string; data: User }>(`/api/users/${encodeURIComponent(id)}/role`, { method: 'PATCH', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersKey }),
  });
}
