import { endpoints } from '@agrim/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** auth.logoutAll: ends every session of the caller. */
export function useLogoutEverywhere() {
  return useMutation({ mutationFn: () => call(endpoints.auth.logoutAll, {}) });
}
