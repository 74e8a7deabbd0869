import type { DataProvider } from 'react-admin';
import type { AlertActionInput } from '@/domain/alerts';
import type { UserFilter } from '@/domain/notifications';
import type { SummarisedCode } from '@/domain/codeSummaries';
import type { HistoryEntry, QuestionnaireAlert } from '@/domain/types';
import type { CallFunction } from '@/providers/callables';

export interface Progress {
  done: number;
  total: number;
}

export interface ResourceMethods {
  removeManager(organisationId: string, managerId: string): Promise<void>;
  /** All employees' isSubscriptionUser in batches, then isActive: run again after a failure. */
  setOrganisationActive(
    organisationId: string,
    isActive: boolean,
    onProgress?: (progress: Progress) => void,
  ): Promise<void>;
  appendAlertAction(
    alertId: string,
    callerId: string,
    input: AlertActionInput,
  ): Promise<QuestionnaireAlert>;
  updateCodesMaximumUsage(changes: readonly { id: string; maximumUsage: number }[]): Promise<void>;
  /** Of the given organisations (within the caller's scope), or only of the given divisions. */
  getCodeSummaries(
    organisationIds: readonly string[],
    divisionIds?: readonly string[],
  ): Promise<SummarisedCode[]>;
  /** Users matched with a device token who accept push; only the provider may ask. */
  getRecipients(
    filters: readonly UserFilter[],
  ): Promise<{ recipients: { id: string; deviceToken: string }[]; ids: string[] }>;
  /** Counted with one aggregation: what the create-notification form shows before sending. */
  countRecipients(filters: readonly UserFilter[]): Promise<number>;
}

/**
 * getList('users') `search`: { field: 'firstName' | 'lastName', term }, a prefix match on the
 * stored lower-cased name. getOne/getMany('organisationScores') ids are
 * `{organisationId}/{scopeId}`. getList('divisions') and getList('notifications') require
 * organisationId.
 */
export interface KyndDataProvider extends DataProvider, ResourceMethods {
  getScoresHistory(query: {
    organisationId: string;
    /** 'all' for the whole organisation. */
    divisionId: string;
    questionnaire: string;
  }): Promise<Record<string, HistoryEntry[]>>;
  /** A refusal comes back as a DataProviderError with the function's code. */
  call: CallFunction;
}
