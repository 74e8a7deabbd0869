// An audit entry's action in plain words, stored as its `action` beside the code (`actionCode`)
// the Activity screen words from its catalogue (docs/security.md "Audit trail"): the words of an
// entry that whoever reads the audit log without the screen sees, and that the screen shows for
// entries written before the code was stored.
import { AUDIT_KIND_VERBS, type AuditAction, type AuditKind } from '@/domain/audit';

const THING: Record<AuditKind, string> = {
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

const WORDS: Record<AuditAction, string> = {
  created: 'Created',
  changed: 'Changed',
  deleted: 'Deleted',
  activated: 'Activated',
  deactivated: 'Deactivated',
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

/** 'Created user', 'Changed role'. */
export function auditActionWords(action: AuditAction, kind: AuditKind): string {
  const withKind = (AUDIT_KIND_VERBS as readonly AuditAction[]).includes(action);
  return withKind ? `${WORDS[action]} ${THING[kind]}` : WORDS[action];
}
