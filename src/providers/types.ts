// The contract between the screens and the data layer: react-admin's DataProvider plus the named
// operations of SPEC §7. Screens call these through useDataProvider<KyndDataProvider>().
import type { DataProvider } from 'react-admin';
import type { HistoryEntry, Notification, UserMovePayload } from '@/domain/types';

/** Resources served by the data provider (ids are Firestore document ids). */
export type ResourceName =
  | 'organisations'
  | 'users'
  | 'divisions'
  | 'codes'
  | 'questions'
  | 'industries'
  | 'articles'
  | 'initialMessages'
  | 'notifications'
  | 'questionnaireAlerts';

/**
 * Filters understood by getList('users'):
 *  - organisationId, divisionId, role, isActive: equality filters
 *  - search: { field: 'firstName' | 'lastName', term } — prefix match on lowerFirstName or
 *    lowerLastName against the lower-cased term (SPEC §2), needs organisationId.
 * getList('organisations'): industry, isActive. getList('codes'): organisationId, divisionId.
 * getList('divisions') and getList('notifications'): organisationId (required).
 */
export interface UserSearch {
  field: 'firstName' | 'lastName';
  term: string;
}

export interface ScoresHistoryQuery {
  organisationId: string;
  /** 'all' for the whole organisation. */
  divisionId: string;
  /** camelCaseQuestionnaire of the measurement (see domain/measurements). */
  questionnaire: string;
}

export interface KyndDataProvider extends DataProvider {
  /** organisationsScoresHistories/{organisationId}_{divisionId}_{questionnaire}, by measurement key. */
  getScoresHistory(query: ScoresHistoryQuery): Promise<Record<string, HistoryEntry[]>>;
  addManager(organisationId: string, manager: { id: string; name: string }): Promise<void>;
  removeManager(organisationId: string, managerId: string): Promise<void>;
  addEmployee(organisationId: string, userId: string): Promise<void>;
  addNotification(
    organisationId: string,
    notification: Omit<Notification, 'id' | 'createdAt'>,
  ): Promise<void>;
  moveUser(payload: UserMovePayload): Promise<void>;
  /** Sets isActive and, on all its employees, isSubscriptionUser = !isActive, in batches of 450. */
  setOrganisationActive(organisationId: string, isActive: boolean): Promise<void>;
}
