import { auth as authEndpoints } from '@agrim/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

/** auth.changePassword ends every session, this one too: the answer is this browser's new session. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) => call(authEndpoints.changePassword, { body: input }),
    onSuccess: saveSession,
  });
}
