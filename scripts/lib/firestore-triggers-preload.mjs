// Preloaded (`node --import`) into the firebase-tools process of the local stack, beside
// auth-emulator-preload.mjs.
//
// Why: Firestore runs standalone (Google's emulator JAR, docs/architecture.md "The local stack"),
// started with `--functions_emulator` so that it sends document events to the Functions emulator.
// The Functions emulator registers each Firestore trigger with the Firestore emulator it started
// itself (`POST /emulator/v1/projects/{p}/eventarcTrigger` for v2 functions), and skips the
// trigger ("function ignored because the firestore emulator does not exist or is not running")
// when it did not start one. This registers the triggers with the standalone emulator at
// FIRESTORE_EMULATOR_HOST instead, with the same request the Functions emulator would send, and
// records each request in KYND_FIRESTORE_TRIGGERS_FILE, from which scripts/local-stack.ts pauses
// and resumes them. The event then reaches the trigger through the Functions emulator's own
// background route.
//
// A Firestore trigger also keeps one key for the life of the process: the Functions emulator adds
// a generation number to the key of every background trigger and bumps it when it reloads them,
// and the Firestore emulator has no call to forget a registration, so every reload would leave a
// stale registration behind. A registration under the same key replaces the previous one.
//
// firebase-tools is pinned (package.json). If a future version lays its modules out differently,
// the triggers stay ignored and scripts/local-stack.ts refuses to report the stack ready.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function record(key, registration) {
  const file = process.env.KYND_FIRESTORE_TRIGGERS_FILE;
  if (!file) return;
  let registrations = {};
  try {
    registrations = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // First registration of this stack.
  }
  registrations[key] = registration;
  writeFileSync(file, `${JSON.stringify(registrations, null, 2)}\n`);
}

try {
  const { FunctionsEmulator } = require('firebase-tools/lib/emulator/functionsEmulator');
  const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry');
  const prototype = FunctionsEmulator?.prototype;
  const originalAdd = prototype?.addFirestoreTrigger;
  const originalKey = prototype?.getTriggerKey;
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (typeof originalAdd === 'function' && typeof originalKey === 'function' && host) {
    prototype.getTriggerKey = function (def) {
      const eventType = def?.eventTrigger?.eventType;
      if (typeof eventType === 'string' && eventType.startsWith('google.cloud.firestore.')) {
        return def.eventTrigger.channel ? `${def.id}-${def.eventTrigger.channel}` : def.id;
      }
      return originalKey.call(this, def);
    };
    prototype.addFirestoreTrigger = async function (projectId, key, eventTrigger, signature) {
      if (EmulatorRegistry.isRunning('firestore')) {
        return originalAdd.call(this, projectId, key, eventTrigger, signature);
      }
      const cloudEvent = signature === 'cloudevent';
      const { bundle, path } = cloudEvent
        ? this.getV2FirestoreAttributes(projectId, key, eventTrigger)
        : this.getV1FirestoreAttributes(projectId, key, eventTrigger);
      const method = cloudEvent ? 'POST' : 'PUT';
      const response = await fetch(`http://${host}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: bundle,
      });
      if (!response.ok) {
        throw new Error(
          `Registering the Firestore trigger ${key} at ${host} failed: ${response.status} ${await response.text()}`,
        );
      }
      record(key, { method, path, bundle });
      return true;
    };
  }
} catch {
  // firebase-tools laid out differently: the triggers stay ignored (see above).
}
