// The contract between the screens and the data layer: react-admin's DataProvider plus the named
// operations of docs/product.md §7. Screens call these through useDataProvider<KyndDataProvider>().
import type { DataProvider } from 'react-admin';
import type { AlertActionInput } from '@/domain/alerts';
import type { CallableContracts, CallableName } from '@/domain/callables';
import type { NewCode } from '@/domain/codes';
import type { SummarisedCode } from '@/domain/codeSummaries';
import type { NewOrganisation } from '@/domain/organisations';
import type { Code, HistoryEntry, Industry, QuestionnaireAlert } from '@/domain/types';

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

export interface ScoresHistoryQuery {
  organisationId: string;
  /** 'all' for the whole organisation. */
  divisionId: string;
  /** camelCaseQuestionnaire of the measurement (see domain/measurements). */
  questionnaire: string;
}

/** docs/product.md §7 recipients query: one where clause. */
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

/** How far a long write has gone: `done` of `total` items written. */
export interface Progress {
  done: number;
  total: number;
}

/** The ids a new organisation was written with (docs/product.md §4 organisation creation). */
export interface CreatedOrganisation {
  id: string;
  /** Its first division. */
  divisionId: string;
  /** Its first code's document. */
  codeId: string;
}

/** A code's new usage limit ('Edit codes max usage', docs/product.md §4). */
export interface CodeUsageChange {
  id: string;
  maximumUsage: number;
}

/**
 * The data methods the resources bring (each folder's methods.ts, declared in its data spec as
 * `methods`); the provider merges them (providers/dataProvider/index.ts).
 */
export interface ResourceMethods {
  /**
   * docs/product.md §4 manager removal (Kynd Admin). Adding managers or employees, moving users and changing
   * clinician permissions go through the createUser / updateUser callables.
   */
  removeManager(organisationId: string, managerId: string): Promise<void>;
  /**
   * Sets, on all its employees, isSubscriptionUser = !isActive, in batches of 450, then isActive;
   * `onProgress` hears after each batch. After a failure, the same call completes the change.
   */
  setOrganisationActive(
    organisationId: string,
    isActive: boolean,
    onProgress?: (progress: Progress) => void,
  ): Promise<void>;
  /**
   * docs/product.md §4: appends one action by the signed-in user (callerId, their uid) to
   * questionnaireAlerts/{alertId}.actions and sets that questionnaire's status and the overall
   * status, in one atomic write; resolves the alert as written.
   */
  appendAlertAction(
    alertId: string,
    callerId: string,
    input: AlertActionInput,
  ): Promise<QuestionnaireAlert>;
  /**
   * docs/product.md §4: a new organisation, its first division and its code, written together; a
   * DataProviderError 'already-exists' when the code is taken.
   */
  createOrganisation(input: NewOrganisation): Promise<CreatedOrganisation>;
  /** docs/product.md §5: a new code; 'already-exists' when the code is taken. */
  createCode(input: NewCode): Promise<Code>;
  /** docs/product.md §4: new usage limits of codes. */
  updateCodesMaximumUsage(changes: readonly CodeUsageChange[]): Promise<void>;
  /**
   * The codes of the given organisations (within the caller's scope), or only of the given
   * divisions, as the administrators' summaries hold them (src/domain/codeSummaries.ts), sorted
   * by code.
   */
  getCodeSummaries(
    organisationIds: readonly string[],
    divisionIds?: readonly string[],
  ): Promise<SummarisedCode[]>;
  /** docs/product.md §5, §7: a new industry; 'already-exists' when the name is taken, apart from case. */
  createIndustry(name: string): Promise<Industry>;
}

/**
 * The data provider the screens call. Filters understood by getList('users'):
 *  - organisationId, divisionId, role, isActive: equality filters
 *  - search: { field: 'firstName' | 'lastName', term } — prefix match on lowerFirstName or
 *    lowerLastName against the lower-cased term (docs/product.md §2), within the caller's scope (the Users
 *    list asks for an organisation first; a provider admin's picker may search everyone).
 * getList('organisations'): industry, isActive. getList('codes'): organisationId, divisionId.
 * getList('industryScores'): no filter, every industry (aggregate data, not scoped by organisation).
 * getList('organisationChoices'): industry (optional), within the caller's scope, sorted by name.
 * getList('industryCounts'): no filter. getOne/getMany('organisationScores'): ids
 * `{organisationId}/{scopeId}` (scopeId `all` or a division id).
 * getList('divisions') and getList('notifications'): organisationId (required).
 * getList('questionnaireAlerts'): organisationId, status (hearing or vision status), type (All,
 * Hearing Screen, Vision Screen), q (user search, a contains on "first last"); see
 * dataProvider/questionnaireAlerts.ts.
 */
export interface KyndDataProvider extends DataProvider, ResourceMethods {
  /** organisationsScoresHistories/{organisationId}_{divisionId}_{questionnaire}, by measurement key. */
  getScoresHistory(query: ScoresHistoryQuery): Promise<Record<string, HistoryEntry[]>>;
  /** Users matching every filter within the caller's scope (docs/product.md §7). */
  getRecipients(filters: readonly RecipientFilter[]): Promise<Recipients>;
  /**
   * How many users matching every filter a push would reach (consent given, a device token),
   * counted with one aggregation: what the create-notification form shows before sending.
   */
  countRecipients(filters: readonly RecipientFilter[]): Promise<number>;
  /**
   * Runs a callable Cloud Function of docs/product.md §7 (domain/callables.ts has every request and
   * response); a refusal comes back as a DataProviderError with the function's code.
   */
  call<Name extends CallableName>(
    name: Name,
    request: CallableContracts[Name]['request'],
  ): Promise<CallableContracts[Name]['response']>;
}
