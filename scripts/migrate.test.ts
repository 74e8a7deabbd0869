// scripts/migrate.ts writes with admin rights: it must never pick its target by itself.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MigrateUsageError, migrateTarget } from './migrate';

const dir = mkdtempSync(join(tmpdir(), 'kynd-migrate-'));
const keyFile = join(dir, 'key.json');
writeFileSync(keyFile, '{}');
/** No gcloud application default credentials in this folder. */
const bare = { CLOUDSDK_CONFIG: dir };

describe('migrateTarget', () => {
  it('refuses without an explicit project id, whatever the environment says', () => {
    for (const env of [
      { ...bare, GOOGLE_APPLICATION_CREDENTIALS: keyFile, GCLOUD_PROJECT: 'kynd-prod' },
      { ...bare, GOOGLE_CLOUD_PROJECT: 'kynd-prod' },
    ]) {
      expect(() => migrateTarget(['--dry-run'], env)).toThrow(MigrateUsageError);
      expect(() => migrateTarget(['--project'], env)).toThrow(/--project <id>/);
    }
  });

  it('refuses a real project without credentials', () => {
    expect(() => migrateTarget(['--project', 'kynd-prod'], bare)).toThrow(/No credentials/);
    expect(() =>
      migrateTarget(['--project', 'kynd-prod'], {
        ...bare,
        GOOGLE_APPLICATION_CREDENTIALS: join(dir, 'missing.json'),
      }),
    ).toThrow(/No credentials/);
  });

  it('never falls back to an emulator that happens to be configured', () => {
    const env = {
      ...bare,
      GOOGLE_APPLICATION_CREDENTIALS: keyFile,
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    };
    expect(() => migrateTarget(['--project', 'kynd-prod'], env)).toThrow(/pass --emulator/);
    expect(() => migrateTarget(['--project', 'demo-kynd', '--emulator'], bare)).toThrow(
      /FIRESTORE_EMULATOR_HOST/,
    );
  });

  it('accepts an explicit project with credentials, or an explicit emulator', () => {
    expect(
      migrateTarget(['--project', 'kynd-prod', '--dry-run'], {
        ...bare,
        GOOGLE_APPLICATION_CREDENTIALS: keyFile,
      }),
    ).toEqual({ projectId: 'kynd-prod', dryRun: true });
    expect(
      migrateTarget(['--emulator', '--project', 'demo-kynd'], {
        ...bare,
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      }),
    ).toEqual({ projectId: 'demo-kynd', emulator: '127.0.0.1:8080', dryRun: false });
  });

  it('refuses unknown arguments', () => {
    expect(() => migrateTarget(['--project', 'x', '--force'], bare)).toThrow(/Unknown argument/);
  });
});
