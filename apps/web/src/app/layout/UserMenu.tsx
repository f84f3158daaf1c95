import type { Role } from '@agrim/contracts';
import { Avatar, Box, Button, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../lib/account/useLogout';
import { visuallyHidden } from '../../components/visuallyHidden';

const UserMenuList = lazy(() => import('./UserMenuList'));

export function UserMenu({ name, role }: { name: string; role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  return (
    <>
      <Button
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        aria-haspopup="menu"
        color="inherit"
        sx={{ gap: 1, px: 1, minWidth: 0 }}
      >
        {/* The button's name is its words, "Account menu" and (when shown) the name and role: no aria-label that the
            visible name would not be part of (WCAG 2.5.3, issue 39). */}
        <Box component="span" sx={visuallyHidden}>
          {t('nav.userMenu')}
        </Box>
        <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15 }}>
          {name.slice(0, 1).toUpperCase() || '?'}
        </Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'left' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid="user-name">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`roles.${role}`)}
          </Typography>
        </Box>
      </Button>
      {/* Mounted from the first opening on, so that it also closes with its transition. */}
      {opened && (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} go={go} logout={() => void logout()} name={name} role={role} />
        </Suspense>
      )}
    </>
  );
}
