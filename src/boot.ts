// The page's first module, ahead of the app's own code (the build makes it an entry of its own:
// bootFirst in vite.config.ts). For a returning user it starts what needs none of the app's code:
// - Firebase Auth restoring the stored user (the SDK checks it with the Auth service);
// - the first reads (providers/firstReads): the session check's and, on a dashboard path, the
//   dashboard's score document. The app's identical reads take their answers
//   (providers/firestoreRest), so they arrive with the app's code rather than after it.
// Everything else uses the same services (providers/firebase).
import { dashboardOfPath } from '@/dashboards/paths';
import { getFirebaseServices } from '@/providers/firebase';
import {
  firstScorePath,
  OWN_ORGANISATION_FIELDS,
  sessionStatusPaths,
} from '@/providers/firstReads';
import { readSession } from '@/providers/session';

const session = readSession();
if (session) {
  try {
    const { rest } = getFirebaseServices();
    const ignore = () => undefined;
    // A failed read is not kept: the app asks again, and reports the failure.
    rest.getFields(sessionStatusPaths(session), OWN_ORGANISATION_FIELDS).catch(ignore);
    const scores = dashboardOfPath(window.location.pathname) ? firstScorePath(session) : null;
    if (scores) rest.getDocuments([scores]).catch(ignore);
  } catch {
    // A configuration that cannot start is reported by the app's error screen when it renders.
  }
}
