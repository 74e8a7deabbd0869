// Fields the screens query on that the mobile app does not write: the server derives them, and each
// derivation lives here once for the triggers, the migrations and the seed.
import { alertActionsSummary, alertNameFragments } from '@/domain/alerts';
import { normaliseRole } from '@/domain/claims';
import { isPlainObject, sameData } from '@/domain/timestamps';
import type { AlertAction } from '@/domain/types';
import { textOf } from '@/domain/values';

export function userDerivedFields(user: {
  firstName?: unknown;
  lastName?: unknown;
  role?: unknown;
  isReceivingPushNotifications?: unknown;
  deviceToken?: unknown;
}) {
  return {
    lowerFirstName: textOf(user.firstName).toLowerCase(),
    lowerLastName: textOf(user.lastName).toLowerCase(),
    // A missing or unknown role reads as User (docs/product.md §3), but Firestore cannot query for
    // a missing field: the 'Users' filter (`role == 'User'`) would leave such a user out.
    role: normaliseRole(user.role),
    // Consent and a token as one equality, which needs no composite index (a range on the token
    // would need one per filter combination).
    isPushReachable: user.isReceivingPushNotifications === true && textOf(user.deviceToken) !== '',
  };
}

/** A prefix range on `lowerName` finds an organisation whatever its case. */
export function organisationDerivedFields(organisation: { name?: unknown }) {
  return { lowerName: textOf(organisation.name).trim().toLowerCase() };
}

export function alertDerivedFields(alert: { user?: unknown }) {
  return { userNameFragments: alertNameFragments(isPlainObject(alert.user) ? alert.user : {}) };
}

/** What a list row shows of an alert's history. */
export function alertActionFields(alert: { actions?: unknown }) {
  const actions: unknown[] = Array.isArray(alert.actions) ? alert.actions : [];
  const isAction = (action: unknown): action is AlertAction =>
    typeof action === 'object' && action !== null;
  return { actionsSummary: alertActionsSummary(actions.filter(isAction)) };
}

/**
 * null when the document holds them all: a trigger writes only this patch, so its own write does
 * not start another round and a complete document costs no write.
 */
export function derivedFieldsPatch<T extends object>(
  document: Record<string, unknown>,
  wanted: T,
): Partial<T> | null {
  const patch: Partial<T> = {};
  for (const key of Object.keys(wanted) as (keyof T & string)[]) {
    if (!sameData(document[key], wanted[key])) patch[key] = wanted[key];
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
