// Request and response shapes of the callable Cloud Functions of docs/product.md §7, shared by the client
// (providers/callables) and the functions; a few live beside the rules they carry (userCreate,
// userImport, scoreSearch), which import nothing from here. Payloads docs/product.md gives as a
// single value (a uid, an e-mail, a phone number) are sent as that plain string.
import type { BulkOutcome } from '@/domain/bulk';
import type { KyndClaims } from '@/domain/claims';
import type { ColourLevel } from '@/config/constants';
import type { AlertQuestionnaire, NamedRef, Role, UserMovePayload } from '@/domain/types';
import type { SearchScoresRequest, SearchScoresResponse } from '@/domain/scoreSearch';
import type { CreateUserRequest, CreateUserResponse } from '@/domain/userCreate';
import type { ImportUsersRequest, ImportUsersResponse } from '@/domain/userImport';

export interface PushNotification {
  title: string;
  body: string;
}

export interface ScheduleOrgScoreCalculationRequest {
  organisationId: string;
  /** The division that changed; the whole organisation (all its divisions) is recalculated. */
  divisionId?: string;
}
export interface ScheduleOrgScoreCalculationResponse {
  /** ISO time of the calculation. */
  calculatedAt: string;
}

export interface SetNewPasswordRequest {
  userId: string;
  password: string;
}

export interface SendNotificationRequest {
  notification: PushNotification;
  /** Device tokens for push. */
  tokens: string[];
}
export interface SendNotificationResponse {
  successCount: number;
  failureCount: number;
}

export interface RegisterUsersNotificationsRequest {
  usersIds: string[];
  notification: PushNotification;
}
export interface RegisterUsersNotificationsResponse {
  /** Users the notification was appended to (unknown ids are skipped). */
  registered: number;
}

export interface UpdateOrgScoresIndustryRequest {
  organisationId: string;
  /** The industry name, as stored in organisation.industry. */
  industry: string;
}

/**
 * The one server-side path for every change of who a user is or where they belong (docs/product.md §4),
 * each in one transaction with the organisations' managers and employees, then the scores
 * recalculated where docs/product.md §4 says so and the user's custom claims rewritten (refresh tokens
 * revoked when the user loses access). Nobody acts on themselves; see domain/userAdministration
 * for who may act on whom.
 */
export type UpdateUserRequest =
  /**
   * Kynd Admin: any role; Org Admin: User or Org Admin, in its organisation. The organisation's
   * only manager keeps the role Org Admin (docs/product.md §4 Manager removal).
   */
  | { action: 'setRole'; userId: string; role: Role }
  /**
   * docs/product.md §4 activation: isActive and isSubscriptionUser = !isActive; or, with `subscription`
   * (Kynd Admin, reactivation of a User), a move to the Subscriptions organisation as a
   * subscription user. `removeFromOrganisation` (inactivation only) takes the user out of the
   * organisation (its employees and managers) to the Subscriptions organisation, inactive, an
   * Org Admin becoming a User; never the organisation's only manager.
   */
  | {
      action: 'setActive';
      userId: string;
      isActive: boolean;
      subscription?: boolean;
      removeFromOrganisation?: boolean;
    }
  /** Kynd Admin: docs/product.md §4 subscription toggle. */
  | { action: 'setSubscription'; userId: string; isSubscriptionUser: boolean }
  /** Kynd Admin or Org Admin: a division of the user's organisation. */
  | { action: 'setDivision'; userId: string; divisionId: string }
  /** Kynd Admin: docs/product.md §3 user move payload. The names are taken from the stored documents. */
  | ({ action: 'moveOrganisation' } & UserMovePayload)
  /** Kynd Admin: docs/product.md §4 clinician permission. */
  | { action: 'addClinicianOrganisation'; userId: string; organisationId: string }
  | { action: 'removeClinicianOrganisation'; userId: string; organisationId: string };

export type UpdateUserAction = UpdateUserRequest['action'];

export const UPDATE_USER_ACTIONS = [
  'setRole',
  'setActive',
  'setSubscription',
  'setDivision',
  'moveOrganisation',
  'addClinicianOrganisation',
  'removeClinicianOrganisation',
] as const satisfies readonly UpdateUserAction[];

/** The user as the change left it. */
export interface UpdateUserResponse {
  userId: string;
  role: Role;
  isActive: boolean;
  isSubscriptionUser: boolean;
  organisation: NamedRef | null;
  division: NamedRef | null;
  allowedOrganisationsIds: string[];
  /** Organisations whose scores were recalculated (docs/product.md §4). */
  recalculated: string[];
}

/**
 * One change the Users list's bulk actions apply to every user of a chunk, with the rules and
 * effects of the updateUser action it names: setActive (with its options), setRole, setDivision.
 */
export type BulkUserChange =
  | {
      kind: 'setActive';
      isActive: boolean;
      subscription?: boolean;
      removeFromOrganisation?: boolean;
    }
  | { kind: 'changeRole'; role: Role }
  | { kind: 'changeDivision'; divisionId: string };

/**
 * One chunk of a bulk change (at most BULK_CHUNK_SIZE users of domain/bulk): each user is changed
 * in its own transaction, or refused with the reason; the scores are recalculated once per chunk.
 */
export interface BulkUpdateUsersRequest {
  userIds: string[];
  change: BulkUserChange;
}
export type BulkUpdateUsersResponse = BulkOutcome;

/**
 * docs/app-contract.md sign-up, called by the app right after it created its Auth account: an
 * active access code below its maximum usage, of an active organisation. The code is matched
 * upper-cased. Refusals (domain/appContract SIGN_UP_ERRORS): not-found unknown code,
 * failed-precondition inactive code / inactive organisation / division gone,
 * resource-exhausted full code (or too many attempts), already-exists a second sign-up.
 */
export interface SignUpWithCodeRequest {
  code: string;
  firstName: string;
  lastName: string;
}
export interface SignUpWithCodeResponse {
  organisation: NamedRef;
  division: NamedRef;
}

/**
 * docs/app-contract.md results: the user's values of one category; the server computes each
 * colour by the docs/product.md §9 ranges and stores {colour, value, calculatedAt} under
 * scores.{category}.{key} of the caller's own users document.
 */
export interface SubmitResultsRequest {
  category: 'body' | 'mind' | 'life';
  /** Measurement key (domain/measurements) → value: a number, or text ('120/80', 'never'). */
  values: Record<string, number | string>;
  /** HbA1c ranges differ for people with diabetes. */
  diabetic?: boolean;
  /** Ex-smokers: years since quitting. */
  exSmokerYears?: number;
  /** ISO date of the measurement: since 2000, not in the future (default: now). */
  measuredAt?: string;
}
export interface SubmitResultsResponse {
  /** The colour each value got. */
  colours: Record<string, ColourLevel>;
}

/** docs/app-contract.md: a hearing or vision questionnaire that calls for a follow-up. */
export interface RaiseQuestionnaireAlertRequest {
  questionnaire: AlertQuestionnaire;
}
export interface RaiseQuestionnaireAlertResponse {
  /** The user's alert in their organisation (domain/appContract appAlertId). */
  alertId: string;
  /** false when that questionnaire's panel was open already. */
  changed: boolean;
}

/** Every callable by name, with its request and response. */
export interface CallableContracts {
  scheduleOrgScoreCalculation: {
    request: ScheduleOrgScoreCalculationRequest;
    response: ScheduleOrgScoreCalculationResponse;
  };
  /**
   * The user uid; answers the claims now set on that account (role 'User' when the user or its
   * organisation is inactive). A convenience: nothing trusts the claims.
   */
  changeUserCustomClaim: { request: string; response: KyndClaims };
  /**
   * The e-mail; true when an authentication account exists and the user record is migrated.
   * Signed out, rate limited (resource-exhausted).
   */
  checkIfUserIsMigrated: { request: string; response: boolean };
  /**
   * The phone number (E.164, e.g. +64210000001); true when a user has it. Signed out, rate
   * limited (resource-exhausted).
   */
  getUserByPhone: { request: string; response: boolean };
  /** The user id; true once deleted. Only inactive users. */
  deleteUserPersonalData: { request: string; response: boolean };
  /** false for a phone-registered user without an e-mail, who has no password. */
  setNewPassword: { request: SetNewPasswordRequest; response: boolean };
  /** The e-mail; true when it is already in use. */
  verifyEmailAvailability: { request: string; response: boolean };
  sendNotification: { request: SendNotificationRequest; response: SendNotificationResponse };
  registerUsersNotifications: {
    request: RegisterUsersNotificationsRequest;
    response: RegisterUsersNotificationsResponse;
  };
  updateOrgScoresIndustry: { request: UpdateOrgScoresIndustryRequest; response: boolean };
  createUser: { request: CreateUserRequest; response: CreateUserResponse };
  updateUser: { request: UpdateUserRequest; response: UpdateUserResponse };
  /** docs/product.md §5 Import users (domain/userImport). */
  importUsers: { request: ImportUsersRequest; response: ImportUsersResponse };
  bulkUpdateUsers: { request: BulkUpdateUsersRequest; response: BulkUpdateUsersResponse };
  signUpWithCode: { request: SignUpWithCodeRequest; response: SignUpWithCodeResponse };
  submitResults: { request: SubmitResultsRequest; response: SubmitResultsResponse };
  raiseQuestionnaireAlert: {
    request: RaiseQuestionnaireAlertRequest;
    response: RaiseQuestionnaireAlertResponse;
  };
  /** docs/product.md §2 the dashboard's user search (domain/scoreSearch). */
  searchScores: { request: SearchScoresRequest; response: SearchScoresResponse };
}

export type CallableName = keyof CallableContracts;

/** The users-document flag that marks an account brought over from the previous product. */
export const MIGRATED_FLAG = 'migrated';

/** Firestore collection where the emulated sendNotification records pushes instead of sending. */
export const SENT_PUSH_NOTIFICATIONS_COLLECTION = 'sentPushNotifications';
