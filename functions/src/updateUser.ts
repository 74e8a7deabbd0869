// The one server-side path for every change of who a user is or where they belong (docs/product.md §4):
// role, activation, subscription, division, organisation and clinician permissions.
// firestore.rules refuse these fields to every client. Each action checks the caller (active,
// and allowed to act on this user: domain/userAdministration), validates its input, then changes
// the user and the organisations' managers and employees in one transaction; afterwards the scores
// are recalculated where docs/product.md §4 says so, and the user's custom claims are rewritten, with its
// refresh tokens revoked when it loses access.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { FIELD_LIMITS } from '@/config/constants';
import {
  UPDATE_USER_ACTIONS,
  type UpdateUserAction,
  type UpdateUserRequest,
  type UpdateUserResponse,
} from '@/domain/callables';
import { personName, userUpdateAudit } from '@/domain/audit';
import { normaliseRole } from '@/domain/claims';
import { userMoveSchema } from '@/domain/schemas/entities';
import type { NamedRef, Role } from '@/domain/types';
import {
  ASSIGNABLE_ROLES,
  PRIVILEGED_ROLES,
  administrationRefusal,
  canRemoveManager,
  managerEntry,
  roleChangeEffects,
} from '@/domain/userAdministration';
import { db } from './admin';
import { actorOf, newAuditRef, recordAudit } from './audit';
import { recalculateScores, subscriptionsOrganisationId, writeClaims } from './accounts';
import {
  requireCaller,
  requireFoundInScope,
  requireRole,
  userRefusal,
  type Caller,
} from './caller';
import { callableOptions } from './options';
import { employeesUpdate } from './employees';
import { afterUpdate, writeDirectoryEntry } from './userDirectory';
import {
  requireBoolean,
  requireDivisionId,
  requireId,
  requireRecord,
  requireRoleName,
} from './validation';

/** Actions only a Kynd Admin takes (docs/product.md §2: the provider admin's screens). */
const KYND_ADMIN_ACTIONS: readonly UpdateUserAction[] = [
  'setSubscription',
  'moveOrganisation',
  'addClinicianOrganisation',
  'removeClinicianOrganisation',
];

const invalid = (message: string) => new HttpsError('invalid-argument', message);
const precondition = (message: string) => new HttpsError('failed-precondition', message);

/** What the transaction decided, for the steps that follow it. */
export interface Outcome {
  recalculate: string[];
  revoke: boolean;
  /** The change of the users document, which changeUser writes with its directory entry. */
  user?: DocumentData;
}

interface Target {
  ref: DocumentReference;
  data: DocumentData;
  role: Role;
  organisationId: string | null;
}

function organisationIdOf(data: DocumentData): string | null {
  const id: unknown = data.organisation?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

function divisionOf(organisation: DocumentSnapshot, divisionId: string): NamedRef {
  const divisions: unknown = organisation.get('divisions');
  const division = Array.isArray(divisions)
    ? (divisions as { id?: unknown; name?: unknown }[]).find((entry) => entry?.id === divisionId)
    : undefined;
  if (!division) throw invalid('No such division in the organisation.');
  return { id: divisionId, name: typeof division.name === 'string' ? division.name : '' };
}

/**
 * docs/product.md §4 Manager removal is offered only when the organisation has more than one manager: the
 * last one listed does not leave its managers (by a role change or a removal).
 */
function requireAnotherManager(organisation: DocumentSnapshot, userId: string): void {
  const managers: unknown = organisation.get('managers');
  const listed = Array.isArray(managers) ? managers : [];
  const isManager = listed.some((manager) => (manager as { id?: unknown })?.id === userId);
  if (isManager && !canRemoveManager(listed.length)) {
    throw precondition("The organisation's only manager cannot be removed.");
  }
}

/** The first division of an organisation, where a user who joins it without a choice goes. */
function firstDivisionOf(organisation: DocumentSnapshot): NamedRef | undefined {
  const divisions: unknown = organisation.get('divisions');
  const first = Array.isArray(divisions) ? (divisions[0] as Partial<NamedRef>) : undefined;
  return typeof first?.id === 'string'
    ? { id: first.id, name: String(first.name ?? '') }
    : undefined;
}

/** The Subscriptions organisation, read in the transaction; refused when it is not configured. */
async function readSubscriptions(transaction: Transaction): Promise<DocumentSnapshot> {
  const subscriptions = await transaction.get(
    db().collection('organisations').doc(subscriptionsOrganisationId()),
  );
  if (!subscriptions.exists) {
    throw precondition('The Subscriptions organisation is not configured.');
  }
  return subscriptions;
}

/** A user's fields as a subscription user of the Subscriptions organisation, active or not. */
function subscriptionMember(subscriptions: DocumentSnapshot, isActive: boolean, now: Timestamp) {
  return {
    isActive,
    isSubscriptionUser: true,
    organisation: { id: subscriptions.id, name: String(subscriptions.get('name') ?? '') },
    division: firstDivisionOf(subscriptions) ?? FieldValue.delete(),
    updatedAt: now,
  };
}

function managersWithout(organisation: DocumentSnapshot, userId: string): unknown[] {
  const managers: unknown = organisation.get('managers');
  return Array.isArray(managers)
    ? managers.filter((manager) => (manager as { id?: unknown })?.id !== userId)
    : [];
}

async function readOrganisation(transaction: Transaction, id: string): Promise<DocumentSnapshot> {
  const snapshot = await transaction.get(db().collection('organisations').doc(id));
  if (!snapshot.exists) throw new HttpsError('not-found', `Organisation ${id} not found.`);
  return snapshot;
}

/** Leaves an organisation: out of its employees and managers. */
function leave(transaction: Transaction, organisation: DocumentSnapshot, userId: string): void {
  transaction.update(organisation.ref, {
    ...employeesUpdate(organisation, { remove: [userId] }),
    managers: managersWithout(organisation, userId),
  });
}

/** Joins an organisation's employees (the list older clients read, within its bound). */
function join(transaction: Transaction, organisation: DocumentSnapshot, userId: string): void {
  const update = employeesUpdate(organisation, { add: [userId] });
  if (Object.keys(update).length > 0) transaction.update(organisation.ref, update);
}

/**
 * One user's change inside its transaction, its input checked already: it writes the
 * organisations' side and answers the user's own change (`user`), which changeUser writes with the
 * user's directory entry.
 */
export type Step = (transaction: Transaction, target: Target) => Promise<Outcome>;

const nothingFollows: Outcome = { recalculate: [], revoke: false };

function setRole(caller: Caller, data: Record<string, unknown>): Step {
  const role = requireRoleName(data.role);
  if (!ASSIGNABLE_ROLES[caller.role].includes(role)) {
    throw new HttpsError('permission-denied', `Your role cannot make anyone a ${role}.`);
  }
  return async (transaction, target) => {
    if (role === target.role) return nothingFollows;
    const effects = roleChangeEffects(target.role, role);
    const touchesOrganisation = effects.addManager || effects.removeManager;
    const organisation =
      touchesOrganisation && target.organisationId
        ? await readOrganisation(transaction, target.organisationId)
        : undefined;
    if (organisation && effects.removeManager) requireAnotherManager(organisation, target.ref.id);
    const user = {
      role,
      ...(role === 'Clinician' && !Array.isArray(target.data.allowedOrganisationsIds)
        ? { allowedOrganisationsIds: [] }
        : {}),
      updatedAt: Timestamp.now(),
    };
    if (organisation) {
      const managers = managersWithout(organisation, target.ref.id);
      if (effects.addManager) managers.push(managerEntry({ ...target.data, id: target.ref.id }));
      transaction.update(organisation.ref, {
        managers,
        ...employeesUpdate(organisation, {
          add: effects.addManager ? [target.ref.id] : [],
          remove: effects.removeEmployee ? [target.ref.id] : [],
        }),
      });
    }
    return { recalculate: [], revoke: effects.revokeSessions, user };
  };
}

function setActive(caller: Caller, data: Record<string, unknown>): Step {
  const isActive = requireBoolean(data.isActive, 'isActive');
  const subscription =
    data.subscription === undefined ? false : requireBoolean(data.subscription, 'subscription');
  const removeFromOrganisation =
    data.removeFromOrganisation === undefined
      ? false
      : requireBoolean(data.removeFromOrganisation, 'removeFromOrganisation');
  if (subscription) {
    requireRole(caller, ['Kynd Admin']);
    if (!isActive) throw invalid('A subscription is given on activation only.');
  }
  if (removeFromOrganisation && isActive) {
    throw invalid('Only an inactivation removes the user from the organisation.');
  }
  return async (transaction, target) => {
    const now = Timestamp.now();
    if (subscription) {
      // docs/product.md §4: to the Subscriptions organisation, active, as a subscription user.
      if (target.role !== 'User') throw precondition('Only a User becomes a subscription user.');
      const subscriptions = await readSubscriptions(transaction);
      const subscriptionsId = subscriptions.id;
      const previous =
        target.organisationId && target.organisationId !== subscriptionsId
          ? await readOrganisation(transaction, target.organisationId).catch(() => undefined)
          : undefined;
      if (previous) leave(transaction, previous, target.ref.id);
      join(transaction, subscriptions, target.ref.id);
      return {
        recalculate: [target.organisationId ?? '', subscriptionsId],
        revoke: false,
        user: subscriptionMember(subscriptions, true, now),
      };
    }
    const subscriptionsId = subscriptionsOrganisationId();
    if (removeFromOrganisation && target.organisationId !== subscriptionsId) {
      // docs/product.md §4: "if yes, they leave the list". The user leaves the organisation for the
      // Subscriptions organisation, as an inactive subscription user, so that every organisation's
      // employees stay the users who name it; an Org Admin leaving its organisation is no longer
      // one (docs/product.md §4 Role change: the role becomes User).
      const organisation = target.organisationId
        ? await readOrganisation(transaction, target.organisationId)
        : undefined;
      const subscriptions = await readSubscriptions(transaction);
      if (organisation) requireAnotherManager(organisation, target.ref.id);
      if (organisation) leave(transaction, organisation, target.ref.id);
      join(transaction, subscriptions, target.ref.id);
      return {
        recalculate: [target.organisationId ?? '', subscriptionsId],
        revoke: true,
        user: {
          ...subscriptionMember(subscriptions, false, now),
          ...(target.role === 'Org Admin' ? { role: 'User' } : {}),
        },
      };
    }
    return {
      recalculate: [target.organisationId ?? ''],
      revoke: !isActive,
      user: { isActive, isSubscriptionUser: !isActive, updatedAt: now },
    };
  };
}

function setSubscription(data: Record<string, unknown>): Step {
  const isSubscriptionUser = requireBoolean(data.isSubscriptionUser, 'isSubscriptionUser');
  return async () => ({
    ...nothingFollows,
    user: { isSubscriptionUser, updatedAt: Timestamp.now() },
  });
}

function setDivision(data: Record<string, unknown>): Step {
  const divisionId = requireDivisionId(data.divisionId);
  return async (transaction, target) => {
    if (!target.organisationId) throw precondition('The user has no organisation.');
    const organisation = await readOrganisation(transaction, target.organisationId);
    const division = divisionOf(organisation, divisionId);
    return {
      recalculate: [target.organisationId],
      revoke: false,
      user: { division, updatedAt: Timestamp.now() },
    };
  };
}

/** A name of the docs/product.md §3 move payload: checked, but the stored one is what is written. */
function requireOptionalText(value: unknown, what: string, field: z.ZodString): void {
  if (value !== undefined && !field.safeParse(value).success) {
    throw invalid(`${what} must be a text of at most ${field.maxLength} characters.`);
  }
}

function moveOrganisation(data: Record<string, unknown>): Step {
  const oldOrgId = data.oldOrgId === '' ? '' : requireId(data.oldOrgId, 'oldOrgId');
  if (data.oldDivisionId !== undefined && data.oldDivisionId !== '') {
    requireId(data.oldDivisionId, 'oldDivisionId');
  }
  const newOrgId = requireId(data.newOrgId, 'newOrgId');
  const newDivisionId = requireDivisionId(data.newDivisionId, 'newDivisionId');
  requireOptionalText(data.newOrgName, 'newOrgName', userMoveSchema.shape.newOrgName);
  requireOptionalText(
    data.newDivisionName,
    'newDivisionName',
    userMoveSchema.shape.newDivisionName,
  );
  return async (transaction, target) => {
    if ((target.organisationId ?? '') !== oldOrgId) {
      throw precondition('The user is no longer in that organisation.');
    }
    const destination = await readOrganisation(transaction, newOrgId);
    const origin =
      oldOrgId && oldOrgId !== newOrgId
        ? await readOrganisation(transaction, oldOrgId).catch(() => undefined)
        : undefined;
    const division = divisionOf(destination, newDivisionId);
    if (oldOrgId !== newOrgId) {
      if (origin) leave(transaction, origin, target.ref.id);
      if (target.role === 'Org Admin') {
        transaction.update(destination.ref, {
          ...employeesUpdate(destination, { add: [target.ref.id] }),
          managers: [
            ...managersWithout(destination, target.ref.id),
            managerEntry({ ...target.data, id: target.ref.id }),
          ],
        });
      } else join(transaction, destination, target.ref.id);
    }
    return {
      recalculate: [oldOrgId, newOrgId],
      revoke: oldOrgId !== newOrgId && PRIVILEGED_ROLES.includes(target.role),
      user: {
        organisation: { id: newOrgId, name: String(destination.get('name') ?? '') },
        division,
        updatedAt: Timestamp.now(),
      },
    };
  };
}

function clinicianOrganisation(data: Record<string, unknown>, add: boolean): Step {
  const organisationId = requireId(data.organisationId, 'organisationId');
  return async (transaction, target) => {
    if (target.role !== 'Clinician') throw precondition('The user is not a Clinician.');
    const current: unknown = target.data.allowedOrganisationsIds;
    const allowed = Array.isArray(current) ? current : [];
    if (add) {
      await readOrganisation(transaction, organisationId);
      if (allowed.length >= FIELD_LIMITS.divisionsPerOrganisation) {
        throw precondition('This clinician has too many organisations.');
      }
    }
    return {
      recalculate: [],
      revoke: !add && allowed.includes(organisationId),
      user: {
        allowedOrganisationsIds: add
          ? FieldValue.arrayUnion(organisationId)
          : FieldValue.arrayRemove(organisationId),
        updatedAt: Timestamp.now(),
      },
    };
  };
}

/** The change an action asks for, its input checked (invalid-argument) and the caller's right to it. */
export function stepFor(
  caller: Caller,
  action: UpdateUserAction,
  data: Record<string, unknown>,
): Step {
  switch (action) {
    case 'setRole':
      return setRole(caller, data);
    case 'setActive':
      return setActive(caller, data);
    case 'setSubscription':
      return setSubscription(data);
    case 'setDivision':
      return setDivision(data);
    case 'moveOrganisation':
      return moveOrganisation(data);
    case 'addClinicianOrganisation':
      return clinicianOrganisation(data, true);
    case 'removeClinicianOrganisation':
      return clinicianOrganisation(data, false);
  }
}

function namedRefOf(value: unknown): NamedRef | null {
  const ref = value as Partial<NamedRef> | undefined;
  return typeof ref?.id === 'string' ? { id: ref.id, name: String(ref.name ?? '') } : null;
}

/**
 * One user's change in one transaction: the user read, the caller's right to act on them checked
 * (domain/userAdministration), then the step. Throws HttpsError (not-found, permission-denied, or
 * the step's own) and leaves everything as it was when it refuses. What follows the transaction
 * (claims, scores) is the caller's to do.
 */
export async function changeUser(
  caller: Caller,
  userId: string,
  step: Step,
  /** The change as updateUser's request states it, for the audit entry. */
  request: Record<string, unknown> & { action: UpdateUserAction },
  via: 'updateUser' | 'bulkUpdateUsers',
): Promise<Outcome> {
  const ref = db().collection('users').doc(userId);
  const auditRef = newAuditRef(db());
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const userData = snapshot.data() ?? {};
    requireFoundInScope(
      caller,
      snapshot.exists ? organisationIdOf(userData) : undefined,
      userRefusal('userNotFound'),
    );
    const target: Target = {
      ref,
      data: userData,
      role: normaliseRole(userData.role),
      organisationId: organisationIdOf(userData),
    };
    const refusal = administrationRefusal(caller, { uid: userId, ...target });
    if (refusal) throw userRefusal(refusal);
    const outcome = await step(transaction, target);
    if (outcome.user) {
      transaction.update(ref, outcome.user);
      writeDirectoryEntry(transaction, userId, afterUpdate(userData, outcome.user));
    }
    // One audit entry per user changed, in the change's own commit (docs/security.md "Audit trail").
    const change = userUpdateAudit(userData, request);
    if (change) {
      recordAudit(transaction, auditRef, actorOf(caller), {
        ...change,
        target: { kind: 'users', id: userId, label: personName(userData) },
        organisationId: target.organisationId,
        via,
      });
    }
    return outcome;
  });
}

export const updateUser = onCall<UpdateUserRequest, Promise<UpdateUserResponse>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin', 'Org Admin']);
    const data = requireRecord(request.data, 'Request');
    const action = UPDATE_USER_ACTIONS.find((known) => known === data.action);
    if (!action) throw invalid(`action must be one of ${UPDATE_USER_ACTIONS.join(', ')}.`);
    if (KYND_ADMIN_ACTIONS.includes(action)) requireRole(caller, ['Kynd Admin']);
    const userId = requireId(data.userId, 'userId');
    const step = stepFor(caller, action, data);

    const outcome = await changeUser(caller, userId, step, { ...data, action }, 'updateUser');
    await writeClaims(userId, { revoke: outcome.revoke });
    const recalculated = await recalculateScores(outcome.recalculate, [userId]);
    const user = (await db().collection('users').doc(userId).get()).data() ?? {};
    return {
      userId,
      role: normaliseRole(user.role),
      isActive: user.isActive === true,
      isSubscriptionUser: user.isSubscriptionUser === true,
      organisation: namedRefOf(user.organisation),
      division: namedRefOf(user.division),
      allowedOrganisationsIds: Array.isArray(user.allowedOrganisationsIds)
        ? user.allowedOrganisationsIds.filter((id: unknown): id is string => typeof id === 'string')
        : [],
      recalculated,
    };
  },
);
