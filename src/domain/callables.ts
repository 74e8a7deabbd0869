// Request and response shapes of the callable Cloud Functions of SPEC §7, shared by the client
// (providers/callables) and the functions. Payloads the SPEC gives as a single value (a uid, an
// e-mail, a phone number) are sent as that plain string.
import type { KyndClaims } from '@/domain/claims';

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

/** Every callable by name, with its request and response. */
export interface CallableContracts {
  scheduleOrgScoreCalculation: {
    request: ScheduleOrgScoreCalculationRequest;
    response: ScheduleOrgScoreCalculationResponse;
  };
  /** The user uid; answers the claims now set on that account. */
  changeUserCustomClaim: { request: string; response: KyndClaims };
  /** The e-mail; true when an authentication account exists and the user record is migrated. */
  checkIfUserIsMigrated: { request: string; response: boolean };
  /** The phone number (E.164, e.g. +64210000001); true when a user has it. */
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
}

export type CallableName = keyof CallableContracts;

export const CALLABLE_NAMES = [
  'scheduleOrgScoreCalculation',
  'changeUserCustomClaim',
  'checkIfUserIsMigrated',
  'getUserByPhone',
  'deleteUserPersonalData',
  'setNewPassword',
  'verifyEmailAvailability',
  'sendNotification',
  'registerUsersNotifications',
  'updateOrgScoresIndustry',
] as const satisfies readonly CallableName[];

/** The users-document flag that marks an account brought over from the previous product. */
export const MIGRATED_FLAG = 'migrated';

/** Firestore collection where the emulated sendNotification records pushes instead of sending. */
export const SENT_PUSH_NOTIFICATIONS_COLLECTION = 'sentPushNotifications';
