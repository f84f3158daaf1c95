import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { refreshSession } from '../lib/api';
import { clearSession, getSession, secondsLeft, useSession } from '../lib/session';

const needsRenewal = () => {
  const { authenticated, token } = getSession();
  return authenticated && secondsLeft(token) < 15;
};

/** Renews an expired access token once at start, so a returning visitor keeps their session. */
let startup: Promise<void> | null = null;
function checkStoredSession(): Promise<void> {
  startup ??= (async () => {
    if (needsRenewal() && !(await refreshSession())) clearSession();
  })();
  return startup;
}

export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  // A token still good draws the screen in the first render; only a renewal is waited for.
  const [checked, setChecked] = useState(() => !needsRenewal());
  useEffect(() => {
    if (checked) return;
    let live = true;
    void checkStoredSession().then(() => live && setChecked(true));
    return () => {
      live = false;
    };
  }, [checked]);
  if (!checked) return <FullPageSpinner />;
  if (!session.authenticated || !session.role) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
