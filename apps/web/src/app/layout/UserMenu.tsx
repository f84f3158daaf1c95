import type { Role } from '@agrim/contracts';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Badge from '@mui/icons-material/Badge';
import Logout from '@mui/icons-material/Logout';
import { Avatar, Box, Button, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../lib/account/useLogout';
import { AVAILABLE_SCREENS } from '../screens';

export function UserMenu({ name, role }: { name: string; role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  return (
    <>
      <Button
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('nav.userMenu')}
        aria-haspopup="menu"
        color="inherit"
        sx={{ gap: 1, px: 1, minWidth: 0 }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 15 }}>{name.slice(0, 1).toUpperCase() || '?'}</Avatar>
        <Box sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'left' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }} data-testid="user-name">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`roles.${role}`)}
          </Typography>
        </Box>
      </Button>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ horizontal: 'right', vertical: 'bottom' }}
        transformOrigin={{ horizontal: 'right', vertical: 'top' }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography variant="subtitle2">{name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`roles.${role}`)}
          </Typography>
        </Box>
        <Divider />
        {role === 'Expert' && AVAILABLE_SCREENS.includes('/profile') && (
          <MenuItem onClick={() => go('/profile')}>
            <ListItemIcon>
              <Badge fontSize="small" />
            </ListItemIcon>
            {t('nav.profile')}
          </MenuItem>
        )}
        <MenuItem onClick={() => go('/account')}>
          <ListItemIcon>
            <AccountCircle fontSize="small" />
          </ListItemIcon>
          {t('nav.account')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('nav.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
