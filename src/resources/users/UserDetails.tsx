import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { contactOf, type ListedUser } from '@/domain/userList';
import { formatDateTime } from '@/domain/wording';

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
      {(
        [
          ['contact', contactOf(user) || '—'],
          ['createdAt', formatDateTime(user.createdAt)],
          ['updatedAt', formatDateTime(user.updatedAt)],
        ] as const
      ).map(([field, value]) => (
        <div key={field}>
          <dt>{translate(`resources.users.fields.${field}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Box>
  );
}
