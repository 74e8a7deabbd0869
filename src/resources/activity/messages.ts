import { AUDIT_KINDS, type AuditAction, type AuditKind } from '@/domain/audit';

/** Each kind's name, and its noun for the actions any kind undergoes ('Created %{thing}'). */
const KINDS: Record<AuditKind, [name: string, thing: string]> = {
  users: ['Users', 'user'],
  organisations: ['Organisations', 'organisation'],
  divisions: ['Divisions', 'division'],
  codes: ['Codes', 'code'],
  industries: ['Industries', 'industry'],
  questions: ['Questions', 'question'],
  articles: ['Articles', 'article'],
  initialMessages: ['Initial messages', 'initial message'],
  notifications: ['Notifications', 'notification'],
  alerts: ['Hearing Vision Alerts', 'alert'],
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
  'resources.activity.filters.targetId': 'Target (id)',
  'resources.activity.filters.kind': 'Kind',
  'resources.activity.filters.from': 'From',
  'resources.activity.filters.to': 'To',
  'resources.activity.actions.by_actor': "Show %{name}'s activity",
  'resources.activity.actions.of_target': 'Show the history of %{label}',
  'resources.activity.via': 'Through %{via}',
  'resources.activity.value_too_long': '(too long to show)',
  ...Object.fromEntries(
    AUDIT_KINDS.flatMap((kind) => [
      [`resources.activity.kinds.${kind}`, KINDS[kind][0]],
      [`resources.activity.things.${kind}`, KINDS[kind][1]],
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(ENTRY_ACTIONS).map(([action, words]) => [
      `resources.activity.entry_actions.${action}`,
      words,
    ]),
  ),
};
