import { httpsCallable, type Functions } from 'firebase/functions';
import type { CallableContracts, CallableName } from '@/domain/callables';
import { callableTimeLimit } from '@/providers/dataProvider/errors';

type Call<Name extends CallableName> = (
  request: CallableContracts[Name]['request'],
) => Promise<CallableContracts[Name]['response']>;

export type Callables = { [Name in CallableName]: Call<Name> };

export type CallFunction = <Name extends CallableName>(
  name: Name,
  request: CallableContracts[Name]['request'],
) => Promise<CallableContracts[Name]['response']>;

export function createCall(functions: Functions): CallFunction {
  return async (name, request) => {
    // Past `timeout` the SDK rejects with 'functions/deadline-exceeded'; the server may still
    // finish the work, so the outcome of a write is then unknown.
    const call = httpsCallable<typeof request, CallableContracts[typeof name]['response']>(
      functions,
      name,
      { timeout: callableTimeLimit(name) },
    );
    return (await call(request)).data;
  };
}

/**
 * Each callable by name, as `callables.createUser(request)`. `then` is none: an object that has
 * one is taken for a promise when an async function returns it, and awaiting it would call it.
 */
export function createCallables(functions: Functions): Callables {
  const call = createCall(functions);
  return new Proxy({} as Callables, {
    get: (_, name) =>
      typeof name === 'string' && name !== 'then'
        ? (request: never) => call(name as CallableName, request)
        : undefined,
  });
}
