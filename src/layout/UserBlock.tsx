import { Avatar, Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { KyndIdentity } from '@/providers/authProvider';

export function UserBlock() {
  // react-admin types the identity loosely; the auth provider returns a KyndIdentity.
  const identity = useGetIdentity().data as KyndIdentity | undefined;
  const translate = useTranslate();
  if (!identity) return null;
  const firstName = identity.firstName;
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
