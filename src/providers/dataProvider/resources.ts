// What the provider offers per resource: its collection, the field that carries the organisation
// (the scope the rules demand, docs/product.md §6), the equality filters and the sortable fields. The list of
// composite indexes in firestore.indexes.json is derived from this table (see indexes.ts), so a
// filter or a sort cannot be offered without its index.
import { INDUSTRY_SCORES_COLLECTION } from '@/domain/industryScores';

export type FilterOp = '==' | 'array-contains';

export interface FilterSpec {
  /** Firestore field path. */
  field: string;
  op: FilterOp;
}

export interface SortSpec {
  field: string;
  order: 'ASC' | 'DESC';
}

export interface CollectionResource {
  kind: 'collection';
  collection: string;
  /**
   * Field holding the organisation id that scopes Org Admin / Clinician queries, '__id__' when the
   * document id itself is the organisation id, null when the collection is not organisation data.
   */
  scopeField: string | null;
  filters: Record<string, FilterSpec>;
  /** Sortable field paths; `sortAliases` maps a record field to the stored field to sort on. */
  sortable: readonly string[];
  sortAliases?: Record<string, string>;
  defaultSort: SortSpec;
  /** Set on create when absent. */
  createdAt?: boolean;
  /** Set to now on every create and update. */
  updatedAt?: boolean;
  /** List fields that are only ever appended to: new entries are sent as an array union. */
  appendOnly?: readonly string[];
}

export const COLLECTIONS = {
  organisations: {
    kind: 'collection',
    collection: 'organisations',
    scopeField: '__id__',
    filters: {
      industry: { field: 'industry', op: '==' },
      isActive: { field: 'isActive', op: '==' },
      customQuestionnaire: { field: 'customQuestionnaires', op: 'array-contains' },
    },
    sortable: ['name', 'industry', 'createdAt'],
    defaultSort: { field: 'name', order: 'ASC' },
    createdAt: true,
  },
  users: {
    kind: 'collection',
    collection: 'users',
    scopeField: 'organisation.id',
    filters: {
      organisationId: { field: 'organisation.id', op: '==' },
      divisionId: { field: 'division.id', op: '==' },
      role: { field: 'role', op: '==' },
      isActive: { field: 'isActive', op: '==' },
      isSubscriptionUser: { field: 'isSubscriptionUser', op: '==' },
    },
    sortable: ['lowerFirstName', 'lowerLastName', 'createdAt', 'updatedAt'],
    sortAliases: { firstName: 'lowerFirstName', lastName: 'lowerLastName' },
    defaultSort: { field: 'lowerFirstName', order: 'ASC' },
    createdAt: true,
    updatedAt: true,
  },
  codes: {
    kind: 'collection',
    collection: 'codes',
    scopeField: 'organisationId',
    filters: {
      organisationId: { field: 'organisationId', op: '==' },
      divisionId: { field: 'divisionId', op: '==' },
      isActive: { field: 'isActive', op: '==' },
      code: { field: 'code', op: '==' },
    },
    sortable: ['code', 'divisionName', 'currentUsage', 'maximumUsage'],
    defaultSort: { field: 'code', order: 'ASC' },
  },
  questions: {
    kind: 'collection',
    collection: 'questions',
    scopeField: null,
    filters: {
      category: { field: 'category', op: '==' },
      questionnaire: { field: 'questionnaire', op: '==' },
      section: { field: 'section', op: '==' },
    },
    sortable: ['order', 'label', 'questionnaire'],
    defaultSort: { field: 'order', order: 'ASC' },
  },
  industries: {
    kind: 'collection',
    collection: 'industries',
    scopeField: null,
    filters: {},
    sortable: ['name', 'createdAt'],
    defaultSort: { field: 'name', order: 'ASC' },
    createdAt: true,
    updatedAt: true,
  },
  articles: {
    kind: 'collection',
    collection: 'articles',
    scopeField: null,
    filters: {
      isActive: { field: 'isActive', op: '==' },
      category: { field: 'categories', op: 'array-contains' },
    },
    sortable: ['publishedAt', 'createdAt', 'title'],
    defaultSort: { field: 'publishedAt', order: 'DESC' },
    createdAt: true,
  },
  initialMessages: {
    kind: 'collection',
    collection: 'initialMessages',
    scopeField: null,
    filters: {
      category: { field: 'category', op: '==' },
      measurement: { field: 'measurement', op: '==' },
    },
    sortable: ['measurement', 'category', 'updatedAt'],
    defaultSort: { field: 'measurement', order: 'ASC' },
    updatedAt: true,
  },
  questionnaireAlerts: {
    kind: 'collection',
    collection: 'questionnaireAlerts',
    scopeField: 'organisation.id',
    // The list (questionnaireAlerts.ts) combines these as docs/product.md §5 says: a flag, with its
    // questionnaire's status when a status is chosen, for hearing or vision (an OR of two such
    // groups), and the name search as an array-contains on the stored name pieces.
    filters: {
      organisationId: { field: 'organisation.id', op: '==' },
      hearing: { field: 'questionnaireAlerts.hearing', op: '==' },
      vision: { field: 'questionnaireAlerts.vision', op: '==' },
      hearingStatus: { field: 'hearingStatus', op: '==' },
      visionStatus: { field: 'visionStatus', op: '==' },
      nameFragment: { field: 'userNameFragments', op: 'array-contains' },
    },
    sortable: ['createdAt'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    createdAt: true,
    appendOnly: ['actions'],
  },
  industryScores: {
    kind: 'collection',
    collection: INDUSTRY_SCORES_COLLECTION,
    // Aggregates of whole industries, no organisation's own data: not scoped (docs/product.md §2 comparison).
    scopeField: null,
    filters: {},
    sortable: ['industry'],
    defaultSort: { field: 'industry', order: 'ASC' },
  },
} as const satisfies Record<string, CollectionResource>;

export type CollectionName = keyof typeof COLLECTIONS;

/** Sub-collection notifications: the newest 100 per organisation (docs/product.md §7, §9). */
export const NOTIFICATIONS_SUBCOLLECTION = 'notifications';
