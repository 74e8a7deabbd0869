// A returning user's first reads, named once for boot.ts and the app: made identically, the app's
// reads take boot.ts's early answers.
import { scoreDocumentPath } from '@/domain/scoreDocuments';
import { dataScopeOf, type SessionUser } from '@/domain/session';

export const ORGANISATION_CHOICE_FIELDS = ['name', 'industry', 'isActive'] as const;

/** The session check asks for the same fields, so that its read answers the dashboard's too. */
export const OWN_ORGANISATION_FIELDS = [...ORGANISATION_CHOICE_FIELDS, 'managers'] as const;

export function sessionStatusPaths(session: Pick<SessionUser, 'id' | 'organisation'>): string[] {
  const organisationId = session.organisation.id;
  return [`users/${session.id}`, ...(organisationId ? [`organisations/${organisationId}`] : [])];
}

/** The organisation's `all` score document; null for those who choose an organisation first. */
export function firstScorePath(session: SessionUser): string | null {
  const scope = dataScopeOf(session);
  return scope.kind === 'organisation' && scope.organisationId !== ''
    ? scoreDocumentPath(scope.organisationId)
    : null;
}
