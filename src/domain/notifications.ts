// Push notifications to an organisation's users: targets, the form's missing fields, the recipients
// query, and how the delivery is split into calls.
import {
  COLOUR_LEVELS,
  NOTIFICATION_TYPES,
  categoryKey,
  type ColourLevel,
} from '@/config/constants';
import { MEASUREMENTS, type MeasurementDefinition } from '@/domain/measurements';
import { maxText } from '@/domain/schemas/fields';
import { notificationSchema } from '@/domain/schemas/entities';

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  general: 'General',
  'risk-level': 'Risk level',
};

export const COLOUR_LABELS: Record<ColourLevel, string> = {
  red: 'Red',
  orange: 'Orange',
  green: 'Green',
};

/** docs/product.md §9: measurement options for notifications exclude these. */
export const NOTIFICATION_EXCLUDED_MEASUREMENTS: readonly string[] = [
  'Weight',
  'Height',
  'Hearing Survey',
  'Hearing Check',
  'Vision Check',
  'Eyesight Survey',
  'Noise Level Monitor',
];

export const NOTIFICATION_MEASUREMENTS: readonly MeasurementDefinition[] = MEASUREMENTS.filter(
  (measurement) => !NOTIFICATION_EXCLUDED_MEASUREMENTS.includes(measurement.label),
);

export function findNotificationMeasurement(label: string): MeasurementDefinition | undefined {
  return NOTIFICATION_MEASUREMENTS.find((measurement) => measurement.label === label);
}

export function scoreColourField(measurement: Pick<MeasurementDefinition, 'category' | 'key'>) {
  return `scores.${categoryKey(measurement.category)}.${measurement.key}.colour`;
}

export interface NotificationDraft {
  organisationId: string;
  type: NotificationType;
  title: string;
  body: string;
  measurement: string;
  color: ColourLevel[];
}

export const EMPTY_NOTIFICATION_DRAFT: NotificationDraft = {
  organisationId: '',
  type: 'general',
  title: '',
  body: '',
  measurement: '',
  color: [],
};

export const NOTIFICATION_FIELD_LABELS = {
  organisationId: 'Organisation',
  type: 'Type',
  title: 'Subject',
  body: 'Message',
  measurement: 'Measurement',
  color: 'Colour indicators',
} as const satisfies Record<keyof NotificationDraft, string>;

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

export const validNotificationTitle = maxText(
  NOTIFICATION_FIELD_LABELS.title,
  notificationSchema.shape.title,
);
export const validNotificationBody = maxText(
  NOTIFICATION_FIELD_LABELS.body,
  notificationSchema.shape.body,
);

function chosenColours(color: readonly string[]): ColourLevel[] {
  return COLOUR_LEVELS.filter((colour) => color.includes(colour));
}

/** In form order; empty when complete. */
export function missingNotificationFields(draft: NotificationDraft): string[] {
  const missing: string[] = [];
  if (!filled(draft.organisationId)) missing.push(NOTIFICATION_FIELD_LABELS.organisationId);
  if (!filled(draft.title)) missing.push(NOTIFICATION_FIELD_LABELS.title);
  if (!filled(draft.body)) missing.push(NOTIFICATION_FIELD_LABELS.body);
  if (draft.type === 'risk-level') {
    if (!findNotificationMeasurement(draft.measurement)) {
      missing.push(NOTIFICATION_FIELD_LABELS.measurement);
    }
    if (chosenColours(draft.color).length === 0) {
      missing.push(NOTIFICATION_FIELD_LABELS.color);
    }
  }
  return missing;
}

export function listOfFields(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export interface UserFilter {
  fieldPath: string;
  opStr: '==' | 'in';
  value: string | string[];
}

/** null until the target is known. */
export function recipientFilters(
  draft: Pick<NotificationDraft, 'organisationId' | 'type' | 'measurement' | 'color'>,
): UserFilter[] | null {
  if (!filled(draft.organisationId)) return null;
  const filters: UserFilter[] = [
    { fieldPath: 'organisation.id', opStr: '==', value: draft.organisationId },
  ];
  if (draft.type === 'general') return filters;
  const measurement = findNotificationMeasurement(draft.measurement);
  const colours = chosenColours(draft.color);
  if (!measurement || colours.length === 0) return null;
  filters.push({ fieldPath: scoreColourField(measurement), opStr: 'in', value: colours });
  return filters;
}

export interface NotificationWrite {
  title: string;
  body: string;
  color: ColourLevel[];
  measurement?: string;
}

export function notificationWrite(draft: NotificationDraft): NotificationWrite {
  const base = { title: draft.title.trim(), body: draft.body.trim() };
  if (draft.type === 'general') return { ...base, color: [] };
  return {
    ...base,
    color: chosenColours(draft.color),
    measurement: draft.measurement,
  };
}

/** The most tokens one multicast of the messaging service accepts. */
export const PUSH_TOKENS_PER_CALL = 500;
export const USER_IDS_PER_CALL = 500;

export function reachText(count: number): string {
  return `This notification will reach ${count} ${count === 1 ? 'user' : 'users'}`;
}

export function riskLevelText(color: readonly string[] | undefined): string {
  const colours = chosenColours(color ?? []);
  return colours.length === 0
    ? NOTIFICATION_TYPE_LABELS.general
    : colours.map((colour) => COLOUR_LABELS[colour]).join(', ');
}
