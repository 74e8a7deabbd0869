import { AUDIT_KINDS, type AuditAction, type AuditKind } from '@/domain/audit';

const KIND_LABELS: Record<AuditKind, string> = {
  users: 'Users',
  organisations: 'Organisations',
  divisions: 'Divisions',
  codes: 'Codes',
  industries: 'Industries',
  questions: 'Questions',
  articles: 'Articles',
  initialMessages: 'Initial messages',
  notifications: 'Notifications',
  alerts: 'Hearing Vision Alerts',
};

/** The noun of a kind, for the actions any kind undergoes ('Created %{thing}'). */
const THINGS: Record<AuditKind, string> = {
  users: 'user',
  organisations: 'organisation',
  divisions: 'division',
  codes: 'code',
  industries: 'industry',
  questions: 'question',
  articles: 'article',
  initialMessages: 'initial message',
  notifications: 'notification',
  alerts: 'alert',
};

/** An entry's action (domain/audit AUDIT_ACTIONS), as the functions word it in `action`. */
const ENTRY_ACTIONS: Record<AuditAction, string> = {
  created: 'Created %{thing}',
  changed: 'Changed %{thing}',
  deleted: 'Deleted %{thing}',
  activated: 'Activated %{thing}',
  deactivated: 'Deactivated %{thing}',
  changedRole: 'Changed role',
  activatedAsSubscriptionUser: 'Activated as a subscription user',
  deactivatedAndRemoved: 'Deactivated and removed from the organisation',
  changedSubscription: 'Changed subscription',
  changedDivision: 'Changed division',
  movedOrganisation: 'Moved to another organisation',
  gaveClinicianAccess: 'Gave clinician access',
  removedClinicianAccess: 'Removed clinician access',
  setNewPassword: 'Set a new password',
  importedUsers: 'Imported users',
  changedIndustry: 'Changed industry',
  sentPushNotification: 'Sent push notification',
  registeredNotification: 'Registered notification',
  signedUpWithCode: 'Signed up with a code',
  raisedAlert: 'Raised alert',
  updatedAlert: 'Updated alert',
};

export const messages: Readonly<Record<string, string>> = {
  'resources.activity.name': 'Activity',
  'resources.activity.title': 'Activity',
  'resources.activity.list': 'Activity',
  'resources.activity.empty': 'No activity found',
  'resources.activity.items': 'activity',
  'resources.activity.list_error': 'Could not load the activity. Please, try again later.',
  'resources.activity.columns.at': 'When',
  'resources.activity.columns.actor': 'Who',
  'resources.activity.columns.role': 'Role',
  'resources.activity.columns.action': 'Action',
  'resources.activity.columns.target': 'Target',
  'resources.activity.columns.changes': 'Changes',
  'resources.activity.filters.actorUid': 'Person acting',
  'resources.activity.person.searching': 'Searching…',
  'resources.activity.person.type': 'Type a first or last name, or both',
  'resources.activity.person.none': 'No users found',
  'resources.activity.filters.targetId': 'Target (id)',
  'resources.activity.filters.kind': 'Kind',
  'resources.activity.filters.from': 'From',
  'resources.activity.filters.to': 'To',
  'resources.activity.actions.by_actor': "Show %{name}'s activity",
  'resources.activity.actions.of_target': 'Show the history of %{label}',
  'resources.activity.via': 'Through %{via}',
  'resources.activity.value_too_long': '(too long to show)',
  ...Object.fromEntries(
    AUDIT_KINDS.map((kind) => [`resources.activity.kinds.${kind}`, KIND_LABELS[kind]]),
  ),
  ...Object.fromEntries(
    AUDIT_KINDS.map((kind) => [`resources.activity.things.${kind}`, THINGS[kind]]),
  ),
  ...Object.fromEntries(
    Object.entries(ENTRY_ACTIONS).map(([action, words]) => [
      `resources.activity.entry_actions.${action}`,
      words,
    ]),
  ),
};
