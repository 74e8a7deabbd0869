// A returning user's first reads, named once for the places that make them and for boot.ts, which
// starts them before the app's code has run. Made identically, the app's own reads take the early
// answers.
import { scoreDocumentPath } from '@/domain/scoreDocuments';
import { dataScopeOf, type SessionUser } from '@/domain/session';

export const ORGANISATION_CHOICE_FIELDS = ['name', 'industry', 'isActive'] as const;

/** The session check asks for the same fields, so that its read answers the dashboard's too. */
export const OWN_ORGANISATION_FIELDS = [...ORGANISATION_CHOICE_FIELDS, 'managers'] as const;

export function sessionStatusPaths(session: Pick<SessionUser, 'id' | 'organisation'>): string[] {
  const organisationId = session.organisation.id;
  return [`users/${session.id}`, ...(organisationId ? [`organisations/${organisationId}`] : [])];
}

/**
 * The score document a dashboard opens on: the user's organisation's `all` scope. null for those
 * who choose an organisation first (a provider admin, a clinician).
 */
export function firstScorePath(session: SessionUser): string | null {
  const scope = dataScopeOf(session);
  return scope.kind === 'organisation' && scope.organisationId !== ''
    ? scoreDocumentPath(scope.organisationId)
    : null;
}
