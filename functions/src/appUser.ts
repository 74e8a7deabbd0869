// The caller of the app's own callables: a signed-up user (a users document), active, of an
// active organisation (docs/product.md §4: employees of an inactive organisation cannot use the
// app). Judged on every call from the current documents, as functions/src/caller.ts does for admins.
import type { DocumentData, DocumentReference } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from './admin';
import { organisationIsActive } from './accounts';

export interface AppUser {
  uid: string;
  ref: DocumentReference;
  user: DocumentData;
}

export async function requireAppUser(request: CallableRequest<unknown>): Promise<AppUser> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in to do this.');
  const { uid } = request.auth;
  const ref = db().collection('users').doc(uid);
  const snapshot = await ref.get();
  const user = snapshot.data();
  if (!user) throw new HttpsError('failed-precondition', 'Sign up with an access code first.');
  if (user.isActive !== true || !(await organisationIsActive(db(), user.organisation?.id))) {
    throw new HttpsError('permission-denied', 'Your company no longer offers the app');
  }
  return { uid, ref, user };
}
