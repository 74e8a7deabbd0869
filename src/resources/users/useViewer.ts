// The uid comes from the identity: nobody acts on themselves (docs/product.md §6).
import { useGetIdentity, usePermissions } from 'react-admin';
import type { Viewer } from '@/domain/userList';
import type { KyndPermissions } from '@/domain/session';

export function useViewer(): Viewer | undefined {
  const { permissions } = usePermissions<KyndPermissions | null>();
  const { identity } = useGetIdentity();
  if (!permissions || !identity) return undefined;
  return {
    uid: String(identity.id),
    role: permissions.role,
    organisationId: permissions.organisationId || null,
    isStaff: permissions.isStaff,
  };
}
