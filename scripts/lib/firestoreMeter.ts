// The bench's meter of the server's Firestore documents: the Functions emulator's workers count
// what they read and write (scripts/lib/firestore-meter-preload.mjs), and this adds their totals up.
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface DocumentTotals {
  reads: number;
  writes: number;
}

const PRELOAD = pathToFileURL(join(import.meta.dirname, 'firestore-meter-preload.mjs')).href;

/** The environment that makes a stack's function workers count into `dir` (emptied here). */
export function meteredFunctionsEnv(dir: string): NodeJS.ProcessEnv {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const options = process.env.NODE_OPTIONS ?? '';
  return {
    KYND_FIRESTORE_METER_DIR: dir,
    NODE_OPTIONS: `${options} --import ${JSON.stringify(PRELOAD)}`.trim(),
  };
}

/** Every worker's totals so far, by function. */
export function meterByFunction(dir: string): Map<string, DocumentTotals> {
  const byFunction = new Map<string, DocumentTotals>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json')) continue;
    const worker = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Partial<
      DocumentTotals & { function: string }
    >;
    const key = worker.function ?? '';
    const totals = byFunction.get(key) ?? { reads: 0, writes: 0 };
    byFunction.set(key, {
      reads: totals.reads + (worker.reads ?? 0),
      writes: totals.writes + (worker.writes ?? 0),
    });
  }
  return byFunction;
}

/** Every worker's totals so far, added up. */
export function meterTotals(dir: string): DocumentTotals {
  const totals = { reads: 0, writes: 0 };
  for (const worker of meterByFunction(dir).values()) {
    totals.reads += worker.reads;
    totals.writes += worker.writes;
  }
  return totals;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The totals once the workers have been idle for `quietMs` (the triggers a change set off, and
 * theirs, have run), and at most after `limitMs`.
 */
export async function settledTotals(
  dir: string,
  { quietMs = 3_000, limitMs = 300_000 } = {},
): Promise<DocumentTotals> {
  const started = Date.now();
  let last = meterTotals(dir);
  let stillSince = Date.now();
  while (Date.now() - stillSince < quietMs && Date.now() - started < limitMs) {
    await sleep(250);
    const now = meterTotals(dir);
    if (now.reads !== last.reads || now.writes !== last.writes) {
      last = now;
      stillSince = Date.now();
    }
  }
  return last;
}

export const difference = (after: DocumentTotals, before: DocumentTotals): DocumentTotals => ({
  reads: after.reads - before.reads,
  writes: after.writes - before.writes,
});
