// Preloaded by the bench (`NODE_OPTIONS=--import …`, scripts/lib/firestoreMeter.ts) into the
// Functions emulator's workers, the processes that run the triggers and callables: it counts the
// Firestore documents they read and write, billing-wise, and keeps the totals in
// KYND_FIRESTORE_METER_DIR/<pid>.json for the bench to add up.
//
// It listens through the Firestore client's own log hook (`Firestore.setLogFunction`), which
// receives every response the client gets:
// - a document of a lookup (`found`), a missing one (`missing`) or of a query (`document`): 1 read;
// - a count: 1 read per 1,000 documents counted, at least 1 (Firestore's price of an aggregation);
// - a commit or a batch write: 1 write per write result.
// An empty query, which Firestore bills as 1 read, sends no document and is not counted.
import { renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.env.KYND_FIRESTORE_METER_DIR;

function readsOfCount(result) {
  let counted = 0;
  for (const value of Object.values(result?.aggregateFields ?? {})) {
    counted = Math.max(counted, Number(value?.integerValue ?? 0));
  }
  return Math.max(1, Math.ceil(counted / 1000));
}

if (dir && process.env.FUNCTIONS_EMULATOR === 'true') {
  const require = createRequire(join(process.cwd(), 'package.json'));
  const { Firestore } = require('@google-cloud/firestore');
  // A worker serves one function (FUNCTION_TARGET), so its file tells what each function costs.
  const totals = { function: process.env.FUNCTION_TARGET ?? '', reads: 0, writes: 0 };
  const file = join(dir, `${process.pid}.json`);
  let pending = false;
  const flush = () => {
    pending = false;
    // Whole or not at all for a reader: written aside, then renamed over.
    writeFileSync(`${file}.part`, JSON.stringify(totals));
    renameSync(`${file}.part`, file);
  };
  const marker = 'Received response: ';
  Firestore.setLogFunction((line) => {
    const at = line.indexOf(marker);
    if (at < 0) return;
    let response;
    try {
      response = JSON.parse(line.slice(at + marker.length));
    } catch {
      return;
    }
    if (response === null || typeof response !== 'object') return;
    if (response.found || response.missing || response.document) totals.reads += 1;
    else if (response.result?.aggregateFields) totals.reads += readsOfCount(response.result);
    else if (Array.isArray(response.writeResults)) totals.writes += response.writeResults.length;
    else return;
    if (!pending) {
      pending = true;
      setImmediate(flush);
    }
  });
}
