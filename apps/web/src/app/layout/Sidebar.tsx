import { menuFor, type Role } from '@agrim/contracts';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AVAILABLE_SCREENS } from '../screens';
import { SCREEN_ICONS } from './screenIcons';

export function Sidebar({ role, onNavigate }: { role: Role; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2 }}>
        <img src="/logo.svg" alt="" width={40} height={40} />
        <Box>
          <Typography variant="h6" sx={{ fontWeight: 700, lineHeight: 1.1, color: 'primary.dark' }}>
            {t('app.name')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('app.tagline')}
          </Typography>
        </Box>
      </Box>
      <List component="nav" aria-label={t('nav.mainMenu')} sx={{ px: 1.5 }}>
        {menuFor(role, AVAILABLE_SCREENS).map((screen) => (
          <ListItemButton
            key={screen.path}
            component={NavLink}
            to={screen.path}
            // Exact match: /crop-recommendation must not light up on /crop-recommendation/report.
            end
            onClick={onNavigate}
            sx={{
              borderRadius: 2,
              mb: 0.5,
              '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
              '&.active .MuiListItemIcon-root': { color: 'primary.contrastText' },
              '&.active:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{SCREEN_ICONS[screen.path]}</ListItemIcon>
            <ListItemText primary={t(screen.labelKey)} />
          </ListItemButton>
        ))}
      </List>
    </Box>
  );
}
