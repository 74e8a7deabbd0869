import { AUDIT_KINDS, type AuditKind } from '@/domain/audit';

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
  ...Object.fromEntries(
    AUDIT_KINDS.map((kind) => [`resources.activity.kinds.${kind}`, KIND_LABELS[kind]]),
  ),
};
