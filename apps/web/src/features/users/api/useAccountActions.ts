import type { User } from '@agrim/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { staffUsersKey } from './useStaffUsers';

export type AccountAction = 'disable' | 'enable' | 'delete';

/** POST /api/users/:id/disable, /enable and DELETE /api/users/:id (Admin, superAdmin; accounts below the caller's role). */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AccountAction }) => {
      const path = `/api/users/${encodeURIComponent(id)}`;
      return action === 'delete'
        ? api<{ message: string }>(path, { method: 'DELETE' })
        : api<{ message: string; data: User }>(`${path}/${action}`, { method: 'POST' });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffUsersKey }),
  });
}
