// firebase.json's predeploy hook of each target: `npm run firebase:predeploy -- <target>`, which
// firebase-tools runs, for every target it deploys, before it deploys any (README, Deploy). It
// checks the target's deploy (scripts/lib/deployChecks.ts) against the project firebase-tools
// names in GCLOUD_PROJECT, then builds what the target ships: the functions (built by the
// checks) and the web app, in the mode of the project's environment (docs/product.md §1).
import { activeProject, webBuildFor } from './lib/deployConfig';
import { checkTargets, replaceList, report, run } from './lib/deployChecks';
import { DEPLOY_TARGETS, type DeployTarget } from './lib/preflight';

const [target] = process.argv.slice(2);
if (!DEPLOY_TARGETS.includes(target as DeployTarget)) {
  console.error(`Usage: npm run firebase:predeploy -- <${DEPLOY_TARGETS.join('|')}>`);
  process.exit(2);
}
const projectId = process.env.GCLOUD_PROJECT ?? activeProject([]);
try {
  // A deploy needs credentials anyway: the project is always described here.
  const result = checkTargets(projectId, [target as DeployTarget], {
    describe: true,
    replace: replaceList([]),
  });
  if (!report(projectId, result)) process.exit(1);
  if (target === 'hosting' && projectId) {
    const mode = webBuildFor(projectId)?.mode ?? 'production';
    run('npm', ['run', 'build', '--', '--mode', mode]);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
