import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => api<{ message: string }>('/api/auth/logout-all', { method: 'POST' }) });
}
