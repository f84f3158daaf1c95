import { auth as authEndpoints } from '@agrim/contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** auth.logoutAll: ends every session of the caller. */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => call(authEndpoints.logoutAll, {}) });
}
