import { FARM_ROLES, type Role } from '@agrim/contracts';
import { pageViews as pageViewsEndpoints } from '@agrim/contracts/endpoints/pageViews';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Alert, AppBar, Box, Button, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { call } from '../../lib/api';
import { loadScreenStrings } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/account/useLogout';
import { Loaded } from '../../lib/Loaded';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useFarmStateLanguage } from './useFarmStateLanguage';
import { SearchBox } from './SearchBox';
import { MAIN_ID, SkipLink } from '../../components/SkipLink';
import { DRAWER_WIDTH } from './drawerWidth';
import { UserMenu } from './UserMenu';
import { onFirstUse } from '../../lib/firstUse';

// Actions kept offline (issue 24): their own chunks, fetched after the screen paints (IndexedDB code is not first-screen JS).
const loadOutboxSlot = () => import('../../components/OutboxSlot').then((m) => m.default);
const NavDrawer = lazy(() => import('./NavDrawer'));
// The screen search's list (Autocomplete, Popper): fetched when the browser is idle, drawn when the box is
// first used. Its first render was the longest task of /home's load (issue 24); a plain box stands in until then.
const loadScreenSearch = () => import('./ScreenSearch').then((m) => m.default);
// The bell's live count and list (alerts queries, the event stream, the popover): an inert bell stands in meanwhile.
const loadNotificationBell = () => import('./NotificationBell').then((m) => m.NotificationBell);
const BellStandIn = ({ role, label }: { role: Role; label: string }) =>
  (FARM_ROLES as readonly Role[]).includes(role) ? (
    <IconButton disabled aria-label={label}>
      <NotificationsIcon />
    </IconButton>
  ) : null;

/**
 * Records each screen opened, first-party (spec 2.1 page views): pageViews.record. In a task of its own after the
 * screen's effects: it is nothing the reader waits for, and the first screen's effects were one long task (issue 24).
 */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    const id = setTimeout(() => void call(pageViewsEndpoints.record, { body: { path: pathname } }).catch(() => {}));
    return () => clearTimeout(id);
  }, [pathname]);
}

/**
 * The other screens' strings and the screen search's code, fetched at the reader's first touch, key or scroll,
 * so moving on does not wait for them. Not when the browser is first idle: evaluating every screen's strings was
 * a long task of the first load (issue 24), and a farmer who only reads /home never needs them.
 */
function usePrefetchOnFirstUse() {
  useEffect(() => onFirstUse(() => void Promise.all([loadScreenStrings(), loadScreenSearch()]).catch(() => undefined)), []);
}

/**
 * A leaf of its own: the farms query it follows is the one many screens load (/devices, the device pickers), and
 * a query's answer redraws its subscribers at once, not in slices; followed from AppLayout, every such answer
 * redrew the whole frame and screen in one blocking task (issue 43 item 5), also where no farm's state decides.
 */
function FarmStateLanguage({ farmer }: { farmer: boolean }) {
  useFarmStateLanguage(farmer);
  return null;
}

export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  // On a phone the menu's code (the drawer, every screen's icon) comes with the first tap on the menu button.
  const [menuWanted, setMenuWanted] = useState(false);
  usePageViews();
  usePrefetchOnFirstUse();
  const logout = useLogout();
  const role = session.role!;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <FarmStateLanguage farmer={session.role === 'user'} />
      {/* On a wide screen the menu's place is kept while its code loads, so the screen does not move. */}
      <Suspense fallback={<Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: 0 }} />}>
        {(wide || menuWanted) && <NavDrawer wide={wide} open={open} onClose={() => setOpen(false)} role={role} />}
      </Suspense>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.default' }}
        >
          <Toolbar sx={{ gap: { xs: 0.5, sm: 2 } }}>
            {!wide && (
              <IconButton
                edge="start"
                onClick={() => {
                  setMenuWanted(true);
                  setOpen(true);
                }}
                aria-label={t('nav.openMenu')}
              >
                <MenuIcon />
              </IconButton>
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Loaded load={loadScreenSearch} props={{ role }} onDemand standIn={(want) => <SearchBox onUse={want} />} />
            </Box>
            <Loaded load={loadNotificationBell} props={{ role }} standIn={() => <BellStandIn role={role} label={t('alerts.bell')} />} />
            <LanguageSwitch />
            <UserMenu name={session.name} role={role} />
          </Toolbar>
        </AppBar>
        {session.impersonator && (
          <Alert
            severity="warning"
            square
            data-testid="acting-as"
            action={
              <Button color="inherit" size="small" onClick={() => void logout()}>
                {t('session.endActing')}
              </Button>
            }
          >
            {t('session.actingAs', { impersonator: session.impersonator.name || session.impersonator.email, name: session.name })}
          </Alert>
        )}
        {/* The screen's height below the top bar at least, so the footer starts at the fold: drawn in view while a
            screen loaded and pushed down when it came, it was a layout shift on every short first render (issue 43
            item 5). The top bar is MUI's toolbar: 56 px on a phone, 64 px from sm up. */}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minHeight: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' }, p: { xs: 1.5, sm: 3 } }}
        >
          <Loaded load={loadOutboxSlot} props={{}} />
          <Outlet />
        </Box>
        <Box component="footer" sx={{ py: 2, textAlign: 'center', borderTop: '1px solid', borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
