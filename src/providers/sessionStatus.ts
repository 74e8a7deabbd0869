// The session re-check's one read (docs/product.md §4): whether the user and the user's organisation are
// still active. Both flags come in one request with a field mask (providers/firestoreRest), not
// as the two whole documents: an organisation document lists every employee and division. The
// organisation's name and industry come along, so that the dashboard's first read of the same
// organisation is answered by this one (dataProvider/scores ORGANISATION_CHOICE_FIELDS).
import type { SessionUser } from '@/domain/session';
import { ORGANISATION_CHOICE_FIELDS } from '@/providers/dataProvider/scores';
import type { FirestoreRest } from '@/providers/firestoreRest';

export interface SessionStatus {
  userIsActive: boolean | undefined;
  organisationIsActive: boolean | undefined;
}

const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

export function createSessionStatusReader(
  rest: FirestoreRest,
): (session: Pick<SessionUser, 'id' | 'organisation'>) => Promise<SessionStatus> {
  return async (session) => {
    const organisationId = session.organisation.id;
    const paths = [
      `users/${session.id}`,
      ...(organisationId ? [`organisations/${organisationId}`] : []),
    ];
    try {
      const [user, organisation] = await rest.getFields(paths, ORGANISATION_CHOICE_FIELDS);
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
