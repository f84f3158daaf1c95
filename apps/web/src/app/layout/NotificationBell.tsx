import type { Role } from '@agrim/contracts';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, IconButton, List, ListItemButton, ListItemText, Popover, Stack, Typography } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasAlerts, useAlarmEvents, useMarkNotificationsRead, useNotifications } from '../../lib/alerts/useAlerts';
import { formatDateTime } from '../../lib/time';
import { languageOf } from '../../lib/language';

/** The top bar's bell: unread alarm notifications, live; each opens the screen that shows its cause. */
export function NotificationBell({ role }: { role: Role }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const live = useAlarmEvents(role);
  const notifications = useNotifications(role, live);
  const markRead = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The list is drawn from the first opening on (then kept, for its closing animation): until then each answer
  // and each live event redraws the button alone, which the page's first load does several times (issue 24).
  const [opened, setOpened] = useState(false);
  const open = useCallback((el: HTMLElement) => {
    setOpened(true);
    setAnchor(el);
  }, []);
  if (!hasAlerts(role)) return null;
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.data ?? [];
  const language = languageOf(i18n.language);
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };

  return (
    <>
      <BellButton
        unread={unread}
        label={unread > 0 ? t('alerts.bellUnread', { count: unread > BADGE_MAX ? `${BADGE_MAX}+` : unread }) : t('alerts.bell')}
        onOpen={open}
      />
      {opened && (
        <Popover
          open={!!anchor}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { width: 'min(360px, calc(100vw - 16px))', maxHeight: '70vh' } } }}
        >
          <Stack direction="row" sx={{ p: 1.5, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="subtitle1" component="h2">
              {t('alerts.bell')}
            </Typography>
            <Button size="small" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate()}>
              {t('alerts.markRead')}
            </Button>
          </Stack>
          <Divider />
          {items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {t('alerts.noNotifications')}
            </Typography>
          ) : (
            <List dense disablePadding data-testid="bell-list">
              {items.map((n) => (
                <ListItemButton key={n.id} onClick={() => go(n.alarm.link)} sx={{ bgcolor: n.read ? undefined : 'action.selected' }}>
                  <ListItemText
                    primary={n.alarm.message[language]}
                    secondary={`${t(`alerts.state.${n.alarm.state}`)} · ${formatDateTime(n.at, i18n.language)}`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
          <Divider />
          <Box sx={{ p: 1, textAlign: 'right' }}>
            <Button size="small" onClick={() => go('/alerts')}>
              {t('alerts.openAlerts')}
            </Button>
          </Box>
        </Popover>
      )}
    </>
  );
}

/** Beyond this the badge reads "99+", and so does the button's name. */
const BADGE_MAX = 99;

const BellButton = memo(function BellButton({
  unread,
  label,
  onOpen,
}: {
  unread: number;
  label: string;
  onOpen: (el: HTMLElement) => void;
}) {
  return (
    <IconButton aria-label={label} onClick={(e) => onOpen(e.currentTarget)} data-testid="bell">
      {/* The name says what the badge shows (WCAG 2.5.3): no badge at 0, whose hidden "0" stays in the button's text. */}
      {unread > 0 ? (
        <Badge badgeContent={unread} color="error" max={BADGE_MAX} data-testid="bell-count">
          <NotificationsIcon />
        </Badge>
      ) : (
        <NotificationsIcon />
      )}
    </IconButton>
  );
});
