// What follows a change of who a user is: the custom claims rewritten (a convenience, nothing
// trusts them), the refresh tokens revoked when access is lost, and the scores recalculated.
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { grantedClaims, type KyndClaims } from '@/domain/claims';
import { auth, db } from './admin';
import { findAuthUser } from './authLookup';
import { SUBSCRIPTIONS_ORGANISATION_ID } from './params';
import { calculateNow } from './scores/scoreRecalculationMarker';
import { syncScoreContributions } from './scores/scoreCounters';

/**
 * The Subscriptions organisation (docs/product.md §3) of this deployment: the
 * SUBSCRIPTIONS_ORGANISATION_ID param of the project (functions/.env.<project-id>). The web app
 * takes the same id from src/config/environment.ts by hostname. Without a value the call fails
 * loudly rather than moving users into some other project's organisation.
 */
export function subscriptionsOrganisationId(): string {
  const id = SUBSCRIPTIONS_ORGANISATION_ID.value();
  if (!id) {
    logger.error('SUBSCRIPTIONS_ORGANISATION_ID has no value for this project');
    throw new HttpsError(
      'failed-precondition',
      'The Subscriptions organisation is not configured for this project.',
    );
  }
  return id;
}

export async function organisationIsActive(firestore: Firestore, id: unknown): Promise<boolean> {
  if (typeof id !== 'string' || id === '') return false;
  return (await firestore.collection('organisations').doc(id).get()).get('isActive') === true;
}

/**
 * Sets the claims the users document describes (no admin role for an inactive user or a user of
 * an inactive organisation) and, with `revoke`, ends the user's sessions. Answers undefined for a
 * user without an authentication account.
 */
export async function writeClaims(
  uid: string,
  options: { revoke?: boolean } = {},
): Promise<KyndClaims | undefined> {
  const account = await findAuthUser(() => auth().getUser(uid));
  if (!account) return undefined;
  const user = (await db().collection('users').doc(uid).get()).data() ?? {};
  const claims = grantedClaims(user, await organisationIsActive(db(), user.organisation?.id), {
    email: account.email,
    emailVerified: account.emailVerified,
  });
  await auth().setCustomUserClaims(uid, { ...claims });
  if (options.revoke) await auth().revokeRefreshTokens(uid);
  return claims;
}

/**
 * Counts the changed users and recalculates each organisation's scores (docs/product.md §4
 * "Afterwards score recalculation is scheduled"). The change that asked for it is committed
 * already: a failure is logged and the next calculation catches up.
 */
export async function recalculateScores(
  organisationIds: Iterable<string>,
  changedUserIds: Iterable<string>,
): Promise<string[]> {
  const done: string[] = [];
  const ids = new Set([...organisationIds].filter(Boolean));
  try {
    for (const id of await syncScoreContributions(db(), changedUserIds)) ids.add(id);
  } catch (error) {
    logger.error('Score counters not moved', error);
  }
  for (const id of ids) {
    if (!id) continue;
    try {
      await calculateNow(db(), id);
      done.push(id);
    } catch (error) {
      logger.error('Score recalculation failed', error, { organisationId: id });
    }
  }
  return done;
}
