import { Avatar, Box, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { headerSecondaryLine } from '@/domain/menu';
import type { KyndIdentity } from '@/providers/authProvider';

export function UserBlock() {
  // react-admin types the identity loosely; the auth provider returns a KyndIdentity.
  const identity = useGetIdentity().data as KyndIdentity | undefined;
  if (!identity) return null;
  const firstName = identity.firstName;
  const secondary = headerSecondaryLine(identity.role, identity.organisationName);
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
        {firstName.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ display: { xs: 'none', sm: 'block' }, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {firstName}
        </Typography>
        <Typography variant="caption" noWrap component="p" color="text.secondary">
          {secondary}
        </Typography>
      </Box>
    </Box>
  );
}
