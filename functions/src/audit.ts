// The one writer of the audit trail (docs/security.md "Audit trail"). Each callable hands it the
// transaction or batch of its own change, so that the entry stands or falls with the change.
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { AUDIT_COLLECTION, auditable, type AuditActor, type AuditChange } from '@/domain/audit';
import { auditActionWords } from './auditWords';
import type { Caller } from './caller';

/** The caller as entries name them: uid, name and role from their users document. */
export function actorOf(caller: Pick<Caller, 'uid' | 'name' | 'role'>): AuditActor {
  return { uid: caller.uid, name: caller.name, role: caller.role };
}

function entryData(actor: AuditActor, change: AuditChange) {
  return {
    actor,
    action: auditActionWords(change.action, change.target.kind),
    actionCode: change.action,
    kind: change.target.kind,
    target: change.target,
    organisationId: change.organisationId,
    before: auditable(change.before, change.target.kind),
    after: auditable(change.after, change.target.kind),
    at: FieldValue.serverTimestamp(),
    via: change.via,
  };
}

/** A new entry's reference: its id is Firestore's, so that a retried transaction writes one. */
export function newAuditRef(firestore: Firestore): DocumentReference {
  return firestore.collection(AUDIT_COLLECTION).doc();
}

/** Adds the entry to the transaction or batch that makes the change. */
export function recordAudit(
  writer: Transaction | WriteBatch,
  ref: DocumentReference,
  actor: AuditActor,
  change: AuditChange,
): void {
  writer.create(ref, entryData(actor, change));
}

/** gRPC ALREADY_EXISTS: an entry of that id was written before. */
const ALREADY_EXISTS = 6;

/**
 * An entry on its own, for a change outside Firestore (an Auth password) or one a trigger records
 * after the fact; with an `id`, written once however often it is asked for.
 */
export async function recordAuditAlone(
  firestore: Firestore,
  actor: AuditActor,
  change: AuditChange,
  id?: string,
): Promise<void> {
  const ref = id ? firestore.collection(AUDIT_COLLECTION).doc(id) : newAuditRef(firestore);
  try {
    await ref.create(entryData(actor, change));
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}
