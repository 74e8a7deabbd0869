// Brings an existing project up to date (README, "Migrations"): runs scripts/migrations in order.
//
//   npm run migrate -- --project <id> [--dry-run]             a real project, with credentials
//   npm run migrate -- --project <id> --emulator [--dry-run]  FIRESTORE_EMULATOR_HOST's emulator
//
// It writes with admin rights, so it never guesses where: the project id must be given, a real
// project needs credentials (GOOGLE_APPLICATION_CREDENTIALS, or gcloud's application default
// credentials), and the emulator is used only when asked for, never because FIRESTORE_EMULATOR_HOST
// happens to be set (the admin SDK would otherwise write there silently).
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runMigrations } from './migrations';

export class MigrateUsageError extends Error {}

export interface MigrateTarget {
  projectId: string;
  emulator?: string;
  dryRun: boolean;
}

function adcFile(env: NodeJS.ProcessEnv): string {
  const configDir = env.CLOUDSDK_CONFIG ?? join(homedir(), '.config', 'gcloud');
  return join(configDir, 'application_default_credentials.json');
}

/** Where to migrate, from the arguments and the environment; throws when anything is implicit. */
export function migrateTarget(argv: readonly string[], env: NodeJS.ProcessEnv): MigrateTarget {
  const index = argv.indexOf('--project');
  const projectId = index >= 0 ? argv[index + 1] : undefined;
  const dryRun = argv.includes('--dry-run');
  const wantsEmulator = argv.includes('--emulator');
  const emulator = env.FIRESTORE_EMULATOR_HOST;
  const known = new Set(['--project', '--dry-run', '--emulator']);
  const unknown = argv.filter((arg, i) => !known.has(arg) && argv[i - 1] !== '--project');
  if (unknown.length > 0) throw new MigrateUsageError(`Unknown argument: ${unknown.join(' ')}`);
  if (!projectId || projectId.startsWith('--')) {
    throw new MigrateUsageError(
      'Pass the project to migrate: npm run migrate -- --project <id> [--dry-run]',
    );
  }
  if (wantsEmulator) {
    if (!emulator) throw new MigrateUsageError('--emulator needs FIRESTORE_EMULATOR_HOST.');
    return { projectId, emulator, dryRun };
  }
  if (emulator) {
    throw new MigrateUsageError(
      `FIRESTORE_EMULATOR_HOST is set (${emulator}): pass --emulator to migrate that emulator, or unset it to migrate ${projectId}.`,
    );
  }
  const keyFile = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (keyFile ? !existsSync(keyFile) : !existsSync(adcFile(env))) {
    throw new MigrateUsageError(
      `No credentials for ${projectId}: set GOOGLE_APPLICATION_CREDENTIALS to a service account key of the project, or run \`gcloud auth application-default login\`.`,
    );
  }
  return { projectId, dryRun };
}

async function main(): Promise<void> {
  const target = migrateTarget(process.argv.slice(2), process.env);
  const app = initializeApp(
    target.emulator
      ? { projectId: target.projectId }
      : { projectId: target.projectId, credential: applicationDefault() },
    'migrate',
  );
  console.log(
    `${target.dryRun ? 'Dry run on' : 'Migrating'} ${target.projectId}${target.emulator ? ` (emulator at ${target.emulator})` : ''}`,
  );
  try {
    await runMigrations(getFirestore(app), { dryRun: target.dryRun });
  } finally {
    await deleteApp(app);
  }
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  main().catch((error: unknown) => {
    console.error(error instanceof MigrateUsageError ? error.message : error);
    process.exitCode = 1;
  });
}
