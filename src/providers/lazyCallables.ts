// The callable functions without the Functions SDK in the first load.
import type { Functions } from 'firebase/functions';
import type { CallableContracts, CallableName } from '@/domain/callables';
import type { CallFunction } from '@/providers/callables';

export type FunctionsSource = Functions | (() => Promise<Functions>);

/** A `call(name, request)` whose first use loads the SDK; later calls reuse it. */
export function lazyCall(functions: FunctionsSource): CallFunction {
  let loaded: Promise<CallFunction> | undefined;
  const load = () => {
    loaded ??= Promise.all([
      import('@/providers/callables'),
      typeof functions === 'function' ? functions() : Promise.resolve(functions),
    ]).then(([{ createCall }, instance]) => createCall(instance));
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };
  return async <Name extends CallableName>(
    name: Name,
    request: CallableContracts[Name]['request'],
  ) => (await load())(name, request);
}
