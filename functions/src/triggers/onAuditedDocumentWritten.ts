// One audit entry per write a screen makes itself (docs/security.md "Audit trail"): a Kynd Admin's
// edit of a user, codes, organisations and their divisions, notifications, questions, industries,
// articles, initial messages and alert actions. The callables write their own entries, in the same commit as their
// change; their writes, and the triggers' derived fields, are not recorded twice here. The actor
// is the write's own actor stamp (`lastChangedBy`, held by firestore.rules to the caller).
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import {
  AUDIT_COLLECTION,
  describeDocumentChange,
  personName,
  stampedActor,
  type AuditActor,
  type AuditChange,
  type AuditKind,
} from '@/domain/audit';
import { normaliseRole } from '@/domain/claims';
import { db } from '../admin';
import { recordAuditAlone } from '../audit';
import { plainData } from '../derivedFields';
import { triggerOptions } from '../options';

async function actorOf(uid: string): Promise<AuditActor> {
  const user = (await db().collection('users').doc(uid).get()).data() ?? {};
  return { uid, name: personName(user), role: normaliseRole(user.role) };
}

/** How the entries of the screens' own writes name their way in. */
const SCREEN_VIA = 'screen:';

/**
 * A transaction's server time may be taken before its commit (the Firestore emulator takes it
 * when the transaction starts), at most a transaction's lifetime (270 s) earlier.
 */
const TRANSACTION_LIFETIME_MS = 270_000;

/**
 * A callable's change carries its own entry, created in the same commit: an entry whose own
 * update time (entries are never changed) is the commit time of this version of the document.
 */
async function loggedByCallable(snapshot: DocumentSnapshot | undefined): Promise<boolean> {
  const committed = snapshot?.exists ? snapshot.updateTime : undefined;
  if (!committed) return false;
  const entries = await db()
    .collection(AUDIT_COLLECTION)
    .where('at', '>=', Timestamp.fromMillis(committed.toMillis() - TRANSACTION_LIFETIME_MS))
    .where('at', '<=', Timestamp.fromMillis(committed.toMillis() + 1))
    .select('via')
    .get();
  return entries.docs.some(
    (entry) =>
      entry.updateTime.isEqual(committed) && !String(entry.get('via')).startsWith(SCREEN_VIA),
  );
}

interface Audited {
  document: string;
  kind: AuditKind;
  organisationId: (data: Record<string, unknown>, params: Record<string, string>) => unknown;
}

function auditTrigger({ document, kind, organisationId }: Audited) {
  const collection = document.split('/').at(-2) ?? document;
  return onDocumentWrittenWithAuthContext({ ...triggerOptions, document }, async (event) => {
    const before = plainData(event.data?.before);
    const after = plainData(event.data?.after);
    const id = event.data?.after.id ?? event.data?.before.id ?? '';
    let described: Pick<AuditChange, 'action' | 'target' | 'before' | 'after'> | null;
    let uid: string | null;
    if (kind === 'alerts') {
      const action = alertAction(id, before, after);
      described = action?.change ?? null;
      uid = action?.actorUid ?? null;
    } else {
      described = describeDocumentChange({ kind, id, before, after });
      // The actor is the write's stamp, which the rules hold to the caller (src/domain/audit.ts
      // stampedActor): a client create or update sets a new stamp, a client delete needs the
      // caller's own stamp on the version deleted. The event's auth context is not trusted to
      // name the client (the local emulator sends a placeholder); once deployed it reliably names
      // the server's own writes, which are skipped. A server write that leaves the stamp as it
      // was (a trigger's derived field, a migration) is not put on the stamp's author.
      uid = stampedActor(before, after, event.authType, event.authId);
    }
    // Checked last: most writes of a user (the app's answers) carry no new stamp and end above.
    if (!described || !uid || (await loggedByCallable(event.data?.after))) return;
    const scope = organisationId(after ?? before ?? {}, event.params);
    // The event's id names the entry: a redelivered event finds it written and adds none.
    await recordAuditAlone(
      db(),
      await actorOf(uid),
      {
        action: described.action,
        target: described.target,
        organisationId: typeof scope === 'string' && scope !== '' ? scope : null,
        before: described.before,
        after: described.after,
        via: `${SCREEN_VIA}${collection}`,
      },
      event.id.replaceAll('/', '_'),
    );
    logger.debug('Audit entry written', { action: described.action, document, id });
  });
}

/**
 * An alert action appended by a screen: its author is the action's own user, whom the rules hold
 * to the caller. Only the statuses are recorded; which questionnaire flagged is health data.
 */
function alertAction(
  id: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): {
  change: Pick<AuditChange, 'action' | 'target' | 'before' | 'after'>;
  actorUid: string | null;
} | null {
  const actions = (data: Record<string, unknown> | undefined) =>
    Array.isArray(data?.actions) ? (data.actions as Record<string, unknown>[]) : [];
  if (!before || !after || actions(after).length <= actions(before).length) return null;
  const last = actions(after).at(-1) ?? {};
  const actionUser = (last.actionUser ?? {}) as { id?: unknown };
  const user = (after.user ?? {}) as Record<string, unknown>;
  return {
    change: {
      action: 'updatedAlert',
      target: { kind: 'alerts', id, label: personName(user) },
      before: { status: before.status },
      after: { status: after.status },
    },
    actorUid: typeof actionUser.id === 'string' ? actionUser.id : null,
  };
}

const organisationIdField = (data: Record<string, unknown>) => data.organisationId;
const provider = () => null;

export const auditUserWrites = auditTrigger({
  document: 'users/{id}',
  kind: 'users',
  organisationId: (data) => (data.organisation as { id?: unknown } | undefined)?.id,
});
export const auditCodeWrites = auditTrigger({
  document: 'codes/{id}',
  kind: 'codes',
  organisationId: organisationIdField,
});
export const auditOrganisationWrites = auditTrigger({
  document: 'organisations/{organisationId}',
  kind: 'organisations',
  organisationId: (_data, params) => params.organisationId,
});
export const auditOrganisationNotificationWrites = auditTrigger({
  document: 'organisations/{organisationId}/notifications/{id}',
  kind: 'notifications',
  organisationId: (_data, params) => params.organisationId,
});
export const auditQuestionWrites = auditTrigger({
  document: 'questions/{id}',
  kind: 'questions',
  organisationId: provider,
});
export const auditIndustryWrites = auditTrigger({
  document: 'industries/{id}',
  kind: 'industries',
  organisationId: provider,
});
export const auditArticleWrites = auditTrigger({
  document: 'articles/{id}',
  kind: 'articles',
  organisationId: provider,
});
export const auditInitialMessageWrites = auditTrigger({
  document: 'initialMessages/{id}',
  kind: 'initialMessages',
  organisationId: provider,
});
export const auditAlertActionWrites = auditTrigger({
  document: 'questionnaireAlerts/{id}',
  kind: 'alerts',
  organisationId: (data) => (data.organisation as { id?: unknown } | undefined)?.id,
});
