import type { LoginResponse } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

/** A password change ends every session, this one too: the answer is this browser's new session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => api<LoginResponse>('/api/auth/password', { body: input }),
    onSuccess: saveSession,
  });
}
