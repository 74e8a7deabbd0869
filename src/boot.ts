// The page's first module, ahead of the app's own code (bootFirst in vite.config.ts): for a
// returning user it starts restoring the Firebase Auth user and the first reads
// (providers/firstReads), whose answers the app's identical reads take, so they arrive with the
// app's code rather than after it.
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
