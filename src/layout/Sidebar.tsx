import { memo } from 'react';
import { Box, Drawer } from '@mui/material';
import { HEADER_HEIGHT_PX, SIDEBAR_WIDTH_PX } from '@/config/constants';
import type { MenuPermissions } from '@/domain/menu';
import { Logo } from '@/layout/Logo';
import { Menu } from '@/layout/Menu';

export interface SidebarProps {
  fixed: boolean;
  open: boolean;
  onClose: () => void;
  permissions: MenuPermissions | undefined;
}

export const Sidebar = memo(function Sidebar({ fixed, open, onClose, permissions }: SidebarProps) {
  const content = (
    <Box sx={{ width: SIDEBAR_WIDTH_PX, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          height: HEADER_HEIGHT_PX,
          display: 'flex',
          alignItems: 'center',
          px: 3.5,
          flexShrink: 0,
        }}
      >
        <Logo />
      </Box>
      <Box sx={{ overflowY: 'auto', flexGrow: 1, pb: 2 }}>
        {permissions ? (
          <Menu permissions={permissions} onNavigate={fixed ? undefined : onClose} />
        ) : null}
      </Box>
    </Box>
  );
  return (
    <Drawer
      variant={fixed ? 'permanent' : 'temporary'}
      open={fixed || open}
      onClose={fixed ? undefined : onClose}
      data-testid={fixed ? 'sidebar' : 'menu-drawer'}
      slotProps={{
        paper: {
          sx: {
            width: SIDEBAR_WIDTH_PX,
            bgcolor: 'background.paper',
            backgroundImage: 'none',
            ...(fixed ? { borderRightStyle: 'dashed' } : {}),
          },
        },
      }}
    >
      {content}
    </Drawer>
  );
});
