// The Users list's bulk actions (docs/product.md §2 Users list): one chunk of users and one change
// per call. Each user goes through exactly what updateUser does for that change (its step, in a
// transaction of its own, after the same check of the caller's right to act on that user), so a
// user the caller may not change is refused alone, with the reason, and the others are changed.
// An answer names only the users of the caller's scope: to an Org Admin, a user of another
// organisation is refused exactly as an id nobody has, with no name (docs/roles.md "Callable
// functions"). The scores are recalculated once for the chunk, for every organisation a change
// asked for (docs/product.md §4), not once per user.
import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { z } from 'zod';
import { BULK_CHUNK_SIZE, type BulkOutcome, type BulkRefused } from '@/domain/bulk';
import type { BulkUserChange, CallableContracts, UpdateUserAction } from '@/domain/callables';
import { isSafeDivisionId, isValidDocumentId } from '@/domain/ids';
import { roleSchema } from '@/domain/schemas/entities';
import { managerEntry } from '@/domain/userAdministration';
import { db } from './admin';
import { recalculateScores, writeClaims } from './accounts';
import { requireCaller, requireRole, type Caller } from './caller';
import { callableOptions } from './options';
import { changeUser, stepFor, type Outcome } from './updateUser';
import { requireParsed } from './validation';

const changeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('setActive'),
    isActive: z.boolean(),
    subscription: z.boolean().optional(),
    removeFromOrganisation: z.boolean().optional(),
  }),
  z.strictObject({ kind: z.literal('changeRole'), role: roleSchema }),
  z.strictObject({
    kind: z.literal('changeDivision'),
    divisionId: z.string().refine(isSafeDivisionId, 'is not a valid division id'),
  }),
]);

const requestSchema = z.strictObject({
  userIds: z
    .array(z.string().refine(isValidDocumentId, 'is not a valid user id'))
    .min(1)
    .max(BULK_CHUNK_SIZE),
  change: changeSchema,
});

type Contract = CallableContracts['bulkUpdateUsers'];

function parseRequest(data: unknown): Contract['request'] {
  return requireParsed(requestSchema, data);
}

/** The change as updateUser's request would state it, for the step and the audit entry. */
function requestOf(change: BulkUserChange): Record<string, unknown> & { action: UpdateUserAction } {
  switch (change.kind) {
    case 'setActive':
      return {
        action: 'setActive',
        isActive: change.isActive,
        subscription: change.subscription,
        removeFromOrganisation: change.removeFromOrganisation,
      };
    case 'changeRole':
      return { action: 'setRole', role: change.role };
    case 'changeDivision':
      return { action: 'setDivision', divisionId: change.divisionId };
  }
}

/**
 * A refusal in plain words: updateUser's own message, or a generic one for an unexpected error;
 * with its code (`details.reason`) when it has one, which the screen words from its catalogue.
 */
function refusalOf(error: unknown, userId: string): Pick<BulkRefused, 'reason' | 'reasonCode'> {
  if (error instanceof HttpsError) {
    const { reason } = (error.details ?? {}) as { reason?: unknown };
    return {
      reason: error.message,
      ...(typeof reason === 'string' ? { reasonCode: reason } : {}),
    };
  }
  logger.error('Bulk change of a user failed', error, { userId });
  return { reason: 'It could not be changed. Try again later.' };
}

/**
 * The users' names as the summary shows them, read before the changes (a user moved out of the
 * organisation keeps the name it was changed under): '' for an id no user has, and for a user
 * outside the caller's scope, whose name is not the caller's to know.
 */
async function namesOf(caller: Caller, userIds: readonly string[]): Promise<Map<string, string>> {
  const users = db().collection('users');
  const snapshots = await db().getAll(...userIds.map((id) => users.doc(id)));
  return new Map(
    snapshots.map((snapshot) => {
      const data = snapshot.data() ?? {};
      const inScope =
        caller.role === 'Kynd Admin' ||
        (caller.organisationId !== null && data.organisation?.id === caller.organisationId);
      return [snapshot.id, inScope ? managerEntry({ ...data, id: snapshot.id }).name : ''];
    }),
  );
}

export const bulkUpdateUsers = onCall<Contract['request'], Promise<Contract['response']>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin', 'Org Admin']);
    const { userIds, change } = parseRequest(request.data);
    const updateRequest = requestOf(change);
    // updateUser's own checks of the caller and the input run once for the chunk.
    const step = stepFor(caller, updateRequest.action, updateRequest);
    const userIdsOnce = [...new Set(userIds)];
    const names = await namesOf(caller, userIdsOnce);

    const changed: string[] = [];
    const refused: Pick<BulkRefused, 'id' | 'reason' | 'reasonCode'>[] = [];
    const recalculate = new Set<string>();
    // One after the other: users of one organisation share its document, which concurrent
    // transactions would only retry on.
    for (const userId of userIdsOnce) {
      let outcome: Outcome;
      try {
        outcome = await changeUser(caller, userId, step, updateRequest, 'bulkUpdateUsers');
      } catch (error) {
        refused.push({ id: userId, ...refusalOf(error, userId) });
        continue;
      }
      changed.push(userId);
      outcome.recalculate.forEach((id) => recalculate.add(id));
      // The change is committed: the claims are a convenience (nothing trusts them, and the rules
      // read the users document on every request), so a failure here is logged, not reported as
      // a refusal of a user who was changed.
      await writeClaims(userId, { revoke: outcome.revoke }).catch((error: unknown) =>
        logger.error('Claims not rewritten', error, { userId }),
      );
    }
    await recalculateScores(recalculate, changed);

    const nameOf = (id: string) => names.get(id) ?? '';
    const answer: BulkOutcome = {
      changed: changed.map((id) => ({ id, name: nameOf(id) })),
      refused: refused.map((refusal) => ({ ...refusal, name: nameOf(refusal.id) })),
    };
    return answer;
  },
);
