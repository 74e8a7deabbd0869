// The audit trail (docs/security.md "Audit trail"): one entry per change.
import { addDays } from 'date-fns';
import { isOneOf } from '@/domain/oneOf';
import { sameData } from '@/domain/timestamps';
import { textOf } from '@/domain/values';
import type { Role } from './types';
import type { Translate } from './wording';

/** Server-only: read by scope, written by nobody. */
export const AUDIT_COLLECTION = 'auditLog';

export const AUDIT_KINDS = [
  'users',
  'organisations',
  'divisions',
  'codes',
  'industries',
  'questions',
  'articles',
  'initialMessages',
  'notifications',
  'alerts',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** What any kind of document undergoes: worded with the entry's kind ('Created user'). */
export const AUDIT_KIND_VERBS = [
  'created',
  'changed',
  'deleted',
  'activated',
  'deactivated',
] as const;

/** What an entry did, as a code (`actionCode`) beside its words (functions/src/auditWords.ts). */
export const AUDIT_ACTIONS = [
  ...AUDIT_KIND_VERBS,
  'changedRole',
  'activatedAsSubscriptionUser',
  'deactivatedAndRemoved',
  'changedSubscription',
  'changedDivision',
  'movedOrganisation',
  'gaveClinicianAccess',
  'removedClinicianAccess',
  'setNewPassword',
  'importedUsers',
  'changedIndustry',
  'sentPushNotification',
  'registeredNotification',
  'signedUpWithCode',
  'raisedAlert',
  'updatedAlert',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditActor {
  uid: string;
  name: string;
  role: Role;
}

export type AuditFields = Record<string, unknown>;

export interface AuditChange {
  action: AuditAction;
  target: { kind: AuditKind; id: string; label: string };
  /** The organisation whose Org Admin may read the entry; null for provider-wide things. */
  organisationId: string | null;
  before?: AuditFields;
  after?: AuditFields;
  via: string;
}

export interface AuditEntry extends Omit<AuditChange, 'action'> {
  actor: AuditActor;
  action: string;
  /** Absent from the entries written before it was stored. */
  actionCode?: AuditAction;
  kind: AuditKind;
  before: AuditFields;
  after: AuditFields;
  at: Date;
}

/** Never in an entry: secrets and personal health data, whatever the change (docs/security.md). */
export const AUDIT_HIDDEN_FIELDS: readonly string[] = [
  'password',
  'deviceToken',
  'token',
  'tokens',
  'answers',
  'healthChecks',
  'ongoingHealthCheck',
  'scores',
  'notifications',
  'notificationsSent',
  'questionnaireAlerts',
  'hearingStatus',
  'visionStatus',
];

/** Never in an entry about a person: what its Org Admin may not see (docs/roles.md). */
export const AUDIT_HIDDEN_PERSONAL_FIELDS: readonly string[] = [
  'email',
  'phone',
  'birthDate',
  'gender',
  'sex',
  'avatar',
  'avatarUrl',
  'isReceivingPushNotifications',
  'isPushReachable',
];

/** A value longer than this (as JSON) is recorded as changed, not copied: entries stay small. */
export const AUDIT_VALUE_MAX_CHARS = 2000;
/** Stored in place of such a value, as entries always have; the Activity screen words it. */
export const AUDIT_VALUE_TOO_LONG = '(too long to show)';

/** At the top level only: a map's own keys are its field's value. */
export function auditable(fields: AuditFields | undefined, kind?: AuditKind): AuditFields {
  const shown: AuditFields = {};
  for (const [key, value] of Object.entries(fields ?? {})) {
    const personal = kind === 'users' && AUDIT_HIDDEN_PERSONAL_FIELDS.includes(key);
    if (AUDIT_HIDDEN_FIELDS.includes(key) || personal || value === undefined) continue;
    const size = JSON.stringify(value)?.length ?? 0;
    shown[key] = size > AUDIT_VALUE_MAX_CHARS ? AUDIT_VALUE_TOO_LONG : value;
  }
  return shown;
}

/** A field absent on one side is absent from that side; hidden fields and `ignore` left out. */
export function changedFields(
  before: AuditFields | undefined,
  after: AuditFields | undefined,
  ignore: readonly string[] = [],
): { before: AuditFields; after: AuditFields } {
  const from = auditable(before);
  const to = auditable(after);
  const changed = { before: {} as AuditFields, after: {} as AuditFields };
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (ignore.includes(key) || sameData(before?.[key], after?.[key])) continue;
    if (Object.hasOwn(from, key)) changed.before[key] = from[key];
    if (Object.hasOwn(to, key)) changed.after[key] = to[key];
  }
  return changed;
}

/**
 * The rules hold the stamp to `request.auth.uid` and `request.time`; a client delete needs the
 * document's last stamp to be the caller's own. The audit trigger reads its actor from it.
 */
export const ACTOR_STAMP = { by: 'lastChangedBy', at: 'lastChangedAt' } as const;
export const ACTOR_STAMP_FIELDS: readonly string[] = [ACTOR_STAMP.by, ACTOR_STAMP.at];

/** The audited kinds the screens write as collections of their own. */
const STAMPED_COLLECTIONS: readonly string[] = AUDIT_KINDS.filter(
  (kind) => kind !== 'divisions' && kind !== 'notifications' && kind !== 'alerts',
);

export function isStampedCollection(path: string): boolean {
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.length === 3) {
    return segments[0] === 'organisations' && segments[2] === 'notifications';
  }
  return segments.length === 1 && STAMPED_COLLECTIONS.includes(segments[0]);
}

/**
 * docs/security.md "Audit trail": a create or update is a client's only when its stamp's time
 * changed; a delete is the deleted version's stamp's. The auth context names only server writes.
 */
export function stampedActor(
  before: AuditFields | undefined,
  after: AuditFields | undefined,
  authType: string,
  authId: string | undefined,
): string | null {
  const server =
    authType === 'service_account' ||
    authType === 'system' ||
    (authId ?? '').endsWith('.gserviceaccount.com');
  if (server) return null;
  const uid = (after ?? before)?.[ACTOR_STAMP.by];
  if (typeof uid !== 'string' || uid === '') return null;
  const at = after?.[ACTOR_STAMP.at];
  if (after && (at === undefined || at === null || sameData(at, before?.[ACTOR_STAMP.at]))) {
    return null;
  }
  return uid;
}

export function personName(person: { firstName?: unknown; lastName?: unknown }): string {
  return [person.firstName, person.lastName]
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

export function auditValueText(value: unknown, translate: Translate): string {
  if (value === AUDIT_VALUE_TOO_LONG) return translate('resources.activity.value_too_long');
  if (value === null || value === undefined) return '—';
  if (value instanceof Date) return value.toISOString();
  if (['string', 'number', 'boolean'].includes(typeof value)) return String(value);
  if (Array.isArray(value)) return value.map((item) => auditValueText(item, translate)).join(', ');
  if (typeof value === 'object') {
    const { name, id } = value as { name?: unknown; id?: unknown };
    if (typeof name === 'string') return name;
    if (typeof id === 'string') return id;
  }
  return JSON.stringify(value);
}

export function auditChangeLines(before: AuditFields, after: AuditFields, translate: Translate) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const text = (value: unknown) => auditValueText(value, translate);
  return keys.map((key) => `${key}: ${text(before?.[key])} → ${text(after?.[key])}`);
}

/** An entry's action in the catalogue's words; in its own plain words if it has no known code. */
export function auditActionText(
  entry: Pick<AuditEntry, 'action' | 'actionCode' | 'kind'>,
  translate: Translate,
): string {
  if (!isOneOf(AUDIT_ACTIONS, entry.actionCode) || !isOneOf(AUDIT_KINDS, entry.kind)) {
    return entry.action;
  }
  return translate(`resources.activity.entry_actions.${entry.actionCode}`, {
    thing: translate(`resources.activity.things.${entry.kind}`),
  });
}

function ref(id: unknown, name: unknown): { id: unknown; name?: unknown } {
  return name === undefined ? { id } : { id, name };
}

/** null when the request changes nothing. Unless a case says otherwise, `before` is the user's. */
export function userUpdateAudit(
  user: AuditFields,
  request: Record<string, unknown> & { action: string },
): Pick<AuditChange, 'action' | 'before' | 'after'> | null {
  const described = ((): { action: AuditAction; before?: AuditFields; after: AuditFields } => {
    switch (request.action) {
      case 'setRole':
        return {
          action: 'changedRole',
          before: { role: user.role ?? 'User' },
          after: { role: request.role },
        };
      case 'setActive': {
        if (request.subscription === true || request.removeFromOrganisation === true) {
          const isActive = request.subscription === true;
          return {
            action: isActive ? 'activatedAsSubscriptionUser' : 'deactivatedAndRemoved',
            after: { isActive, isSubscriptionUser: true, organisation: 'Subscriptions' },
          };
        }
        const isActive = request.isActive === true;
        return {
          action: isActive ? 'activated' : 'deactivated',
          after: { isActive, isSubscriptionUser: !isActive },
        };
      }
      case 'setSubscription':
        return {
          action: 'changedSubscription',
          after: { isSubscriptionUser: request.isSubscriptionUser },
        };
      case 'setDivision':
        return { action: 'changedDivision', after: { division: { id: request.divisionId } } };
      case 'moveOrganisation':
        return {
          action: 'movedOrganisation',
          after: {
            organisation: ref(request.newOrgId, request.newOrgName),
            division: ref(request.newDivisionId, request.newDivisionName),
          },
        };
      default: {
        const add = request.action === 'addClinicianOrganisation';
        const current = Array.isArray(user.allowedOrganisationsIds)
          ? (user.allowedOrganisationsIds as unknown[])
          : [];
        const next = add
          ? [...new Set([...current, request.organisationId])]
          : current.filter((id) => id !== request.organisationId);
        return {
          action: add ? 'gaveClinicianAccess' : 'removedClinicianAccess',
          before: { allowedOrganisationsIds: current },
          after: { allowedOrganisationsIds: next },
        };
      }
    }
  })();
  const { action, after } = described;
  const before =
    described.before ??
    Object.fromEntries(Object.keys(after).map((key) => [key, user[key] ?? null]));
  const changed = changedFields(before, after);
  // A division or organisation given by id alone is a change when the id differs.
  const sameRef = (key: string) =>
    (before[key] as { id?: unknown } | null)?.id === (after[key] as { id?: unknown } | null)?.id;
  const byRef = request.action === 'setDivision' || request.action === 'moveOrganisation';
  if (byRef && Object.keys(after).every(sameRef)) return null;
  if (Object.keys({ ...changed.before, ...changed.after }).length === 0) return null;
  return { action, ...changed };
}

export function dayStart(value: unknown): Date | unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const [year, month, day] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** So that a range up to it takes the whole day in. */
export function dayAfter(value: unknown): Date | unknown {
  const start = dayStart(value);
  return start instanceof Date ? addDays(start, 1) : value;
}

/** Fields a screen's entry leaves out: times the write sets, lists the server keeps. */
const NOT_A_CHANGE = [
  'updatedAt',
  'createdAt',
  'employees',
  'userNameFragments',
  'actionsSummary',
  'lowerName',
  'lowerFirstName',
  'lowerLastName',
  'isPushReachable',
  'divisionNames',
  'divisionsById',
  ...ACTOR_STAMP_FIELDS,
];

const LABEL_FIELD: Partial<Record<AuditKind, string>> = {
  codes: 'code',
  questions: 'label',
  articles: 'title',
  notifications: 'title',
};

function labelOf(kind: AuditKind, data: AuditFields, id: string): string {
  if (kind === 'initialMessages') {
    return [data.category, data.measurement].filter(textOf).join(' ') || id;
  }
  if (kind === 'alerts') return personName((data.user ?? {}) as AuditFields) || id;
  if (kind === 'users') return personName(data) || id;
  return textOf(data[LABEL_FIELD[kind] ?? 'name']) || id;
}

type DocumentChange = Pick<AuditChange, 'action' | 'target' | 'before' | 'after'>;

function divisionChange(before: unknown, after: unknown): DocumentChange | null {
  const byId = (value: unknown) =>
    new Map((Array.isArray(value) ? (value as AuditFields[]) : []).map((d) => [String(d.id), d]));
  const from = byId(before);
  const to = byId(after);
  // Created and changed ones before deleted ones.
  for (const id of new Set([...to.keys(), ...from.keys()])) {
    const [previous, next] = [from.get(id), to.get(id)];
    if (sameData(previous, next)) continue;
    return {
      action: next === undefined ? 'deleted' : previous ? 'changed' : 'created',
      target: { kind: 'divisions', id, label: String((next ?? previous)?.name ?? id) },
      ...changedFields(previous, next),
    };
  }
  return null;
}

/** null when nothing an entry shows changed (a derived field, a time stamp, a hidden field). */
export function describeDocumentChange(
  change: Pick<AuditChange, 'before' | 'after'> & { kind: AuditKind; id: string },
): DocumentChange | null {
  const { kind, id, before, after } = change;
  const data = after ?? before ?? {};
  const target = { kind, id, label: labelOf(kind, data, id) };
  if (!before || !after) {
    const action = before ? 'deleted' : 'created';
    return { action, target, ...changedFields(before, after, ACTOR_STAMP_FIELDS) };
  }
  const changed = changedFields(before, after, NOT_A_CHANGE);
  const keys = new Set([...Object.keys(changed.before), ...Object.keys(changed.after)]);
  if (keys.size === 0) return null;
  if (kind === 'organisations' && keys.size === 1 && keys.has('divisions')) {
    return divisionChange(before.divisions, after.divisions);
  }
  if (keys.size === 1 && keys.has('isActive') && typeof after.isActive === 'boolean') {
    return { action: after.isActive ? 'activated' : 'deactivated', target, ...changed };
  }
  return { action: 'changed', target, ...changed };
}
