import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Box, Drawer, LinearProgress, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useCheckAuth, usePermissions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { HEADER_HEIGHT_PX, SIDEBAR_WIDTH_PX } from '@/config/constants';
import { ErrorBoundary } from '@/layout/ErrorBoundary';
import { Header } from '@/layout/Header';
import { NotFound } from '@/layout/NotFound';
import { OfflineBanner } from '@/layout/OfflineBanner';
import { useAfterFirstPaint } from '@/layout/useAfterFirstPaint';
import { useStoredSession } from '@/layout/useStoredSession';
import { useShowRefusal } from '@/layout/login/refusalToasts';
import type { KyndPermissions } from '@/domain/session';
import { Logo } from '@/layout/Logo';
import { Menu } from '@/layout/Menu';

// Route access is decided only by whether a stored user exists (docs/product.md §2).
export function Layout({ children }: { children: ReactNode }) {
  const session = useStoredSession();
  return session ? <SignedInFrame>{children}</SignedInFrame> : <NotFound />;
}

function SignedInFrame({ children }: { children: ReactNode }) {
  const fixedSidebar = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Stable, so that the header (memo) is not drawn again with each screen.
  const openMenu = useCallback(() => setDrawerOpen(true), []);
  const { permissions } = usePermissions<KyndPermissions | null>();
  // The menu, a third of the frame's components, follows the first paint (useAfterFirstPaint).
  const menuPermissions = useAfterFirstPaint() ? (permissions ?? undefined) : undefined;
  const { pathname } = useLocation();
  const checkAuth = useCheckAuth();
  const translate = useTranslate();
  const showRefusal = useShowRefusal();

  useEffect(() => {
    // docs/product.md §4: a stored session whose Firebase user is gone, or whose user or
    // organisation has become inactive, is ended here, with the reason if there is one to tell.
    checkAuth({}, true).catch((error: unknown) => showRefusal(error, true));
  }, [checkAuth, pathname, showRefusal]);

  // Not drawn again with each screen.
  const sidebar = useMemo(() => {
    const close = fixedSidebar ? undefined : () => setDrawerOpen(false);
    return (
      <Drawer
        variant={fixedSidebar ? 'permanent' : 'temporary'}
        open={fixedSidebar || drawerOpen}
        onClose={close}
        data-testid={fixedSidebar ? 'sidebar' : 'menu-drawer'}
        slotProps={{
          paper: {
            sx: {
              width: SIDEBAR_WIDTH_PX,
              bgcolor: 'background.paper',
              backgroundImage: 'none',
              ...(fixedSidebar ? { borderRightStyle: 'dashed' } : {}),
            },
          },
        }}
      >
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
          {menuPermissions && <Menu permissions={menuPermissions} onNavigate={close} />}
        </Box>
      </Drawer>
    );
  }, [fixedSidebar, drawerOpen, menuPermissions]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Header fixedSidebar={fixedSidebar} onOpenMenu={openMenu} />
      {sidebar}
      <Box
        component="main"
        id="main-content"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          pt: `${HEADER_HEIGHT_PX}px`,
          ml: fixedSidebar ? `${SIDEBAR_WIDTH_PX}px` : 0,
        }}
      >
        <Box sx={{ p: { xs: 2, md: 4 } }}>
          <OfflineBanner />
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LinearProgress aria-label={translate('app.layout.loading')} />}>
              {children}
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
