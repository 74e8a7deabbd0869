// The session re-check's one read: both isActive flags in one request with a field mask, not the
// two whole documents (an organisation document lists every employee and division).
import type { SessionUser } from '@/domain/session';
import type { FirestoreRest } from '@/providers/firestoreRest';
import { OWN_ORGANISATION_FIELDS, sessionStatusPaths } from '@/providers/firstReads';

const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

export function createSessionStatusReader(rest: FirestoreRest) {
  return async (session: Pick<SessionUser, 'id' | 'organisation'>) => {
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
      return { userIsActive: undefined, organisationIsActive: undefined };
    }
  };
}
