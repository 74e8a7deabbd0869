// The page's first module (vite.config.ts): a returning user's first reads start before the app's
// code and Firebase's SDKs have loaded, and the app's identical reads take their answers.
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
