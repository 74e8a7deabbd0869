import type { z } from 'zod';
import type { BulkOutcome } from '@/domain/bulk';
import type { KyndClaims } from '@/domain/claims';
import type { CategoryKey, ColourLevel } from '@/config/constants';
import type { AlertQuestionnaire, NamedRef, Role, UserMovePayload } from '@/domain/types';
import type { notificationSchema } from '@/domain/schemas/entities';
import type { SearchScoresRequest, SearchScoresResponse } from '@/domain/scoreSearch';
import type { CreateUserRequest, CreateUserResponse } from '@/domain/userCreate';
import type { ImportUsersRequest, ImportUsersResponse } from '@/domain/userImport';

export type PushNotification = Pick<z.infer<typeof notificationSchema>, 'title' | 'body'>;

/** `removeFromOrganisation` (inactivation only) never takes an only manager out. */
interface ActiveChange {
  isActive: boolean;
  subscription?: boolean;
  removeFromOrganisation?: boolean;
}

export type UpdateUserRequest =
  /** The organisation's only manager keeps the role Org Admin. */
  | { action: 'setRole'; userId: string; role: Role }
  | ({ action: 'setActive'; userId: string } & ActiveChange)
  | { action: 'setSubscription'; userId: string; isSubscriptionUser: boolean }
  | { action: 'setDivision'; userId: string; divisionId: string }
  /** The names are taken from the stored documents. */
  | ({ action: 'moveOrganisation' } & UserMovePayload)
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

export interface UpdateUserResponse {
  userId: string;
  role: Role;
  isActive: boolean;
  isSubscriptionUser: boolean;
  organisation: NamedRef | null;
  division: NamedRef | null;
  allowedOrganisationsIds: string[];
  recalculated: string[];
}

/** Each user with the rules and effects of the updateUser action it names. */
export type BulkUserChange =
  | ({ kind: 'setActive' } & ActiveChange)
  | { kind: 'changeRole'; role: Role }
  | { kind: 'changeDivision'; divisionId: string };

export interface CallableContracts {
  scheduleOrgScoreCalculation: {
    /** `divisionId`: the division that changed; the whole organisation is recalculated. */
    request: { organisationId: string; divisionId?: string };
    response: { calculatedAt: string };
  };
  /** A convenience: nothing trusts the claims. */
  changeUserCustomClaim: { request: string; response: KyndClaims };
  /** Signed out, rate limited. */
  checkIfUserIsMigrated: { request: string; response: boolean };
  /** E.164. Signed out, rate limited. */
  getUserByPhone: { request: string; response: boolean };
  deleteUserPersonalData: { request: string; response: boolean };
  /** false for a phone-registered user without an e-mail, who has no password. */
  setNewPassword: { request: { userId: string; password: string }; response: boolean };
  verifyEmailAvailability: { request: string; response: boolean };
  sendNotification: {
    request: { notification: PushNotification; tokens: string[] };
    response: { successCount: number; failureCount: number };
  };
  /** `registered`: the users the notification was appended to (unknown ids are skipped). */
  registerUsersNotifications: {
    request: { usersIds: string[]; notification: PushNotification };
    response: { registered: number };
  };
  updateOrgScoresIndustry: {
    request: { organisationId: string; industry: string };
    response: boolean;
  };
  createUser: { request: CreateUserRequest; response: CreateUserResponse };
  updateUser: { request: UpdateUserRequest; response: UpdateUserResponse };
  importUsers: { request: ImportUsersRequest; response: ImportUsersResponse };
  /**
   * Each user in its own transaction, or refused with the reason; the scores are recalculated once
   * per chunk.
   */
  bulkUpdateUsers: {
    request: { userIds: string[]; change: BulkUserChange };
    response: BulkOutcome;
  };
  /** The code is matched upper-cased. Refusals: domain/appContract SIGN_UP_ERRORS. */
  signUpWithCode: {
    request: { code: string; firstName: string; lastName: string };
    response: { organisation: NamedRef; division: NamedRef };
  };
  /** The server computes each colour; the client never writes a result. */
  submitResults: {
    request: {
      category: CategoryKey;
      values: Record<string, number | string>;
      /** HbA1c ranges differ for people with diabetes. */
      diabetic?: boolean;
      exSmokerYears?: number;
      /** ISO date of the measurement: since 2000, not in the future (default: now). */
      measuredAt?: string;
    };
    response: { colours: Record<string, ColourLevel> };
  };
  /** docs/app-contract.md: a hearing or vision questionnaire that calls for a follow-up. */
  raiseQuestionnaireAlert: {
    request: { questionnaire: AlertQuestionnaire };
    /** `changed`: false when that questionnaire's panel was open already. */
    response: { alertId: string; changed: boolean };
  };
  searchScores: { request: SearchScoresRequest; response: SearchScoresResponse };
}

export type CallableName = keyof CallableContracts;

/** The users-document flag that marks an account brought over from the previous product. */
export const MIGRATED_FLAG = 'migrated';

/** Firestore collection where the emulated sendNotification records pushes instead of sending. */
export const SENT_PUSH_NOTIFICATIONS_COLLECTION = 'sentPushNotifications';
