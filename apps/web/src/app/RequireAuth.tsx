import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { refreshSession } from '../lib/api';
import { clearSession, getSession, secondsLeft, useSession } from '../lib/session';

/** Renews an expired access token once at start, so a returning visitor keeps their session. */
let startup: Promise<void> | null = null;
function checkStoredSession(): Promise<void> {
  startup ??= (async () => {
    const { authenticated, token } = getSession();
    if (authenticated && secondsLeft(token) < 15 && !(await refreshSession())) clearSession();
  })();
  return startup;
}

export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let live = true;
    void checkStoredSession().then(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, []);
  if (!checked) return <FullPageSpinner />;
  if (!session.authenticated || !session.role) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
