import type { Device } from '@agrim/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface Farm {
  id: string;
  name: string;
  district: string | null;
  state: string | null;
  memberEmails: string[];
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
