// Business constants of SPEC §9. Everything else imports these; nothing re-types the numbers.

export const APP_VERSION = '1.4.8';
export const PRODUCT_TITLE = 'Kynd Dashboard';

/** SPEC §5, §9: statistics are shown only when active users exceed this (Kynd Admin bypasses it). */
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
/** Divisions live in their organisation's document (SPEC §3), which must stay well under 1 MiB. */
export const MAX_DIVISIONS_PER_ORGANISATION = 500;
/** Access codes are typed by people in the mobile app: short enough to type, and a safe id. */
export const MAX_CODE_LENGTH = 40;
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

export const CUSTOM_QUESTIONNAIRES = [
  { key: 'hearing-v2', label: 'Hearing V2' },
  { key: 'vision-v2', label: 'Vision V2' },
  { key: 'structural-health', label: 'Structural Health' },
] as const;
export type CustomQuestionnaireKey = (typeof CUSTOM_QUESTIONNAIRES)[number]['key'];

export const CATEGORIES = ['Body', 'Mind', 'Life'] as const;
export type Category = (typeof CATEGORIES)[number];

export const COLOUR_LEVELS = ['red', 'orange', 'green'] as const;
export type ColourLevel = (typeof COLOUR_LEVELS)[number];

export const NOTIFICATION_TYPES = ['general', 'risk-level'] as const;

export const MESSAGE_FREQUENCY_DAYS = [1, 7, 14, 30, 90, 180, 365] as const;

export const ALERT_STATUSES = ['Open', 'In Progress', 'Resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_TYPES = ['All', 'Hearing Screen', 'Vision Screen'] as const;

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

/** The label of the organisation choice that summarises a whole industry (SPEC §2). */
export const ALL = 'All';
export const DEFAULT_DIVISION_NAME = 'Default division';
export const DEFAULT_INDUSTRY = 'Accounting';
