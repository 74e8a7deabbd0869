// The callable functions without the Functions SDK in the first load.
import type { Functions } from 'firebase/functions';
import type { CallFunction } from '@/providers/callables';

/** Runs `load` once; later calls share its promise (a failure is retried on the next call). */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** A `call(name, request)` whose first use loads the SDK; later calls reuse it. */
export function lazyCall(functions: () => Promise<Functions>): CallFunction {
  const load = once(() =>
    Promise.all([import('@/providers/callables'), functions()]).then(([{ createCall }, instance]) =>
      createCall(instance),
    ),
  );
  return async (name, request) => (await load())(name, request);
}
