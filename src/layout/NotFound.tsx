import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';

export function NotFound() {
  const translate = useTranslate();
  return (
    <CenteredPage>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
        {translate('ra.page.not_found')}
      </Typography>
      <Typography color="text.secondary">{translate('ra.message.not_found')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {translate('app.layout.go_home')}
      </Button>
    </CenteredPage>
  );
}

export function CenteredPage({ children, role }: { children: ReactNode; role?: string }) {
  return (
    <Box
      role={role}
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: 4,
      }}
    >
      {children}
    </Box>
  );
}
