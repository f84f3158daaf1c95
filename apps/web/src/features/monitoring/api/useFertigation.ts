import type { FertigationStatus } from '@agrim/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const key = (deviceId: string | undefined) => ['fertigation', deviceId] as const;

export function useFertigation(deviceId: string | undefined) {
  return useQuery({
    queryKey: key(deviceId),
    enabled: !!deviceId,
    refetchInterval: 30_000,
    queryFn: () => api<FertigationStatus>(`/agri/fertigation?${new URLSearchParams({ deviceId: deviceId! })}`),
  });
}

export function useSwitchFertigation(deviceId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { state: 'on' | 'off'; durationMinutes: number }) =>
      api<FertigationStatus>('/agri/fertigation', { body: { deviceId, ...input } }),
    onSuccess: (status) => queryClient.setQueryData(key(deviceId), status),
  });
}
