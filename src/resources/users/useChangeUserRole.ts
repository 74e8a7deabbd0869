import type { Role } from '@/domain/types';
import { roleChangeErrorTitle } from '@/domain/userList';
import { useUpdateUser } from './useUpdateUser';

export interface RoleChange {
  from: Role;
  to: Role;
}

export function useChangeUserRole(userId: string) {
  return useUpdateUser(
    userId,
    ({ to }: RoleChange) => ({ action: 'setRole', userId, role: to }),
    ({ from, to }) => ({ title: roleChangeErrorTitle(from, to) }),
  );
}
