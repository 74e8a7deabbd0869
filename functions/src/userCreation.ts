// The one path by which a user is created (docs/product.md §5 Create user), shared by the
// createUser and importUsers callables: the organisation and its division checked, the e-mail
// checked free, the Auth account created, then the users document and the organisation's
// employees (and managers, for an Org Admin, docs/product.md §4) written in one transaction; the
// account is deleted again when the documents could not be written.
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { userDerivedFields } from '@/domain/derivedFields';
import type { CreateUserRequest } from '@/domain/callables';
import { CREATE_USER_MESSAGES } from '@/domain/userCreate';
import { managerEntry } from '@/domain/userAdministration';
import { auth, db } from './admin';
import { writeClaims } from './accounts';
import { findAuthUser } from './authLookup';

/** A user to create: createUser's request, checked, the e-mail lower-cased (requireEmail). */
export type NewUser = CreateUserRequest;

/** What a creation reads of the organisation: its name and divisions. */
export interface OrganisationPlacement {
  id: string;
  name: string;
  divisions: { id: string; name: string }[];
}

const emailInUse = () => new HttpsError('already-exists', CREATE_USER_MESSAGES.emailInUse);

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

/** Whether an Auth account or a users document has the e-mail. */
async function isEmailInUse(email: string): Promise<boolean> {
  if (await findAuthUser(() => auth().getUserByEmail(email))) return true;
  const sameEmail = await db().collection('users').where('email', '==', email).limit(1).get();
  return !sameEmail.empty;
}

export interface CreationOptions {
  /** The account's password; none for an account whose owner sets one by e-mail. */
  password?: string;
  /** The organisation as read already (an import reads it once for many users). */
  placement?: OrganisationPlacement;
  /** More writes that must happen with the user's documents or not at all. */
  alsoWrite?: (transaction: Transaction, uid: string) => void;
}

/**
 * Creates the user; answers its uid. Refuses with already-exists 'E-mail is already in use',
 * not-found for a missing organisation, invalid-argument for a division it does not have.
 */
export async function createOrganisationUser(
  input: NewUser,
  options: CreationOptions = {},
): Promise<string> {
  const { role, email, firstName, lastName, organisationId, divisionId } = input;
  const placement = options.placement ?? (await loadPlacement(organisationId));
  const division = placement.divisions.find((entry) => entry.id === divisionId);
  if (!division) throw new HttpsError('invalid-argument', 'No such division in the organisation.');
  if (await isEmailInUse(email)) throw emailInUse();

  let uid: string;
  try {
    ({ uid } = await auth().createUser({
      email,
      ...(options.password === undefined ? {} : { password: options.password }),
      displayName: `${firstName} ${lastName}`,
    }));
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/email-already-exists') throw emailInUse();
    throw error;
  }

  const firestore = db();
  const organisationRef = firestore.collection('organisations').doc(organisationId);
  const now = Timestamp.now();
  const user = {
    id: uid,
    firstName,
    lastName,
    ...userDerivedFields({ firstName, lastName, role }),
    email,
    organisation: { id: organisationId, name: placement.name },
    division: { id: divisionId, name: division.name },
    isActive: true,
    isSubscriptionUser: false,
    ...(role === 'Clinician' ? { allowedOrganisationsIds: [] } : {}),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await firestore.runTransaction(async (transaction) => {
      const current = await transaction.get(organisationRef);
      if (!current.exists) throw new HttpsError('not-found', 'Organisation not found.');
      transaction.create(firestore.collection('users').doc(uid), user);
      transaction.update(organisationRef, {
        employees: FieldValue.arrayUnion(uid),
        ...(role === 'Org Admin'
          ? { managers: FieldValue.arrayUnion(managerEntry({ id: uid, firstName, lastName })) }
          : {}),
      });
      options.alsoWrite?.(transaction, uid);
    });
  } catch (error) {
    // No half-created user: the account goes if its documents could not be written.
    await auth()
      .deleteUser(uid)
      .catch((cleanup: unknown) => logger.error('Could not delete the new account', cleanup));
    throw error;
  }
  await writeClaims(uid);
  return uid;
}
