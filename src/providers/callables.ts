import { httpsCallable, type Functions } from 'firebase/functions';
import type { CallableContracts, CallableName } from '@/domain/callables';
import { callableTimeLimit } from '@/providers/dataProvider/errors';

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
