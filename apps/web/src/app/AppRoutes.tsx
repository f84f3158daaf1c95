import { canOpen, landingFor, resolvePath } from '@agrim/contracts';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { LazyPart } from '../components/ErrorBoundary';
import { LoginPage } from '../features/auth/LoginPage';
import { loadFrameStrings } from '../lib/i18n';
import { lazyPreloadable } from '../lib/lazyPreloadable';
import { getSession, useSession } from '../lib/session';
import { RequireAuth } from './RequireAuth';
import { AVAILABLE_SCREENS, preloadScreen, SCREENS } from './screens';

// The signed-in frame (menu, search, top bar) is not part of the login screen's download (issue 24).
const AppLayout = lazyPreloadable(async () => {
  const { role } = getSession();
  if (role && canOpen(role, window.location.pathname)) void preloadScreen(window.location.pathname);
  const [{ AppLayout: Layout }, { QueryProvider }] = await Promise.all([
    import('./layout/AppLayout'),
    import('./QueryProvider'),
    loadFrameStrings(),
  ]);
  return {
    default: () => (
      <QueryProvider>
        <Layout />
      </QueryProvider>
    ),
  };
});

/**
 * Before the first render (main.tsx): a signed-in reader's frame and screen, so that render suspends on
 * nothing and draws the screen at once (the server names their files as preloads in the page).
 */
export async function preloadFirstScreen(): Promise<void> {
  const { role } = getSession();
  if (!role) return;
  // In a task of its own: the frame's and the screen's code run after the entry's, not in one long task with it.
  await new Promise((resolve) => setTimeout(resolve));
  const path = resolvePath(role, window.location.pathname, AVAILABLE_SCREENS);
  await Promise.all([AppLayout.preload(), preloadScreen(path)]).catch(() => undefined);
}

function Screen({ path }: { path: string }) {
  const { role } = useSession();
  if (!role || !canOpen(role, path)) return <Navigate to={role ? landingFor(role, AVAILABLE_SCREENS) : '/login'} replace />;
  const Component = SCREENS[path]!;
  return (
    <LazyPart fallback={<FullPageSpinner />}>
      <Component />
    </LazyPart>
  );
}

/** `/`, unknown paths and screens this build lacks go where spec 2.1 sends them. */
function Redirect() {
  const { pathname } = useLocation();
  const { authenticated, role } = useSession();
  return <Navigate to={resolvePath(authenticated ? role : null, pathname, AVAILABLE_SCREENS)} replace />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage screens={AVAILABLE_SCREENS} />} />
      <Route element={<RequireAuth />}>
        <Route
          element={
            <Suspense fallback={<FullPageSpinner />}>
              <AppLayout />
            </Suspense>
          }
        >
          {AVAILABLE_SCREENS.map((path) => (
            <Route key={path} path={path} element={<Screen path={path} />} />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<Redirect />} />
    </Routes>
  );
}
