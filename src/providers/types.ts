// The contract between the screens and the data layer: react-admin's DataProvider plus the named
// operations of SPEC §7. Screens call these through useDataProvider<KyndDataProvider>().
import type { DataProvider } from 'react-admin';
import type { AlertStatus } from '@/config/constants';
import type { CallableContracts, CallableName } from '@/domain/callables';
import type { AlertAction, HistoryEntry, Notification, UserMovePayload } from '@/domain/types';

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
  | 'questionnaireAlerts'
  /** Read-only aggregate figures per industry (domain/industryScores), id = industryScoresId. */
  | 'industryScores';

/**
 * Read-only views the dashboards read through react-admin's hooks (and cache), served by the
 * provider but without screens, so without a <Resource> of their own (providers/dataProvider/scores).
 */
export type DashboardReadName =
  /** One scope's score document (domain/scoreDocuments), id = `{organisationId}/{scopeId}`. */
  | 'organisationScores'
  /** {id, name, industry, isActive} of the organisations a dashboard selector lists. */
  | 'organisationChoices'
  /** {id, industry, organisationsCount} per industry (the comparison options). */
  | 'industryCounts';

/**
 * Filters understood by getList('users'):
 *  - organisationId, divisionId, role, isActive: equality filters
 *  - search: { field: 'firstName' | 'lastName', term } — prefix match on lowerFirstName or
 *    lowerLastName against the lower-cased term (SPEC §2), needs organisationId.
 * getList('organisations'): industry, isActive. getList('codes'): organisationId, divisionId.
 * getList('industryScores'): no filter, every industry (aggregate data, not scoped by organisation).
 * getList('organisationChoices'): industry (optional), within the caller's scope, sorted by name.
 * getList('industryCounts'): no filter. getOne/getMany('organisationScores'): ids
 * `{organisationId}/{scopeId}` (scopeId `all` or a division id).
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

/** SPEC §7 recipients query: one where clause. */
export interface RecipientFilter {
  fieldPath: string;
  opStr:
    | '=='
    | '!='
    | '<'
    | '<='
    | '>'
    | '>='
    | 'in'
    | 'not-in'
    | 'array-contains'
    | 'array-contains-any';
  value: unknown;
}

export interface Recipients {
  /** Matched users with a device token who accept push notifications. */
  recipients: { id: string; deviceToken: string }[];
  /** Every matched user id. */
  ids: string[];
}

/** The statuses set together with an appended alert action (SPEC §4). */
export interface AlertStatusChange {
  status: 'Open' | 'Resolved';
  hearingStatus?: AlertStatus;
  visionStatus?: AlertStatus;
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
  removeEmployee(organisationId: string, userId: string): Promise<void>;
  /** The same change on many users, committed in batches of 450; resolves the ids written. */
  updateUsers(ids: readonly string[], data: Record<string, unknown>): Promise<string[]>;
  /** Users matching every filter within the caller's scope (SPEC §7). */
  getRecipients(filters: readonly RecipientFilter[]): Promise<Recipients>;
  /** Clinician permission (SPEC §4): allowedOrganisationsIds array union / remove. */
  addClinicianOrganisation(userId: string, organisationId: string): Promise<void>;
  removeClinicianOrganisation(userId: string, organisationId: string): Promise<void>;
  /** Appends an action to questionnaireAlerts/{alertId}.actions and sets the statuses. */
  appendAlertAction(alertId: string, action: AlertAction, change: AlertStatusChange): Promise<void>;
  /** Whether an access code (compared upper-cased) exists within the caller's scope. */
  codeExists(code: string): Promise<boolean>;
  /** SPEC §7 deletes answer true or false instead of throwing. */
  deleteById(resource: ResourceName, id: string): Promise<boolean>;
  /**
   * Runs a callable Cloud Function of SPEC §7 (domain/callables.ts has every request and
   * response); a refusal comes back as a DataProviderError with the function's code.
   */
  call<Name extends CallableName>(
    name: Name,
    request: CallableContracts[Name]['request'],
  ): Promise<CallableContracts[Name]['response']>;
}
