// react-admin AuthProvider over Firebase Auth (docs/product.md §2, §4, §5, §8). Firebase objects
// are injected so that the provider can be exercised against the emulators or intercepted HTTP.
import type { AuthProvider } from 'react-admin';
import {
  browserLocalPersistence,
  RecaptchaVerifier,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signOut,
  type Auth,
  type ConfirmationResult,
  type User as FirebaseUser,
} from 'firebase/auth';
import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';
import { SESSION_CHECK_TIMEOUT_MS, SESSION_STORAGE_KEY } from '@/config/constants';
import { mayEnterByEmail, mayEnterByPhone, recheckDecision } from '@/domain/entryRule';
import { normalisePhone } from '@/domain/phone';
import { within } from '@/domain/async';
import { permissionsOf, sessionUserOf, type SessionUser } from '@/domain/session';
import { SignInRefusal, type SignInRefusalReason } from '@/domain/signInRefusal';
import { isVerifiedStaff } from '@/domain/staff';
import type { CallFunction } from '@/providers/callables';
import { clearSession, forgetSignIn, readSession, rememberSignIn, writeSession } from './session';
import { errorCode } from '@/domain/errorCode';
import { namedRefOf } from '@/domain/values';

export interface EmailSignIn {
  email: string;
  password: string;
  rememberMe?: boolean;
}

export type LoginParams = EmailSignIn | { code: string };

export interface SendPhoneCodeParams {
  phone: string;
  recaptchaContainer: HTMLElement | string;
}

export const PERMISSIONS_QUERY_KEY = ['auth', 'getPermissions', {}] as const;

export type KyndAuthProvider = ReturnType<typeof createAuthProvider>;

export type KyndIdentity = Awaited<ReturnType<KyndAuthProvider['getIdentity']>>;

export interface AuthServices {
  auth: Auth;
  db: Firestore;
  call: CallFunction;
  /** Both isActive flags (providers/sessionStatus). */
  readSessionStatus: (session: SessionUser) => Promise<Parameters<typeof recheckDecision>[0]>;
}

export const ROOT_PATH = '/';
export const AFTER_SIGN_IN_PATH = '/dashboard';

/** The emulator (and projects with email enumeration protection) answer auth/invalid-credential. */
const WRONG_PASSWORD_CODES = new Set(['auth/wrong-password', 'auth/invalid-credential']);

const PHONE_UNKNOWN_CODES = new Set(['functions/not-found', 'functions/invalid-argument']);

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

const refusal = (reason: SignInRefusalReason, error: unknown) =>
  new SignInRefusal(reason, errorMessage(error));

type DocumentData = Record<string, unknown>;

export function createAuthProvider(services: AuthServices) {
  const { auth, db, call } = services;
  let confirmation: ConfirmationResult | null = null;
  // The uid whose stored session has been checked since it last changed.
  let checkedSessionId: string | null = null;

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_STORAGE_KEY || event.key === null) checkedSessionId = null;
    });
  }

  async function readDocument(path: string, id?: string): Promise<DocumentData | undefined> {
    return id ? (await getDoc(doc(db, path, id))).data() : undefined;
  }

  const readOrganisation = (user: DocumentData) =>
    readDocument('organisations', namedRefOf(user.organisation)?.id);

  /** Once the claims are fresh; the rules and functions read the documents, not the claims. */
  async function readCaller(firebaseUser: FirebaseUser): Promise<DocumentData | undefined> {
    try {
      await call('changeUserCustomClaim', firebaseUser.uid);
    } catch (error) {
      console.warn('Custom claims not refreshed', errorMessage(error));
    }
    await firebaseUser.getIdToken(true);
    return readDocument('users', firebaseUser.uid);
  }

  async function refuse(): Promise<never> {
    await signOut(auth);
    throw new SignInRefusal('no-permission');
  }

  function startSession(user: SessionUser): void {
    writeSession(user);
    checkedSessionId = user.id;
    // Not in the sign-in page's code: the first screen reads through it, so it loads now.
    void import('./dataProvider');
  }

  async function handleEmailSignInError(error: unknown, email: string): Promise<never> {
    if (!WRONG_PASSWORD_CODES.has(errorCode(error) ?? '')) throw refusal('failed', error);
    let migrated: boolean;
    try {
      migrated = await call('checkIfUserIsMigrated', email);
      if (migrated) await sendPasswordResetEmail(auth, email);
    } catch (lookupError) {
      throw refusal('failed', lookupError);
    }
    throw new SignInRefusal(migrated ? 'migrated' : 'wrong-credentials');
  }

  async function abandon(error: unknown): Promise<never> {
    if (error instanceof SignInRefusal) throw error;
    clearSession();
    await signOut(auth).catch(() => undefined);
    throw refusal('failed', error);
  }

  async function loginWithEmail({ email, password, rememberMe }: EmailSignIn): Promise<void> {
    const trimmedEmail = email.trim();
    let firebaseUser: FirebaseUser;
    try {
      await setPersistence(auth, browserLocalPersistence);
      firebaseUser = (await signInWithEmailAndPassword(auth, trimmedEmail, password)).user;
    } catch (error) {
      return handleEmailSignInError(error, trimmedEmail);
    }
    try {
      const user = await readCaller(firebaseUser);
      if (!user) return await refuse();
      const organisation = await readOrganisation(user);
      if (!mayEnterByEmail(user, organisation?.isActive, isVerifiedStaff(firebaseUser))) {
        return await refuse();
      }
      const sessionUser = sessionUserOf(firebaseUser.uid, user, organisation, firebaseUser);
      if (rememberMe) rememberSignIn({ email: trimmedEmail, phone: sessionUser.phone ?? '' });
      else forgetSignIn();
      startSession(sessionUser);
    } catch (error) {
      return abandon(error);
    }
  }

  /** 'blank' when nothing was typed: a blank value does nothing. */
  async function sendPhoneCode({
    phone,
    recaptchaContainer,
  }: SendPhoneCodeParams): Promise<'sent' | 'blank'> {
    const phoneNumber = normalisePhone(phone);
    if (!phoneNumber) return 'blank';
    const found: unknown = await call('getUserByPhone', phoneNumber).catch((error: unknown) => {
      if (!PHONE_UNKNOWN_CODES.has(errorCode(error) ?? '')) throw refusal('failed', error);
    });
    if (!found) throw new SignInRefusal('phone-not-found');
    const verifier = new RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
    try {
      await setPersistence(auth, browserLocalPersistence);
      confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
      return 'sent';
    } catch (error) {
      throw refusal('recaptcha', error);
    } finally {
      // A verifier renders once; the next attempt needs a fresh one in the same container.
      verifier.clear();
    }
  }

  async function confirmPhoneCode(code: string): Promise<void> {
    const trimmedCode = code.trim();
    if (!trimmedCode || !confirmation) throw new SignInRefusal('nothing-to-do');
    const { user: firebaseUser } = await confirmation.confirm(trimmedCode).catch((error) => {
      throw refusal('invalid-code', error);
    });
    confirmation = null;
    try {
      const user = await readCaller(firebaseUser);
      if (!user || !mayEnterByPhone(user, isVerifiedStaff(firebaseUser))) return await refuse();
      const organisation = await readOrganisation(user);
      startSession(sessionUserOf(firebaseUser.uid, user, organisation, firebaseUser));
      // The phone rule does not look at the organisation; the re-check does.
      if (!(await recheckSession())) throw new SignInRefusal('subscription-ended');
    } catch (error) {
      return abandon(error);
    }
  }

  async function endSession(): Promise<void> {
    clearSession();
    checkedSessionId = null;
    confirmation = null;
    await signOut(auth);
  }

  /** true when the stored session is kept. */
  async function recheckSession(): Promise<boolean> {
    const session = readSession();
    if (!session) return false;
    // A hung backend must not hold the app on a spinner: past the limit the status is unknown.
    const status = await within(services.readSessionStatus(session), SESSION_CHECK_TIMEOUT_MS, {
      userIsActive: undefined,
      organisationIsActive: undefined,
    });
    checkedSessionId = session.id;
    if (recheckDecision(status) === 'keep') return true;
    await endSession();
    return false;
  }

  const signedOut = () => ({ redirectTo: ROOT_PATH, message: false as const });

  return {
    async login(params: LoginParams) {
      if ('code' in params) await confirmPhoneCode(params.code);
      else await loginWithEmail(params);
      return { redirectTo: AFTER_SIGN_IN_PATH };
    },

    sendPhoneCode,

    recheckSession,

    async logout() {
      await endSession();
      return ROOT_PATH;
    },

    async checkAuth() {
      const session = readSession();
      if (!session) throw signedOut();
      // Firebase restores the user from the browser's storage, which needs no network; should it
      // hang all the same, the stored session is kept and the backend judges each request.
      const ready = await within(
        auth.authStateReady().then(() => true),
        SESSION_CHECK_TIMEOUT_MS,
        false,
      );
      if (ready && auth.currentUser?.uid !== session.id) {
        clearSession();
        checkedSessionId = null;
        throw signedOut();
      }
      if (checkedSessionId !== session.id && !(await recheckSession())) {
        throw { ...signedOut(), reason: 'subscription-ended' };
      }
    },

    async checkError(error: unknown) {
      const code = errorCode(error);
      if (code === 'unauthenticated' || code === 'functions/unauthenticated') throw signedOut();
    },

    async getIdentity() {
      const session = readSession();
      if (!session) throw new Error('Not signed in');
      return {
        id: session.id,
        fullName: `${session.firstName} ${session.lastName}`.trim(),
        firstName: session.firstName,
        avatar: session.avatarUrl,
        role: session.role,
        organisationName: session.organisation.name,
      };
    },

    async getPermissions() {
      const session = readSession();
      return session ? permissionsOf(session) : null;
    },
  } satisfies AuthProvider;
}
