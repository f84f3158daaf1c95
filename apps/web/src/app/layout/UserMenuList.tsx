import type { Role } from '@agrim/contracts';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Badge from '@mui/icons-material/Badge';
import Logout from '@mui/icons-material/Logout';
import { Box, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_SCREENS } from '../screens';

/** The user menu's list; its own chunk, loaded when the menu is first opened (issue 24). */
export default function UserMenuList({
  anchor,
  onClose,
  go,
  logout,
  name,
  role,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  go: (path: string) => void;
  logout: () => void;
  name: string;
  role: Role;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
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
          onClose();
          logout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('nav.logout')}
      </MenuItem>
    </Menu>
  );
}
