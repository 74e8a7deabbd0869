// The Cloud Storage emulator of firebase-tools, run in-process with every request allowed.
//
// Why: firebase-tools evaluates storage.rules in a Java rules runtime that it downloads on first use,
// which cannot happen offline. Its HTTP server is plain Node, so this file starts that server and
// replaces the rules evaluation with allow-all. storage.rules is still deployed to production and is
// tested wherever the full emulator can run. This reaches into firebase-tools internals
// (lib/emulator/storage), which is why firebase-tools is pinned to an exact version in package.json.
//
// Usage (spawned by scripts/local-stack.ts):
//   node --import tsx scripts/storage-emulator.ts --host 127.0.0.1 --port 9199 --project demo-kynd
//     --blobs <dir for uploaded bytes> [--import <dir of a previous export>]
// POST /internal/export {"path": "<dir>"} and POST /internal/reset are firebase-tools' own endpoints.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);

interface RulesVerdict {
  permitted: boolean;
  issues: { exist(): boolean; all: string[] };
}
interface RulesManager {
  start(): Promise<{ errors: string[] }>;
  stop(): Promise<void>;
  getRuleset(bucketId?: string): { verify(): Promise<RulesVerdict> };
}
interface StorageLayer {
  import(path: string, options: { initiatedBy: string }): void;
}
interface StorageEmulatorInstance {
  readonly storageLayer: StorageLayer;
  // Replaced below: the real runtime downloads a JAR on start.
  _rulesRuntime: { start(): Promise<void>; stop(): Promise<void> };
  getInfo(): { host: string; port: number };
}
interface StorageEmulatorArgs {
  host: string;
  port: number;
  projectId: string;
  auto_download: boolean;
  rules: { name: string; content: string };
}
type StorageEmulatorClass = new (args: StorageEmulatorArgs) => StorageEmulatorInstance;

const { StorageEmulator } = require('firebase-tools/lib/emulator/storage/index.js') as {
  StorageEmulator: StorageEmulatorClass;
};
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js') as {
  EmulatorRegistry: {
    start(instance: StorageEmulatorInstance): Promise<void>;
    stopAll(): Promise<void>;
  };
};

const allowAll: RulesManager = {
  start: async () => ({ errors: [] }),
  stop: async () => undefined,
  getRuleset: () => ({
    verify: async () => ({ permitted: true, issues: { exist: () => false, all: [] } }),
  }),
};

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string' },
    project: { type: 'string', default: 'demo-kynd' },
    blobs: { type: 'string' },
    import: { type: 'string' },
  },
});
if (!values.port || !values.blobs) {
  console.error('storage-emulator: --port and --blobs are required');
  process.exit(2);
}
const blobsDir = values.blobs;
mkdirSync(blobsDir, { recursive: true });

class AllowAllStorageEmulator extends StorageEmulator {
  // Called from the parent constructor: every ruleset lookup answers "permitted".
  createRulesManager(): RulesManager {
    return allowAll;
  }

  // The default is one folder under the OS temp dir shared by every emulator on the machine, and it
  // is deleted on stop: give each stack its own.
  getPersistenceTmpDir(): string {
    return blobsDir;
  }
}

const emulator = new AllowAllStorageEmulator({
  host: values.host,
  port: Number(values.port),
  projectId: values.project,
  auto_download: false,
  rules: { name: 'allow-all', content: '' },
});
emulator._rulesRuntime = { start: async () => undefined, stop: async () => undefined };

// The registry is what the emulator asks for its own URL when it writes download links (and
// imported metadata), so the import comes after the start, as in firebase-tools.
await EmulatorRegistry.start(emulator);
if (values.import && existsSync(join(values.import, 'buckets.json'))) {
  emulator.storageLayer.import(values.import, { initiatedBy: 'start' });
}
const { host, port } = emulator.getInfo();
console.log(`storage emulator ready on http://${host}:${port}`);

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await EmulatorRegistry.stopAll();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => void shutdown());
}
