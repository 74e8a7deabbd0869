import { usePermissions } from 'react-admin';
import type { Role } from '@/domain/types';
import type { KyndPermissions } from '@/providers/authProvider';

export interface DashboardAccess {
  pending: boolean;
  role: Role | undefined;
  /** Kynd Admin or allow-listed staff: every industry and organisation, and organisation 'All'. */
  seesAllOrganisations: boolean;
  /** The caller's own organisation (an Org Admin's only one). */
  organisationId: string | undefined;
}

export function useDashboardAccess(): DashboardAccess {
  const { permissions, isPending } = usePermissions<KyndPermissions>();
  const role = permissions?.role;
  return {
    pending: isPending || !permissions,
    role,
    seesAllOrganisations: role === 'Kynd Admin' || permissions?.isStaff === true,
    organisationId: permissions?.organisationId || undefined,
  };
}
