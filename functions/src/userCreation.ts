// The one path by which users are created (docs/product.md §5 Create user), shared by the
// createUser callable (one user) and importUsers (a chunk of an import file): the organisation and
// its division checked, each e-mail checked free, the Auth accounts created (a few at a time),
// then the users documents and the organisation's employees (and managers, for an Org Admin,
// docs/product.md §4) written in one transaction; the accounts are deleted again when the
// documents could not be written.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { settleWithLimit } from '@/domain/async';
import { grantedClaims } from '@/domain/claims';
import { userDerivedFields } from '@/domain/derivedFields';
import type { CreateUserRequest } from '@/domain/userCreate';
import { managerEntry } from '@/domain/userAdministration';
import { auth, db } from './admin';
import { findAuthUser } from './authLookup';
import { employeesUpdate } from './employees';
import { writeDirectoryEntry } from './userDirectory';
import { emailsInDocuments } from './userEmails';
import { chunks } from './validation';

/** A user to create: createUser's request, checked, the e-mail lower-cased (requireEmail). */
export type NewUser = CreateUserRequest;

/** What a creation reads of the organisation: its name and divisions. */
export interface OrganisationPlacement {
  id: string;
  name: string;
  divisions: { id: string; name: string }[];
}

/** Auth calls of one creation in flight at once (accounts, claims). */
export const AUTH_CONCURRENCY = 10;
/** Identifiers one Admin SDK `getUsers` call takes. */
const AUTH_LOOKUP_BATCH = 100;

/** The screens word it from the code (app.validation.email_in_use), never from this message. */
const emailInUse = () => new HttpsError('already-exists', 'E-mail is already in use');

/** The organisation's name and divisions; not-found when it does not exist. */
export async function loadPlacement(organisationId: string): Promise<OrganisationPlacement> {
  const organisation = await db().collection('organisations').doc(organisationId).get();
  if (!organisation.exists) throw new HttpsError('not-found', 'Organisation not found.');
  const divisions: unknown = organisation.get('divisions');
  return {
    id: organisationId,
    name: String(organisation.get('name') ?? ''),
    divisions: (Array.isArray(divisions) ? (divisions as unknown[]) : []).flatMap((entry) => {
      const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
      return typeof id === 'string' ? [{ id, name: typeof name === 'string' ? name : '' }] : [];
    }),
  };
}

/**
 * Who holds each e-mail: the uid of its Auth account, or null for a users document without one.
 * E-mails nobody holds are absent.
 */
async function emailHolders(emails: readonly string[]): Promise<Map<string, string | null>> {
  const holders = new Map<string, string | null>();
  const [accounts, documents] = await Promise.all([
    Promise.all(
      chunks(emails, AUTH_LOOKUP_BATCH).map((part) =>
        auth().getUsers(part.map((email) => ({ email }))),
      ),
    ),
    emailsInDocuments(emails),
  ]);
  for (const email of documents) holders.set(email, null);
  for (const { users } of accounts) {
    for (const user of users) if (user.email) holders.set(user.email.toLowerCase(), user.uid);
  }
  return holders;
}

/** Deletes the accounts among `uids` that have no users document (none was written for them). */
async function removeAccounts(uids: readonly string[]): Promise<void> {
  if (uids.length === 0) return;
  const users = db().collection('users');
  const documents = await db().getAll(...uids.map((uid) => users.doc(uid)));
  const orphans = uids.filter((_, position) => !documents[position]?.exists);
  if (orphans.length === 0) return;
  const result = await auth().deleteUsers(orphans);
  for (const failure of result.errors) {
    logger.error('Could not delete a new account', failure.error, { uid: orphans[failure.index] });
  }
}

export interface NewAccount {
  user: Omit<NewUser, 'organisationId'>;
  /**
   * The uid to give the account. An account that has it and the same e-mail already is one an
   * interrupted attempt made: it is taken up, not refused as an e-mail in use.
   */
  uid?: string;
}

/** Each account's outcome: its uid, or why it was refused (the others go on). */
export type CreationOutcome = { uid: string } | { refusal: HttpsError };

export interface CreationOptions {
  /** The accounts' password; none for accounts whose owners set one by e-mail. */
  password?: string;
  /** The organisation as read already (an import reads it once for many users). */
  placement?: OrganisationPlacement;
  /**
   * More writes that must happen with the users' documents or not at all, given every account's
   * outcome (the refusals are final by then).
   */
  alsoWrite?: (transaction: Transaction, outcomes: readonly CreationOutcome[]) => void;
}

/** The account for `account`: created, or taken up when an interrupted attempt made it. */
async function createAccount(account: Required<NewAccount>, password: string | undefined) {
  const { email, firstName, lastName } = account.user;
  try {
    await auth().createUser({
      uid: account.uid,
      email,
      ...(password === undefined ? {} : { password }),
      displayName: `${firstName} ${lastName}`,
    });
    return;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== 'auth/email-already-exists' && code !== 'auth/uid-already-exists') throw error;
    const holder = await findAuthUser(() => auth().getUserByEmail(email));
    if (holder?.uid === account.uid) return;
    if (code === 'auth/email-already-exists') throw emailInUse();
    throw error;
  }
}

/**
 * Creates the users of one organisation; answers each one's outcome, in order. A user is refused
 * with already-exists 'E-mail is already in use' (also for an e-mail a user before it in the list
 * has) and invalid-argument for a division the organisation does not have; not-found for a
 * missing organisation and any other failure end the call, with no account left behind.
 */
export async function createOrganisationUsers(
  organisationId: string,
  accounts: readonly NewAccount[],
  options: CreationOptions = {},
): Promise<CreationOutcome[]> {
  const placement = options.placement ?? (await loadPlacement(organisationId));
  const outcomes: (CreationOutcome | undefined)[] = new Array<CreationOutcome | undefined>(
    accounts.length,
  );
  const seen = new Set<string>();
  accounts.forEach(({ user }, position) => {
    if (!placement.divisions.some((entry) => entry.id === user.divisionId)) {
      outcomes[position] = {
        refusal: new HttpsError('invalid-argument', 'No such division in the organisation.'),
      };
    } else if (seen.has(user.email)) {
      outcomes[position] = { refusal: emailInUse() };
    } else {
      seen.add(user.email);
    }
  });

  const holders = await emailHolders([...seen]);
  const toCreate: number[] = [];
  accounts.forEach((account, position) => {
    if (outcomes[position]) return;
    if (!holders.has(account.user.email)) toCreate.push(position);
    else if (account.uid !== undefined && holders.get(account.user.email) === account.uid) {
      // Made by an interrupted attempt: taken up.
      outcomes[position] = { uid: account.uid };
    } else outcomes[position] = { refusal: emailInUse() };
  });

  // An account without a given uid gets a new one here, so that it is known if the rest fails.
  const uids = accounts.map((account) => account.uid ?? db().collection('users').doc().id);
  const made = await settleWithLimit(toCreate, AUTH_CONCURRENCY, (position) =>
    createAccount(
      { ...(accounts[position] as NewAccount), uid: uids[position] as string },
      options.password,
    ),
  );
  const failures: unknown[] = [];
  made.forEach((result, at) => {
    const position = toCreate[at] as number;
    if (result.status === 'fulfilled') outcomes[position] = { uid: uids[position] as string };
    else if (result.reason instanceof HttpsError && result.reason.code === 'already-exists') {
      outcomes[position] = { refusal: result.reason };
    } else failures.push(result.reason);
  });

  const created = outcomes.flatMap((outcome, position) =>
    outcome && 'uid' in outcome ? [{ position, uid: outcome.uid }] : [],
  );
  if (failures.length > 0) {
    await removeAccounts(created.map(({ uid }) => uid));
    throw failures[0];
  }
  const final = outcomes as CreationOutcome[];
  if (created.length === 0) return final;

  const firestore = db();
  const organisationRef = firestore.collection('organisations').doc(organisationId);
  const now = Timestamp.now();
  const documents = created.map(({ position, uid }) => {
    const { role, email, firstName, lastName, divisionId } = (accounts[position] as NewAccount)
      .user;
    const division = placement.divisions.find((entry) => entry.id === divisionId);
    return {
      id: uid,
      firstName,
      lastName,
      ...userDerivedFields({ firstName, lastName, role }),
      email,
      organisation: { id: organisationId, name: placement.name },
      division: { id: divisionId, name: division?.name ?? '' },
      isActive: true,
      isSubscriptionUser: false,
      ...(role === 'Clinician' ? { allowedOrganisationsIds: [] } : {}),
      createdAt: now,
      updatedAt: now,
    };
  });
  const managers = documents.filter((user) => user.role === 'Org Admin').map(managerEntry);
  let organisationIsActive = false;
  try {
    await firestore.runTransaction(async (transaction) => {
      const current = await transaction.get(organisationRef);
      if (!current.exists) throw new HttpsError('not-found', 'Organisation not found.');
      organisationIsActive = current.get('isActive') === true;
      for (const user of documents) {
        transaction.create(firestore.collection('users').doc(user.id), user);
        writeDirectoryEntry(transaction, user.id, user);
      }
      // One field write each, whatever the number of users.
      const organisationUpdate = {
        ...employeesUpdate(current, { add: documents.map((user) => user.id) }),
        ...(managers.length > 0 ? { managers: FieldValue.arrayUnion(...managers) } : {}),
      };
      if (Object.keys(organisationUpdate).length > 0) {
        transaction.update(organisationRef, organisationUpdate);
      }
      options.alsoWrite?.(transaction, final);
    });
  } catch (error) {
    // No half-created user: the accounts go if their documents could not be written.
    await removeAccounts(created.map(({ uid }) => uid)).catch((cleanup: unknown) =>
      logger.error('Could not delete the new accounts', cleanup),
    );
    throw error;
  }

  // The claims the documents describe (a convenience, nothing trusts them: accounts.ts).
  const claims = await settleWithLimit(documents, AUTH_CONCURRENCY, (user) =>
    auth().setCustomUserClaims(user.id, {
      ...grantedClaims(user, organisationIsActive, { email: user.email, emailVerified: false }),
    }),
  );
  for (const result of claims) {
    if (result.status === 'rejected') logger.error('Could not set the claims', result.reason);
  }
  return final;
}

/**
 * Creates the user; answers its uid. Refuses with already-exists 'E-mail is already in use',
 * not-found for a missing organisation, invalid-argument for a division it does not have.
 */
export async function createOrganisationUser(
  input: NewUser,
  options: Omit<CreationOptions, 'alsoWrite'> & {
    alsoWrite?: (transaction: Transaction, uid: string) => void;
  } = {},
): Promise<string> {
  const { organisationId, ...user } = input;
  const { alsoWrite, ...rest } = options;
  const [outcome] = await createOrganisationUsers(organisationId, [{ user }], {
    ...rest,
    ...(alsoWrite
      ? {
          alsoWrite: (transaction, outcomes) => {
            const [only] = outcomes;
            if (only && 'uid' in only) alsoWrite(transaction, only.uid);
          },
        }
      : {}),
  });
  if (!outcome) throw new Error('No outcome for the new user');
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.uid;
}
