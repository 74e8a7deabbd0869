// Fields the screens query on that other clients do not write (docs/architecture.md, "Firestore
// triggers and derived fields"): the mobile app writes users and alerts with the fields of
// docs/product.md §3 only, so whatever the dashboard filters, sorts or searches on beyond them is
// derived from those fields by the server. Each derivation lives here once and serves the
// Firestore triggers (functions/src/triggers), the migrations (scripts/migrations) and the demo
// seed alike. Pure: the callers read and write.
import { alertActionsSummary, alertNameFragments, type AlertActionsSummary } from '@/domain/alerts';
import { normaliseRole } from '@/domain/claims';
import type { AlertAction, Role } from '@/domain/types';

/** The derived fields of a users document. */
export interface UserDerivedFields {
  /** The Users list sorts and searches (prefix) on these (docs/product.md §2 Users list). */
  lowerFirstName: string;
  lowerLastName: string;
  /**
   * A missing or unknown role reads as User (docs/product.md §3), but Firestore cannot query for a
   * missing field: the 'Users' filter (`role == 'User'`) would leave such a user out.
   */
  role: Role;
}

/** The derived fields of an organisations document. */
export interface OrganisationDerivedFields {
  /**
   * The organisation pickers find an organisation by the start of its name, whatever its case
   * (docs/product.md §2): a prefix range on this field.
   */
  lowerName: string;
}

/** The derived fields of a questionnaireAlerts document. */
export interface AlertDerivedFields {
  /** The alert search's pieces of "first last" (domain/alerts.ts alertNameFragments). */
  userNameFragments: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** What a users document's derived fields should hold, from its own fields. */
export function userDerivedFields(user: {
  firstName?: unknown;
  lastName?: unknown;
  role?: unknown;
}): UserDerivedFields {
  return {
    lowerFirstName: text(user.firstName).toLowerCase(),
    lowerLastName: text(user.lastName).toLowerCase(),
    role: normaliseRole(user.role),
  };
}

/** What an organisations document's derived fields should hold, from its name. */
export function organisationDerivedFields(organisation: {
  name?: unknown;
}): OrganisationDerivedFields {
  return { lowerName: text(organisation.name).trim().toLowerCase() };
}

/** What a questionnaireAlerts document's derived fields should hold, from its `user`. */
export function alertDerivedFields(alert: { user?: unknown }): AlertDerivedFields {
  const user =
    typeof alert.user === 'object' && alert.user !== null
      ? (alert.user as { firstName?: unknown; lastName?: unknown })
      : {};
  return { userNameFragments: alertNameFragments(user) };
}

/** The server-kept summary of an alert's actions (what a list row shows of its history). */
export interface AlertActionFields {
  actionsSummary: AlertActionsSummary;
}

/** What a questionnaireAlerts document's actions summary should hold, from its `actions`. */
export function alertActionFields(alert: { actions?: unknown }): AlertActionFields {
  return {
    actionsSummary: alertActionsSummary(
      Array.isArray(alert.actions)
        ? (alert.actions as unknown[]).filter(
            (action): action is AlertAction => typeof action === 'object' && action !== null,
          )
        : [],
    ),
  };
}

function sameValue(a: unknown, b: unknown): boolean {
  // Maps (a summary) compare by their content, Dates by their time.
  if (isMap(a) || isMap(b)) return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => item === b[index]);
  }
  return a === b;
}

/**
 * The fields of `wanted` that `document` does not already hold, or null when it holds them all: a
 * trigger writes only this patch, and nothing when it is null, so its own write does not start
 * another round (no trigger loops) and a document written complete costs no write.
 */
export function derivedFieldsPatch<T extends object>(
  document: Record<string, unknown>,
  wanted: T,
): Partial<T> | null {
  const patch: Partial<T> = {};
  let changed = false;
  for (const key of Object.keys(wanted) as (keyof T & string)[]) {
    const value = wanted[key];
    if (!sameValue(document[key], value)) {
      patch[key] = value;
      changed = true;
    }
  }
  return changed ? patch : null;
}

// ---------- which organisations' scores a change to a user touches ----------

/** What of a users document counts in its organisation's scores (domain/scoring.ts). */
function scoreContribution(user: Record<string, unknown> | undefined): {
  organisationId: string;
  key: string;
} | null {
  if (!user) return null;
  const organisation = user.organisation as { id?: unknown } | undefined;
  const organisationId = organisation?.id;
  if (typeof organisationId !== 'string' || organisationId === '') return null;
  // Only active users count (domain/scoring.ts): an inactive user's results change nothing.
  if (user.isActive !== true) return { organisationId, key: 'inactive' };
  const division = user.division as { id?: unknown } | undefined;
  return {
    organisationId,
    key: JSON.stringify([division?.id ?? null, canonical(user.scores ?? null)]),
  };
}

function isMap(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** JSON with sorted keys, so that two equal maps compare equal whatever their key order. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    // Firestore Timestamps and other classes: compare what they print as.
    if (Object.getPrototypeOf(value) !== Object.prototype) return String(value);
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * The organisations whose scores a write to a users document changes: the old and the new
 * organisation when the user moved; the organisation when the user's results, isActive or division
 * changed (a created or deleted active user counts as a change). Empty when nothing that the
 * scores read changed, e.g. a profile edit or the derived fields above.
 */
export function organisationsToRecalculate(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): string[] {
  const old = scoreContribution(before);
  const now = scoreContribution(after);
  const counts = (entry: typeof old) => entry !== null && entry.key !== 'inactive';
  if (old && now && old.organisationId === now.organisationId) {
    return old.key === now.key ? [] : [now.organisationId];
  }
  const out: string[] = [];
  if (counts(old) && old) out.push(old.organisationId);
  if (counts(now) && now) out.push(now.organisationId);
  return out;
}
