// Apart from the Functions SDK (providers/callables), so that the data provider can know the time
// limits without loading the SDK.
import { CALLABLE_TIMEOUT_MS, READ_TIMEOUT_MS } from '@/config/constants';
import type { CallableName } from '@/domain/callables';
import type { OperationKind } from '@/providers/dataProvider/errors';

/** The callables that only look something up: they get a read's time limit. */
const LOOKUPS: ReadonlySet<CallableName> = new Set<CallableName>([
  'checkIfUserIsMigrated',
  'getUserByPhone',
  'verifyEmailAvailability',
  'searchScores',
]);

export function callableKind(name: CallableName): OperationKind {
  return LOOKUPS.has(name) ? 'read' : 'write';
}

export function callableTimeLimit(name: CallableName): number {
  return callableKind(name) === 'read' ? READ_TIMEOUT_MS : CALLABLE_TIMEOUT_MS;
}

/** The data provider waits this much past the SDK's own abort, so that the SDK's error comes first. */
export const CALLABLE_GRACE_MS = 1_000;
