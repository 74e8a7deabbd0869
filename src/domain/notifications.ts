import {
  COLOUR_LEVELS,
  NOTIFICATION_TYPES,
  categoryKey,
  type ColourLevel,
} from '@/config/constants';
import { MEASUREMENTS, type MeasurementDefinition } from '@/domain/measurements';
import { maxText } from '@/domain/schemas/fields';
import { notificationSchema } from '@/domain/schemas/entities';
import type { Notification } from '@/domain/types';
import type { Translate } from '@/domain/wording';

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

export interface NotificationDraft extends Pick<Notification, 'title' | 'body' | 'color'> {
  organisationId: string;
  type: (typeof NOTIFICATION_TYPES)[number];
  measurement: string;
}

export const EMPTY_NOTIFICATION_DRAFT: NotificationDraft = {
  organisationId: '',
  type: 'general',
  title: '',
  body: '',
  measurement: '',
  color: [],
};

const filled = (value: string | undefined) => (value ?? '').trim() !== '';

export const validNotificationTitle = maxText(
  'resources.notifications.validation.title_too_long',
  notificationSchema.shape.title,
);
export const validNotificationBody = maxText(
  'resources.notifications.validation.body_too_long',
  notificationSchema.shape.body,
);

function chosenColours(color: readonly string[]): ColourLevel[] {
  return COLOUR_LEVELS.filter((colour) => color.includes(colour));
}

/** In form order; empty when complete. */
export function missingNotificationFields(draft: NotificationDraft): (keyof NotificationDraft)[] {
  const missing: (keyof NotificationDraft)[] = (
    ['organisationId', 'title', 'body'] as const
  ).filter((field) => !filled(draft[field]));
  if (draft.type === 'risk-level') {
    if (!findNotificationMeasurement(draft.measurement)) missing.push('measurement');
    if (chosenColours(draft.color).length === 0) missing.push('color');
  }
  return missing;
}

/** 'Organisation, Subject and Message'. */
export function listOfFields(labels: readonly string[], translate: Translate): string {
  if (labels.length <= 1) return labels.join('');
  return translate('app.common.list', {
    items: labels.slice(0, -1).join(', '),
    last: labels[labels.length - 1],
  });
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

export type NotificationWrite = Pick<Notification, 'title' | 'body' | 'color' | 'measurement'>;

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

export function riskLevelText(color: readonly string[] | undefined, translate: Translate): string {
  const colours = chosenColours(color ?? []);
  return colours.length === 0
    ? translate('resources.notifications.types.general')
    : colours.map((colour) => translate(`resources.notifications.colours.${colour}`)).join(', ');
}
