// The one firebase-admin app of the functions. Initialised on first use so that importing a
// module (for example from the seed, which brings its own app) has no side effect.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';

function app() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(app());
export const auth = () => getAuth(app());
export const messaging = () => getMessaging(app());

/** True inside the Functions emulator, where pushes are recorded instead of delivered. */
export const isEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';
