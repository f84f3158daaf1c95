import { auth as authEndpoints } from '@agrim/contracts/endpoints/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { keyFor } from '../../../lib/queries';

const statusKey = keyFor(authEndpoints.totpStatus, {});

/** auth.totpStatus: whether two-step sign-in is on for the caller. */
export function useTotpStatus(enabled: boolean) {
  return useQuery({ queryKey: statusKey, queryFn: ({ signal }) => call(authEndpoints.totpStatus, {}, { signal }), enabled });
}

/** auth.totpSetup: the secret comes back once, in this mutation's data; it is never cached or fetched again. */
export function useTotpSetup() {
  return useMutation({
    mutationFn: (password: string) => call(authEndpoints.totpSetup, { body: { password } }),
  });
}

/** auth.totpEnable (a first code) or auth.totpDisable (the password and a current code). */
export function useTotpChange(action: 'enable' | 'disable') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ code, password }: { code: string; password?: string }) =>
      action === 'enable'
        ? call(authEndpoints.totpEnable, { body: { code } })
        : call(authEndpoints.totpDisable, { body: { code, password: password ?? '' } }),
    onSuccess: (status) => client.setQueryData(statusKey, status),
  });
}
