// Business constants of docs/product.md §9: nothing re-types the numbers.

export const APP_VERSION = '1.4.8';
export const PRODUCT_TITLE = 'Kynd Dashboard';

/** docs/product.md §5, §9: statistics are shown only when active users exceed this (Kynd Admin bypasses it). */
export const MIN_USERS_FOR_STATISTICS = 5;

export const TOAST_DURATION_MS = 6000;
export const MIGRATION_TOAST_DURATION_MS = 30_000;
export const GENERATED_PASSWORD_TOAST_DURATION_MS = 20_000;
export const TOAST_WIDTH_PX = 340;
export const TOAST_PROGRESS_DELAY_MS = 50;

export const GENERATED_PASSWORD_LENGTH = 8;
export const BATCH_SIZE = 450;
export const NOTIFICATIONS_PER_ORGANISATION = 100;
export const DEFAULT_ORGANISATION_CODE_USAGE = 20;
export const DEFAULT_CODE_USAGE = 100;
export const CUSTOM_OPTIONS_MIN = 2;
export const CUSTOM_OPTIONS_MAX = 6;
export const INDUSTRY_COMPARISON_MIN_ORGANISATIONS = 2;

export const SIDEBAR_WIDTH_PX = 280;
export const HEADER_HEIGHT_PX = 88;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1840 } as const;

export const DEFAULT_PHONE_PREFIX = '+64';

export const THEME_COLOURS = { main: '#0d3f52', secondary: '#72D3EA', green: '#cbd853' } as const;
export const THEME_STORAGE_KEY = 'appTheme';
export const SESSION_STORAGE_KEY = 'kyndDashboardUser';
export const REMEMBER_ME_STORAGE_KEY = 'kyndDashboardRememberMe';

export const FUNCTIONS_REGION = 'australia-southeast1';

// A write gets twice a read's time: one that times out cannot be cancelled (Firestore Lite), its
// outcome unknown. Callables stop at Cloud Functions' 60 s default timeout.
export const READ_TIMEOUT_MS = 15_000;
export const WRITE_TIMEOUT_MS = 30_000;
export const CALLABLE_TIMEOUT_MS = 60_000;
/** docs/product.md §4's session re-check: past this the status is unknown and the session kept. */
export const SESSION_CHECK_TIMEOUT_MS = 5_000;
/** How long a returning user's first render waits for the first screen's code (main.tsx). */
export const FIRST_SCREEN_WAIT_MS = 1_000;

/** The custom questionnaires whose answers raise Hearing Vision Alerts, by the alert's panel. */
export const ALERT_QUESTIONNAIRE_KEYS = { hearing: 'hearing-v2', vision: 'vision-v2' } as const;
export const HEARING_VISION_QUESTIONNAIRES = Object.values(ALERT_QUESTIONNAIRE_KEYS);

export const CUSTOM_QUESTIONNAIRES = [
  { key: ALERT_QUESTIONNAIRE_KEYS.hearing, label: 'Hearing V2' },
  { key: ALERT_QUESTIONNAIRE_KEYS.vision, label: 'Vision V2' },
  { key: 'structural-health', label: 'Structural Health' },
] as const;
export type CustomQuestionnaireKey = (typeof CUSTOM_QUESTIONNAIRES)[number]['key'];

/** Known keys only, once each, in the order of docs/product.md §9. */
export function normaliseQuestionnaires(
  keys: readonly string[] | undefined,
): CustomQuestionnaireKey[] {
  const wanted = new Set(keys ?? []);
  return CUSTOM_QUESTIONNAIRES.map(({ key }) => key).filter((key) => wanted.has(key));
}

export const CATEGORIES = ['Body', 'Mind', 'Life'] as const;
export type Category = (typeof CATEGORIES)[number];
/** How a category is keyed in stored scores. */
export type CategoryKey = Lowercase<Category>;
export const categoryKey = (category: Category) => category.toLowerCase() as CategoryKey;
export const CATEGORY_KEYS: readonly CategoryKey[] = CATEGORIES.map(categoryKey);

export const COLOUR_LEVELS = ['red', 'orange', 'green'] as const;
export type ColourLevel = (typeof COLOUR_LEVELS)[number];

export const NOTIFICATION_TYPES = ['general', 'risk-level'] as const;

export const MESSAGE_FREQUENCY_DAYS = [1, 7, 14, 30, 90, 180, 365] as const;

export const ALERT_STATUSES = ['Open', 'In Progress', 'Resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_TYPES = ['All', 'Hearing Screen', 'Vision Screen'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
/** The longest comment an alert action may carry (the rules refuse a longer one). */
export const ALERT_COMMENT_MAX_LENGTH = 2000;
/** The alerts' user search (docs/product.md §5) looks in this many characters of "first last". */
export const ALERT_SEARCH_NAME_MAX_LENGTH = 40;

export const IMAGE_MAX_PX = 1080;
export const IMAGE_QUALITY = 0.75;
export const COVER_CROP_ASPECT = 16 / 9;
export const CROP_ZOOM = { min: 1, max: 3, step: 0.1 } as const;
export const HASHTAG_MIN_LENGTH = 2;
export const HASHTAGS_SHOWN_ON_LOAD = 5;

export const ANSWER_TYPES = [
  'How often',
  'Agree or disagree',
  'Percentage range',
  'Number',
  'Text answer',
  'Custom options',
] as const;

export const DEFAULT_DIVISION_NAME = 'Default division';
export const DEFAULT_INDUSTRY = 'Accounting';

/** Bounds on what may be stored, kept by firestore.rules (constants.test.ts) and the functions. */
export const FIELD_LIMITS = {
  /** firstName, lastName (and their lower-case copies). */
  personName: 100,
  email: 320,
  /** Stored phone numbers, E.164 or as typed. */
  phone: 32,
  gender: 50,
  /** Stored file names (avatar, authorImage). */
  fileName: 300,
  url: 2048,
  deviceToken: 4096,
  organisationName: 200,
  address: 500,
  industryName: 100,
  divisionName: 100,
  divisionDescription: 1000,
  /** Divisions live in their organisation's document, which must stay well under 1 MiB. */
  divisionsPerOrganisation: 500,
  /** Access codes are typed by people in the mobile app: short enough to type, and a safe id. */
  code: 32,
  codeMaximumUsage: 1_000_000,
  notificationTitle: 200,
  notificationBody: 4000,
  /** Measurement names (notifications, initial messages). */
  measurement: 100,
  questionLabel: 500,
  /** Questionnaire and section names of a question. */
  questionGroup: 100,
  questionUnit: 20,
  questionOrder: 1000,
  questionAnswers: 20,
  iconName: 50,
  articleTitle: 300,
  articleAuthor: 200,
  articleBlocks: 200,
  articleImages: 100,
  hashtags: 30,
  articleQuestionnaires: 50,
  messageSubject: 200,
  messageBody: 5000,
  alertComment: ALERT_COMMENT_MAX_LENGTH,
  // The mobile app's own writes to its users document (docs/app-contract.md).
  /** Questionnaires with stored answers (keys of `answers`). */
  questionnairesAnswered: 60,
  /** Answers stored for one questionnaire. */
  answersPerQuestionnaire: 40,
  /** The answers of one questionnaire together, in characters (each answer is text). */
  answersText: 20_000,
  /** Health checks kept (keys of `healthChecks`). */
  healthChecks: 100,
  /** One health-check reading given as text ('120/80', 'never'). */
  reading: 20,
} as const;

/** Division ids (docs/product.md §3): safe in a document id and as a map key (and never '__…__'). */
export const DIVISION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The signed-out helpers' limits, kept by the server (functions/src/rateLimit.ts). */
export const SIGNED_OUT_LOOKUP_LIMITS = {
  windowSeconds: 600,
  /** Questions about one phone number or one e-mail per window. */
  perValue: 10,
  /** Questions from one client address per window. */
  perClient: 60,
} as const;

/** Where those windows are kept, and the field their TTL policy deletes them by (scripts/indexes.ts). */
export const RATE_LIMITS = { collection: 'rateLimits', expiryField: 'expiresAt' } as const;
