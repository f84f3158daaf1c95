import type { Role } from '@agrim/contracts';
import { Drawer } from '@mui/material';
import { DRAWER_WIDTH } from './drawerWidth';
import { Sidebar } from './Sidebar';

/**
 * The menu: beside the screen when wide, a drawer opened from the top bar on a phone. Its own chunk
 * (the menu, every screen's icon, the drawer's transitions): a phone does not show it on first paint.
 */
export default function NavDrawer({ wide, open, onClose, role }: { wide: boolean; open: boolean; onClose: () => void; role: Role }) {
  return (
    <Drawer
      variant={wide ? 'permanent' : 'temporary'}
      open={wide || open}
      onClose={onClose}
      sx={{
        width: { md: DRAWER_WIDTH },
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box', borderRight: '1px solid', borderColor: 'divider' },
      }}
      data-testid="sidebar"
    >
      <Sidebar role={role} onNavigate={onClose} />
    </Drawer>
  );
}
