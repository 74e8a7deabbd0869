// Entities of docs/product.md §3. Dates are JavaScript Dates everywhere above the providers.
import type {
  AlertStatus,
  Category,
  CategoryKey,
  ColourLevel,
  CustomQuestionnaireKey,
} from '@/config/constants';

export const ROLES = ['Kynd Admin', 'Org Admin', 'Clinician', 'User'] as const;
export type Role = (typeof ROLES)[number];

export interface NamedRef {
  id: string;
  name: string;
}

export interface HistoryEntry extends Record<ColourLevel, number> {
  calculatedAt: Date;
}

export interface MeasurementScore extends HistoryEntry {
  totalUsers: number;
  question: string;
  history: HistoryEntry[];
}

/** With the category scores, 0–100. */
export interface AverageHistoryEntry extends Record<CategoryKey, number> {
  activeUsers: number;
  /** Kynd total score, 0–100. */
  averageScore: number;
  calculatedAt: Date;
}

export interface AverageScore
  extends AverageHistoryEntry, Record<`${CategoryKey}Complete`, number> {
  totalComplete: number;
  history: AverageHistoryEntry[];
}

export interface ScoreSet extends Record<CategoryKey, Record<string, MeasurementScore>> {
  averageScore: AverageScore;
}

export type OrganisationScores = Record<string, ScoreSet>;

export interface Division extends NamedRef {
  description?: string;
}

export interface Organisation extends NamedRef {
  address: string;
  phone: string;
  isActive: boolean;
  managers: NamedRef[];
  /** For older clients only (src/domain/employeesList.ts); membership is users' organisation.id. */
  employees: string[];
  employeesListCapped?: boolean;
  divisions: Division[];
  industry: string;
  /** Each scope's scores are a document of their own: the calculation removes this field. */
  scores?: OrganisationScores;
  notifications?: unknown;
  customQuestionnaires: CustomQuestionnaireKey[];
  createdAt: Date;
  /** Kept by the server (src/domain/derivedFields.ts): what the lists sort and search the name by. */
  lowerName?: string;
  employeeCount?: number;
  divisionNames?: Record<string, string>;
  divisionsById?: Record<string, Division>;
}

export interface UserMeasurementResult {
  colour: ColourLevel;
  value?: number | string;
  calculatedAt: Date;
}

export type UserScores = Partial<Record<CategoryKey, Record<string, UserMeasurementResult>>>;

export interface User {
  id: string;
  firstName: string;
  lastName: string;
  lowerFirstName: string;
  lowerLastName: string;
  email?: string;
  phone?: string;
  gender?: string;
  sex?: 'male' | 'female';
  birthDate?: Date;
  avatar?: string;
  avatarUrl?: string;
  role?: Role;
  organisation: NamedRef;
  division: NamedRef;
  isActive: boolean;
  isSubscriptionUser?: boolean;
  isReceivingPushNotifications?: boolean;
  deviceToken?: string;
  /** Kept by the server (src/domain/derivedFields.ts): consent and a device token. */
  isPushReachable?: boolean;
  answers?: unknown;
  scores?: UserScores;
  healthChecks?: unknown;
  notifications?: unknown;
  ongoingHealthCheck?: unknown;
  allowedOrganisationsIds?: string[];
  notificationsSent?: unknown;
  createdAt: Date;
  updatedAt: Date;
}

export interface Code {
  id: string;
  code: string;
  divisionId: string;
  divisionName: string;
  organisationId: string;
  organisationName: string;
  isActive: boolean;
  currentUsage: number;
  maximumUsage: number;
}

export interface Industry extends NamedRef {
  createdAt: Date;
  updatedAt: Date;
}

export type ArticleBlockType = 'title' | 'text' | 'video' | 'image';
export interface ArticleBlock {
  type: ArticleBlockType;
  content: string;
}

export interface Article {
  id: string;
  title: string;
  body: ArticleBlock[];
  coverImageUrl?: string;
  bodyImagesUrls: { imageName: string; imageURL: string }[];
  hashtags: string[];
  categories: Category[];
  questionnaires: string[];
  authorName?: string;
  authorImage?: string;
  authorImageUrl?: string;
  isActive: boolean;
  publishedAt?: Date;
  createdAt: Date;
}

export interface Question {
  id: string;
  label: string;
  type: string;
  category: Category;
  section: string;
  questionnaire: string;
  unit?: string;
  order: number;
  invertedAnswers?: boolean;
  clinicianQuestion?: boolean;
  icon?: string;
  answers?: string[];
}

export interface Notification {
  id: string;
  title: string;
  body: string;
  color: ColourLevel[];
  measurement?: string;
  createdAt: Date;
}

export interface InitialMessageLevel {
  isActive: boolean;
  frequency: number;
  subject: string;
  message: string;
  updatedAt: Date;
}

export interface InitialMessage extends Record<ColourLevel, InitialMessageLevel> {
  id: string;
  category: Category;
  measurement: string;
  updatedAt: Date;
}

export type AlertPerson = Pick<User, 'firstName' | 'lastName' | 'email' | 'phone'> &
  Partial<Pick<User, 'id' | 'division' | 'organisation'>>;

export type AlertQuestionnaire = 'hearing' | 'vision';

export interface AlertAction {
  actionUser: AlertPerson;
  status: AlertStatus;
  comment: string;
  timestamp: Date;
  questionnaire: AlertQuestionnaire;
}

export interface QuestionnaireAlert {
  id: string;
  user: AlertPerson;
  organisation: NamedRef;
  division: { name: string };
  createdAt: Date;
  questionnaireAlerts: { hearing?: boolean; vision?: boolean };
  hearingStatus?: AlertStatus;
  visionStatus?: AlertStatus;
  status: 'Open' | 'Resolved';
  actions: AlertAction[];
  /** Kept by the server from `actions`, so that a list row reads no history. */
  actionsSummary?: Record<AlertQuestionnaire, { count: number; latest: AlertAction | null }>;
  /** Written with the alert, so that the name search runs on the server. */
  userNameFragments?: string[];
}

export interface UserMovePayload {
  userId: string;
  oldOrgId: string;
  oldDivisionId: string;
  newOrgName: string;
  newOrgId: string;
  newDivisionName: string;
  newDivisionId: string;
}
