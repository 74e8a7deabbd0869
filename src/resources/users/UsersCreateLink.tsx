import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useCreatePath, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Role } from '@/domain/types';
import { creatableRoles } from '@/domain/userCreate';

// An Org Admin's menu has no Create entry (docs/product.md §2): this is its way to Create user.
export function UsersCreateLink({ role }: { role: Role | undefined }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (creatableRoles(role).length === 0) return null;
  return (
    <Button
      component={RouterLink}
      to={createPath({ resource: 'users', type: 'create' })}
      variant="contained"
      startIcon={<PersonAddIcon />}
    >
      {translate('resources.users.actions.create')}
    </Button>
  );
}
