import type { Device } from '@agrim/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface Farm {
  id: string;
  name: string;
  district: string | null;
  state: string | null;
  memberEmails: string[];
  /** Admin and superAdmin only: members with their ids (to remove one). */
  members?: Array<{ id: string; email: string; display_name: string }>;
}

export function useFarms() {
  return useQuery({ queryKey: ['farms'], queryFn: async () => (await api<{ data: Farm[] }>('/api/farms')).data });
}

function useFarmMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['farms'] });
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
    },
  });
}

export const useCreateFarm = () =>
  useFarmMutation((input: { name: string; district?: string; state?: string }) => api<{ data: Farm }>('/api/farms', { body: input }));

export const useAddMember = () =>
  useFarmMutation((input: { farmId: string; email: string }) =>
    api<{ data: Farm }>(`/api/farms/${input.farmId}/members`, { body: { email: input.email } }),
  );

export const useRegisterDevice = () =>
  useFarmMutation((input: { farmId: string; name: string }) =>
    api<{ data: Device; deviceKey: string }>(`/api/farms/${input.farmId}/devices`, { body: { name: input.name } }),
  );

/** Issue 18: DELETE /api/farms/:farmId/members/:userId. */
export const useRemoveMember = () =>
  useFarmMutation((input: { farmId: string; userId: string }) =>
    api<{ data: Farm }>(`/api/farms/${input.farmId}/members/${encodeURIComponent(input.userId)}`, { method: 'DELETE' }),
  );

/** Issue 18: revoke (readings refused) or rotate (a new key, shown once) a device's key. */
export const useDeviceKey = () =>
  useFarmMutation((input: { farmId: string; deviceId: string; action: 'revoke' | 'rotate' }) =>
    api<{ data: Device; deviceKey?: string }>(`/api/farms/${input.farmId}/devices/${input.deviceId}/key/${input.action}`, {
      method: 'POST',
    }),
  );
