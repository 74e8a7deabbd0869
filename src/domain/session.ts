// The signed-in user as kept in localStorage, and the data scope derived from it. src/boot.ts
// needs it: what it imports, every page downloads first.
import { normaliseQuestionnaires, type CustomQuestionnaireKey } from '@/config/constants';
import { normaliseRole } from '@/domain/claims';
import { isVerifiedStaff, type AccountEmail } from '@/domain/staff';
import type { NamedRef, Role, User } from '@/domain/types';
import { namedRefOf, stringsOf, textOf } from '@/domain/values';

export interface SessionUser extends Pick<
  User,
  'id' | 'email' | 'phone' | 'firstName' | 'lastName' | 'avatarUrl'
> {
  /** Missing role counts as 'User'. */
  role: Role;
  organisation: NamedRef;
  division?: NamedRef;
  allowedOrganisationsIds: string[];
  isStaff: boolean;
  customQuestionnaires: CustomQuestionnaireKey[];
}

type DocumentData = Record<string, unknown>;

/** Staff status comes from the signed-in `account` alone (domain/staff). */
export function sessionUserOf(
  uid: string,
  user: DocumentData,
  organisation: DocumentData | undefined,
  account?: AccountEmail,
): SessionUser {
  const organisationRef = namedRefOf(user.organisation) ?? { id: '', name: '' };
  return {
    id: uid,
    email: textOf(user.email) || account?.email || undefined,
    phone: textOf(user.phone) || undefined,
    firstName: textOf(user.firstName),
    lastName: textOf(user.lastName),
    avatarUrl: textOf(user.avatarUrl) || undefined,
    role: normaliseRole(user.role),
    organisation: {
      id: organisationRef.id,
      name: textOf(organisation?.name) || organisationRef.name,
    },
    division: namedRefOf(user.division),
    allowedOrganisationsIds: stringsOf(user.allowedOrganisationsIds),
    isStaff: isVerifiedStaff(account),
    customQuestionnaires: normaliseQuestionnaires(stringsOf(organisation?.customQuestionnaires)),
  };
}

export type KyndPermissions = ReturnType<typeof permissionsOf>;

export function permissionsOf(session: SessionUser) {
  return {
    role: session.role,
    organisationId: session.organisation.id,
    allowedOrganisationsIds: session.allowedOrganisationsIds,
    isStaff: session.isStaff,
    customQuestionnaires: session.customQuestionnaires,
  };
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

/** Too few users' figures reach the Kynd Admin alone; allow-listed staff follow their role. */
export function readsWithheldFigures(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'Kynd Admin';
}
