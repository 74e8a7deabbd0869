import { personName } from '@/domain/audit';
import type { UpdateUserRequest } from '@/domain/callables';
import type { NamedRef } from '@/domain/types';
import type { ListedUser } from '@/domain/userList';
import { compareNames } from '@/domain/values';

export type Clinician = Pick<ListedUser, 'id' | 'firstName' | 'lastName' | 'email'>;

export function clinicianLabel(clinician: Clinician): string {
  const name = personName(clinician);
  return clinician.email ? `${name} (${clinician.email})` : name;
}

export function permissionTables<T extends NamedRef & { industry?: string }>(
  organisations: readonly T[],
  allowedOrganisationsIds: readonly string[],
): { current: T[]; available: T[] } {
  const allowed = new Set(allowedOrganisationsIds);
  const sorted = [...organisations].sort(
    (a, b) => compareNames(a.industry ?? '', b.industry ?? '') || compareNames(a.name, b.name),
  );
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
