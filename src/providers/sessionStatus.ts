// The session re-check's one read (docs/product.md §4): whether the user and the user's organisation are
// still active. Both flags come in one request with a field mask (providers/firestoreRest), not
// as the two whole documents: an organisation document lists every employee and division. The
// organisation's name and industry come along, so that the dashboard's first read of the same
// organisation is answered by this one (providers/firstReads). On a returning user's first page it
// was started by boot.ts, before the app's code ran.
import type { SessionUser } from '@/domain/session';
import type { FirestoreRest } from '@/providers/firestoreRest';
import { OWN_ORGANISATION_FIELDS, sessionStatusPaths } from '@/providers/firstReads';

export interface SessionStatus {
  userIsActive: boolean | undefined;
  organisationIsActive: boolean | undefined;
}

const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

export function createSessionStatusReader(
  rest: FirestoreRest,
): (session: Pick<SessionUser, 'id' | 'organisation'>) => Promise<SessionStatus> {
  return async (session) => {
    try {
      const [user, organisation] = await rest.getFields(
        sessionStatusPaths(session),
        OWN_ORGANISATION_FIELDS,
      );
      return {
        userIsActive: flag(user?.data.isActive),
        organisationIsActive: flag(organisation?.data.isActive),
      };
    } catch {
      // Unknown status: docs/product.md §4 says nothing happens.
      return { userIsActive: undefined, organisationIsActive: undefined };
    }
  };
}
