import { memo } from 'react';
import { LoadingIndicator, useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { AppBar, Avatar, Box, Chip, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import { APP_VERSION, HEADER_HEIGHT_PX, PRODUCT_TITLE, SIDEBAR_WIDTH_PX } from '@/config/constants';
import { useThemeMode } from '@/theme/useThemeMode';
import type { KyndIdentity } from '@/providers/authProvider';

interface HeaderProps {
  fixedSidebar: boolean;
  onOpenMenu: () => void;
}

export const Header = memo(function Header({ fixedSidebar, onOpenMenu }: HeaderProps) {
  const translate = useTranslate();
  const [mode, setMode] = useThemeMode();
  const dark = mode === 'dark';
  const logout = useLogout();
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
        {/* Each tooltip's title also names its button. */}
        <Tooltip title={translate(dark ? 'app.layout.theme.to_light' : 'app.layout.theme.to_dark')}>
          <IconButton onClick={() => setMode(dark ? 'light' : 'dark')} color="inherit">
            {dark ? <LightModeIcon /> : <DarkModeIcon />}
          </IconButton>
        </Tooltip>
        <UserBlock />
        {/* docs/product.md §2: signing in again goes to /dashboard, not back to the page left. */}
        <Tooltip title={translate('ra.auth.logout')}>
          <IconButton color="inherit" onClick={() => void logout({}, '/', false)}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
});

function UserBlock() {
  // react-admin types the identity loosely; the auth provider returns a KyndIdentity.
  const identity = useGetIdentity().data as KyndIdentity | undefined;
  const translate = useTranslate();
  if (!identity) return null;
  // A 'User' (the allow-listed staff among them) sees their organisation name.
  const secondary =
    identity.role === 'Kynd Admin'
      ? translate('app.layout.provider_admin')
      : identity.role === 'Clinician'
        ? translate('app.layout.clinician')
        : (identity.organisationName ?? '');
  return (
    <Box
      data-testid="header-user"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}
    >
      <Avatar
        src={identity.avatar || undefined}
        alt={identity.fullName}
        sx={{ width: 40, height: 40, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}
      >
        {identity.firstName.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {identity.firstName}
        </Typography>
        <Typography variant="caption" noWrap component="p" color="text.secondary">
          {secondary}
        </Typography>
      </Box>
    </Box>
  );
}
