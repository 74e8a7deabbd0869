import type { UpdateUserRequest } from '@/domain/callables';

export interface PermissionOrganisation {
  id: string;
  name: string;
  industry?: string;
}

export interface Clinician {
  id: string;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export function clinicianLabel(clinician: Clinician): string {
  const name = [clinician.firstName, clinician.lastName].filter(Boolean).join(' ').trim();
  return clinician.email ? `${name} (${clinician.email})` : name;
}

const compare = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

export function byIndustryThenName<T extends PermissionOrganisation>(
  organisations: readonly T[],
): T[] {
  return [...organisations].sort(
    (a, b) => compare(a.industry ?? '', b.industry ?? '') || compare(a.name, b.name),
  );
}

export function permissionTables<T extends PermissionOrganisation>(
  organisations: readonly T[],
  allowedOrganisationsIds: readonly string[],
): { current: T[]; available: T[] } {
  const allowed = new Set(allowedOrganisationsIds);
  const sorted = byIndustryThenName(organisations);
  return {
    current: sorted.filter((organisation) => allowed.has(organisation.id)),
    available: sorted.filter((organisation) => !allowed.has(organisation.id)),
  };
}

export function permissionRequest(
  clinicianId: string,
  organisationId: string,
  add: boolean,
): UpdateUserRequest {
  return {
    action: add ? 'addClinicianOrganisation' : 'removeClinicianOrganisation',
    userId: clinicianId,
    organisationId,
  };
}
