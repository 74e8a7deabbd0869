// The signed-in user as kept in localStorage under SESSION_STORAGE_KEY (docs/product.md §2, §9), and the data
// scope derived from it (docs/product.md §6). Pure: shared by the auth provider, the data provider and the menu.
import type { CustomQuestionnaireKey } from '@/config/constants';
import type { NamedRef, Role } from '@/domain/types';

export interface SessionUser {
  id: string;
  email?: string;
  phone?: string;
  firstName: string;
  lastName: string;
  avatarUrl?: string;
  /** Missing role counts as 'User' (docs/product.md §3). */
  role: Role;
  organisation: NamedRef;
  division?: NamedRef;
  allowedOrganisationsIds: string[];
  /** One of the five allow-listed staff emails (docs/product.md §1, §6). */
  isStaff: boolean;
  /** customQuestionnaires of the user's organisation (menu rule for Hearing Vision Alerts). */
  customQuestionnaires: CustomQuestionnaireKey[];
}

export type DataScope =
  | { kind: 'all' }
  | { kind: 'organisation'; organisationId: string }
  | { kind: 'organisations'; organisationIds: string[] };

/** docs/product.md §6: Kynd Admin and allow-listed staff see everything; Org Admin and User their own
 * organisation; a Clinician only allowedOrganisationsIds. */
export function dataScopeOf(user: SessionUser): DataScope {
  if (user.role === 'Kynd Admin' || user.isStaff) return { kind: 'all' };
  if (user.role === 'Clinician') {
    return { kind: 'organisations', organisationIds: user.allowedOrganisationsIds };
  }
  return { kind: 'organisation', organisationId: user.organisation.id };
}

/**
 * docs/product.md §5 Statistics visibility: the figures of too few users (domain/withheldFigures)
 * reach the Kynd Admin alone; allow-listed staff follow their role (docs/roles.md).
 */
export function readsWithheldFigures(user: Pick<SessionUser, 'role'>): boolean {
  return user.role === 'Kynd Admin';
}
