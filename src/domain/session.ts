// The signed-in user as kept in localStorage, and the data scope derived from it.
import type { CustomQuestionnaireKey } from '@/config/constants';
import type { NamedRef, Role } from '@/domain/types';

export interface SessionUser {
  id: string;
  email?: string;
  phone?: string;
  firstName: string;
  lastName: string;
  avatarUrl?: string;
  /** Missing role counts as 'User'. */
  role: Role;
  organisation: NamedRef;
  division?: NamedRef;
  allowedOrganisationsIds: string[];
  isStaff: boolean;
  customQuestionnaires: CustomQuestionnaireKey[];
}

export type DataScope =
  | { kind: 'all' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'organisations'; organisationIds: string[] };

export function dataScopeOf(user: SessionUser): DataScope {
  if (user.role === 'Kynd Admin' || user.isStaff) return { kind: 'all' };
  if (user.role === 'Clinician') {
    return { kind: 'organisations', organisationIds: user.allowedOrganisationsIds };
  }
  return { kind: 'organisation', organisationId: user.organisation.id };
}

/**
 * The figures of too few users reach the Kynd Admin alone; allow-listed staff follow their role.
 */
export function readsWithheldFigures(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'Kynd Admin';
}
