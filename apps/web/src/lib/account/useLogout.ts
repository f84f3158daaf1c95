import { auth as authEndpoints } from '@agrim/contracts/endpoints/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../api';
import { clearSession } from '../session';

/** Ends the session on the server (auth.logout), forgets every stored session value and cached answer. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await call(authEndpoints.logout, {}, { auth: false });
    } catch {
      // Offline: the local session still ends; the cookie expires on its own.
    }
    clearSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  };
}
