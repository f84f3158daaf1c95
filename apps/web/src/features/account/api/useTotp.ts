import type { TotpSetupResponse, TotpStatus } from '@agrim/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const KEY = ['auth', 'totp'];

export function useTotpStatus(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: () => api<TotpStatus>('/api/auth/totp'), enabled });
}

/** The secret comes back once, in this mutation's data; it is never cached or fetched again. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: (password: string) => api<TotpSetupResponse>('/api/auth/totp/setup', { body: { password } }),
  });
}

export function useTotpChange(action: 'enable' | 'disable') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; password?: string }) => api<TotpStatus>(`/api/auth/totp/${action}`, { body }),
    onSuccess: (status) => client.setQueryData(KEY, status),
  });
}
