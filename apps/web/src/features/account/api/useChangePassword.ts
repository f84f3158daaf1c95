import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      api<{ message: string }>('/api/auth/password', { body: input }),
  });
}
