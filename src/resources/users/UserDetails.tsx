import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { contactOf, formatDateTime, type ListedUser } from '@/domain/userList';

export function UserDetails({ user }: { user: ListedUser }) {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, auto)' },
        columnGap: 3,
        rowGap: 0.5,
        m: 0,
        mt: 1.5,
        '& dt': { color: 'text.secondary', fontSize: 12 },
        '& dd': { m: 0 },
      }}
    >
      <div>
        <dt>{translate('resources.users.fields.contact')}</dt>
        <dd>{contactOf(user) || '—'}</dd>
      </div>
      <div>
        <dt>{translate('resources.users.fields.createdAt')}</dt>
        <dd>{formatDateTime(user.createdAt)}</dd>
      </div>
      <div>
        <dt>{translate('resources.users.fields.updatedAt')}</dt>
        <dd>{formatDateTime(user.updatedAt)}</dd>
      </div>
    </Box>
  );
}
