// The page's first module, ahead of the app's own code (bootFirst in vite.config.ts): for a
// returning user it starts the first reads (providers/firstReads) with the token Firebase Auth
// keeps (providers/restClient), before Firebase's SDKs have loaded. The app's identical reads take
// their answers, so they arrive with the app's code rather than after it.
import { dashboardOfPath } from '@/dashboards/paths';
import {
  firstScorePath,
  OWN_ORGANISATION_FIELDS,
  sessionStatusPaths,
} from '@/providers/firstReads';
import { restClient } from '@/providers/restClient';
import { readSession } from '@/providers/session';

const session = readSession();
if (session) {
  try {
    const rest = restClient();
    const ignore = () => undefined;
    // A failed read is not kept: the app asks again, and reports the failure.
    rest.getFields(sessionStatusPaths(session), OWN_ORGANISATION_FIELDS).catch(ignore);
    const scores = dashboardOfPath(window.location.pathname) ? firstScorePath(session) : null;
    if (scores) rest.getDocuments([scores]).catch(ignore);
  } catch {
    // A configuration that cannot start is reported by the app's error screen when it renders.
  }
}
