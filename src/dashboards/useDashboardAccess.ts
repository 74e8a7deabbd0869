import { usePermissions } from 'react-admin';
import type { KyndPermissions } from '@/providers/authProvider';

export type DashboardAccess = ReturnType<typeof useDashboardAccess>;

export function useDashboardAccess() {
  const { permissions, isPending } = usePermissions<KyndPermissions>();
  const role = permissions?.role;
  return {
    pending: isPending || !permissions,
    role,
    // Kynd Admin or allow-listed staff: every industry and organisation, and organisation 'All'.
    seesAllOrganisations: role === 'Kynd Admin' || permissions?.isStaff === true,
    // The caller's own organisation (an Org Admin's only one).
    organisationId: permissions?.organisationId || undefined,
  };
}
