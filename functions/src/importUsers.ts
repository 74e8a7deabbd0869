// docs/product.md §5 Import users: a Kynd Admin imports into any organisation, an Org Admin into
// its own, giving only the roles it may assign (ASSIGNABLE_ROLES, docs/product.md §6). Each row
// is checked again (domain/userImport); a chunk's users are created together by the path
// createUser takes (userCreation.ts): their accounts a few at a time, then one transaction for
// the chunk's users documents, the organisation's employees and managers, and every row's outcome
// under userImports/{importId}/rows/{index}. A chunk sent again after a failure or a closed tab is
// answered from the import, and a row's account has a uid of its own (importedUserId), so an
// account made by a call that failed before its transaction is taken up: nobody is created twice.
// New users get a password-setup e-mail instead of a password. Scores are recalculated once, by
// `finish`.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { settleWithLimit } from '@/domain/async';
import { USER_IMPORTS_COLLECTION } from '@/domain/collections';
import { countOf } from '@/domain/plural';
import { ASSIGNABLE_ROLES } from '@/domain/userAdministration';
import {
  IMPORT_CHUNK_SIZE,
  IMPORT_FIELDS,
  IMPORT_MAX_ROWS,
  USER_IMPORT_ROWS,
  checkImportRow,
  importedUserId,
  isImportProblem,
  type ImportProblem,
  type ImportRow,
  type ImportRowOutcome,
  type ImportUsersRequest,
  type ImportUsersResponse,
} from '@/domain/userImport';
import { db } from './admin';
import { recalculateScores } from './accounts';
import { syncScoreContributions } from './scores/scoreCounters';
import { actorOf, newAuditRef, recordAudit } from './audit';
import { IMPORT_REASONS } from './importReasons';
import {
  requireCaller,
  requireFoundInScope,
  requireOrganisationScope,
  requireRole,
  type Caller,
} from './caller';
import { callableOptions } from './options';
import { sendPasswordSetupEmail } from './passwordSetup';
import {
  AUTH_CONCURRENCY,
  createOrganisationUsers,
  loadPlacement,
  type CreationOutcome,
  type NewAccount,
} from './userCreation';
import { isRecord, requireId, requireRecord } from './validation';

/** A cell longer than this is not a name or an e-mail: the row is refused before any check. */
const MAX_CELL = 500;

const invalid = (message: string) => new HttpsError('invalid-argument', message);

function requireCount(value: unknown, what: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw invalid(`${what} must be a whole number from 0 to ${max}.`);
  }
  return value;
}

function requireRow(value: unknown): ImportRow {
  const cells = isRecord(value) ? value : {};
  const row = {} as ImportRow;
  for (const field of IMPORT_FIELDS) {
    const cell = cells[field] ?? '';
    if (typeof cell !== 'string' || cell.length > MAX_CELL) {
      throw invalid(`${field} must be text of at most ${MAX_CELL} characters.`);
    }
    row[field] = cell;
  }
  return row;
}

interface ImportJob {
  ref: DocumentReference;
  organisationId: string;
  total: number;
  status: 'running' | 'finished';
}

/** The import, if the caller may act on it: an Org Admin only on its own organisation's. */
async function loadJob(caller: Caller, importId: unknown): Promise<ImportJob> {
  const ref = db().collection(USER_IMPORTS_COLLECTION).doc(requireId(importId, 'importId'));
  const snapshot = await ref.get();
  const organisationId = String(snapshot.get('organisationId'));
  requireFoundInScope(caller, snapshot.exists ? organisationId : undefined, 'Import not found.');
  return {
    ref,
    organisationId,
    total: Number(snapshot.get('total')),
    status: snapshot.get('status') === 'finished' ? 'finished' : 'running',
  };
}

/** Created and refused rows of the import so far, counted from its row outcomes. */
async function counts(job: ImportJob): Promise<{ created: number; refused: number }> {
  const rows = job.ref.collection(USER_IMPORT_ROWS);
  const [created, refused] = await Promise.all(
    (['created', 'refused'] as const).map(async (status) => {
      const snapshot = await rows.where('status', '==', status).count().get();
      return snapshot.data().count;
    }),
  );
  return { created: created ?? 0, refused: refused ?? 0 };
}

/** A creation's refusal as an import problem; the division is checked before. */
const problemOf = (refusal: HttpsError): ImportProblem =>
  refusal.code === 'already-exists' ? 'emailInUse' : 'division';

/** A refused row's outcome fields, as answered and stored: the code and its plain words. */
const refusalOf = (problem: ImportProblem) => ({ reason: IMPORT_REASONS[problem], problem });

/** An outcome stored before `problem` was has its `reason` alone. */
const outcomeOf = (index: number, data: DocumentData): ImportRowOutcome => ({
  index,
  status: data.status === 'created' ? 'created' : 'refused',
  ...(typeof data.reason === 'string' ? { reason: data.reason } : {}),
  ...(isImportProblem(data.problem) ? { problem: data.problem } : {}),
});

async function start(caller: Caller, data: Record<string, unknown>): Promise<ImportUsersResponse> {
  const organisationId = requireId(data.organisationId, 'organisationId');
  requireOrganisationScope(caller, organisationId);
  const total = requireCount(data.total, 'total', IMPORT_MAX_ROWS);
  if (total === 0) throw invalid('total must be at least 1.');
  const placement = await loadPlacement(organisationId);
  const ref = db().collection(USER_IMPORTS_COLLECTION).doc();
  const now = Timestamp.now();
  await ref.create({
    organisationId,
    organisationName: placement.name,
    createdBy: { id: caller.uid, role: caller.role },
    total,
    status: 'running',
    created: 0,
    refused: 0,
    createdAt: now,
    updatedAt: now,
  });
  return { importId: ref.id, status: 'running', created: 0, refused: 0, outcomes: [] };
}

async function importRows(
  caller: Caller,
  data: Record<string, unknown>,
): Promise<ImportUsersResponse> {
  const job = await loadJob(caller, data.importId);
  if (job.status === 'finished') {
    throw new HttpsError('failed-precondition', 'This import is finished.');
  }
  if (!Array.isArray(data.rows) || data.rows.length === 0 || data.rows.length > IMPORT_CHUNK_SIZE) {
    throw invalid(`rows must hold 1 to ${IMPORT_CHUNK_SIZE} rows.`);
  }
  const sent = new Map<number, ImportRow>();
  for (const entry of data.rows as unknown[]) {
    const item = requireRecord(entry, 'Each row');
    sent.set(requireCount(item.index, 'index', job.total - 1), requireRow(item.row));
  }

  const rowsRef = job.ref.collection(USER_IMPORT_ROWS);
  const indexes = [...sent.keys()];
  const done = await db().getAll(...indexes.map((index) => rowsRef.doc(String(index))));
  const outcomes = new Map<number, ImportRowOutcome>();
  done.forEach((snapshot, position) => {
    const index = indexes[position] as number;
    if (snapshot.exists) outcomes.set(index, outcomeOf(index, snapshot.data() ?? {}));
  });

  const placement = await loadPlacement(job.organisationId);
  const context = { divisions: placement.divisions, roles: ASSIGNABLE_ROLES[caller.role] };
  const at = Timestamp.now();
  const refusals = new Map<number, { email: string; problem: ImportProblem }>();
  const toCreate: { index: number; account: NewAccount }[] = [];
  for (const [index, row] of sent) {
    if (outcomes.has(index)) continue;
    const check = checkImportRow(row, context);
    if ('problem' in check) {
      refusals.set(index, { email: row.email.trim(), problem: check.problem });
    } else {
      toCreate.push({
        index,
        account: { user: check.row, uid: importedUserId(job.ref.id, index) },
      });
    }
  }

  // The chunk's row outcomes, written with its users' documents (or alone when nobody is new).
  const writeOutcomes = (
    write: (ref: DocumentReference, data: DocumentData) => void,
    created: readonly CreationOutcome[],
  ) => {
    for (const [index, { email, problem }] of refusals) {
      write(rowsRef.doc(String(index)), {
        index,
        email,
        status: 'refused',
        ...refusalOf(problem),
        at,
      });
    }
    created.forEach((outcome, position) => {
      const { index, account } = toCreate[position] as (typeof toCreate)[number];
      const email = account.user.email;
      write(
        rowsRef.doc(String(index)),
        'uid' in outcome
          ? { index, email, status: 'created', userId: outcome.uid, at }
          : { index, email, status: 'refused', ...refusalOf(problemOf(outcome.refusal)), at },
      );
    });
  };

  let created: CreationOutcome[];
  try {
    created = await createOrganisationUsers(
      job.organisationId,
      toCreate.map(({ account }) => account),
      {
        placement,
        alsoWrite: (transaction, all) =>
          writeOutcomes((ref, row) => transaction.create(ref, row), all),
      },
    );
    if (!created.some((outcome) => 'uid' in outcome) && (refusals.size > 0 || created.length > 0)) {
      const batch = db().batch();
      writeOutcomes((ref, row) => batch.create(ref, row), created);
      await batch.commit();
    }
  } catch (error) {
    // The same chunk sent twice at once: the other call wrote the rows, this one answers them.
    const again = await db().getAll(...indexes.map((index) => rowsRef.doc(String(index))));
    if (!again.every((snapshot) => snapshot.exists)) throw error;
    again.forEach((snapshot, position) => {
      const index = indexes[position] as number;
      outcomes.set(index, outcomeOf(index, snapshot.data() ?? {}));
    });
    created = [];
    refusals.clear();
  }
  for (const [index, { problem }] of refusals)
    outcomes.set(index, { index, status: 'refused', ...refusalOf(problem) });
  const newEmails: string[] = [];
  created.forEach((outcome, position) => {
    const { index, account } = toCreate[position] as (typeof toCreate)[number];
    if ('uid' in outcome) {
      outcomes.set(index, { index, status: 'created' });
      newEmails.push(account.user.email);
    } else {
      outcomes.set(index, { index, status: 'refused', ...refusalOf(problemOf(outcome.refusal)) });
    }
  });
  const mails = await settleWithLimit(newEmails, AUTH_CONCURRENCY, sendPasswordSetupEmail);
  mails.forEach((result, position) => {
    if (result.status === 'rejected') {
      logger.error('Password-setup e-mail failed', result.reason, {
        importId: job.ref.id,
        position,
      });
    }
  });
  // The new users count at once; the import's end recalculates the organisation from the counters.
  await syncScoreContributions(
    db(),
    created.flatMap((outcome) => ('uid' in outcome ? [outcome.uid] : [])),
  );
  await job.ref.update({ updatedAt: FieldValue.serverTimestamp() });
  return {
    importId: job.ref.id,
    status: 'running',
    ...(await counts(job)),
    outcomes: indexes.map((index) => outcomes.get(index) as ImportRowOutcome),
  };
}

async function finish(caller: Caller, data: Record<string, unknown>): Promise<ImportUsersResponse> {
  const job = await loadJob(caller, data.importId);
  const totals = await counts(job);
  if (job.status === 'running') {
    // One audit entry for the whole import, with its counts (docs/security.md "Audit trail"),
    // committed with the import's end.
    const batch = db().batch();
    batch.update(job.ref, {
      ...totals,
      status: 'finished',
      finishedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(batch, newAuditRef(db()), actorOf(caller), {
      action: 'importedUsers',
      target: {
        kind: 'users',
        id: job.ref.id,
        label: `Import of ${countOf(totals.created + totals.refused, 'row', 'rows')}`,
      },
      organisationId: job.organisationId,
      after: { created: totals.created, refused: totals.refused },
      via: 'importUsers',
    });
    await batch.commit();
    if (totals.created > 0) await recalculateScores([job.organisationId], []);
  }
  return { importId: job.ref.id, status: 'finished', ...totals, outcomes: [] };
}

export const importUsers = onCall<ImportUsersRequest, Promise<ImportUsersResponse>>(
  callableOptions,
  async (request) => {
    const caller = await requireCaller(request);
    requireRole(caller, ['Kynd Admin', 'Org Admin']);
    const data = requireRecord(request.data, 'Request');
    switch (data.action) {
      case 'start':
        return start(caller, data);
      case 'rows':
        return importRows(caller, data);
      case 'finish':
        return finish(caller, data);
      default:
        throw invalid('action must be start, rows or finish.');
    }
  },
);
