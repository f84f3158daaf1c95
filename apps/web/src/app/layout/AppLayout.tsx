import { pageViews as pageViewsEndpoints } from '@agrim/contracts/endpoints/pageViews';
import MenuIcon from '@mui/icons-material/Menu';
import { Alert, AppBar, Box, Button, Drawer, IconButton, Toolbar, Typography, useMediaQuery, useTheme } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { useLogout } from '../../lib/account/useLogout';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { ScreenSearch } from './ScreenSearch';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';

const DRAWER_WIDTH = 264;
// Actions kept offline (issue 24): their own chunks, fetched after the screen paints (IndexedDB code is not first-screen JS).
const OutboxSlot = lazy(() => import('../../components/OutboxSlot'));

/** Records each screen opened, first-party (spec 2.1 page views): pageViews.record. */
function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    void call(pageViewsEndpoints.record, { body: { path: pathname } }).catch(() => {});
  }, [pathname]);
}

export function AppLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  usePageViews();
  const logout = useLogout();
  const role = session.role!;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || open}
        onClose={() => setOpen(false)}
        sx={{
          width: { md: DRAWER_WIDTH },
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: '1px solid', borderColor: 'divider' },
        }}
        data-testid="sidebar"
      >
        <Sidebar role={role} onNavigate={() => setOpen(false)} />
      </Drawer>
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: '1px solid', borderColor: 'divider', bgcolor: 'background.default' }}
        >
          <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
            {!wide && (
              <IconButton edge="start" onClick={() => setOpen(true)} aria-label={t('nav.openMenu')}>
                <MenuIcon />
              </IconButton>
            )}
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <ScreenSearch role={role} />
            </Box>
            <NotificationBell role={role} />
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
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 1.5, sm: 3 } }}>
          <Suspense fallback={null}>
            <OutboxSlot />
          </Suspense>
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
