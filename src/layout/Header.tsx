import { memo } from 'react';
import { LoadingIndicator, useTranslate } from 'react-admin';
import { AppBar, Box, Chip, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { APP_VERSION, HEADER_HEIGHT_PX, PRODUCT_TITLE, SIDEBAR_WIDTH_PX } from '@/config/constants';
import { SignOutButton } from '@/layout/SignOutButton';
import { ThemeToggle } from '@/layout/ThemeToggle';
import { UserBlock } from '@/layout/UserBlock';

export interface HeaderProps {
  fixedSidebar: boolean;
  onOpenMenu: () => void;
}

export const Header = memo(function Header({ fixedSidebar, onOpenMenu }: HeaderProps) {
  const translate = useTranslate();
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        height: HEADER_HEIGHT_PX,
        justifyContent: 'center',
        width: fixedSidebar ? `calc(100% - ${SIDEBAR_WIDTH_PX}px)` : '100%',
        ml: fixedSidebar ? `${SIDEBAR_WIDTH_PX}px` : 0,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
        backgroundImage: 'none',
      }}
    >
      <Toolbar sx={{ gap: 1.5, px: { xs: 2, md: 4 } }}>
        {fixedSidebar ? null : (
          <IconButton
            edge="start"
            aria-label={translate('app.layout.open_menu')}
            onClick={onOpenMenu}
            color="inherit"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexGrow: 1 }}>
          <Typography variant="h6" component="p" noWrap sx={{ fontWeight: 700 }}>
            {PRODUCT_TITLE}
          </Typography>
          <Chip size="small" label={`v${APP_VERSION}`} color="primary" variant="outlined" />
        </Box>
        {/* Its spinner (a progressbar) is named through its props. */}
        <LoadingIndicator aria-label={translate('app.layout.loading')} />
        <ThemeToggle />
        <UserBlock />
        <SignOutButton />
      </Toolbar>
    </AppBar>
  );
});
