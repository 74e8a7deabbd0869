import { Box } from '@mui/material';
import type { ReactNode } from 'react';

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
