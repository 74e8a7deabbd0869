import { describe, expect, it } from 'vitest';
import { COLOUR_LEVELS } from '@/config/constants';
import { inChunks } from '@/domain/bulk';
import { MEASUREMENTS } from '@/domain/measurements';
import {
  EMPTY_NOTIFICATION_DRAFT,
  NOTIFICATION_EXCLUDED_MEASUREMENTS,
  NOTIFICATION_MEASUREMENTS,
  PUSH_TOKENS_PER_CALL,
  listOfFields,
  missingNotificationFields,
  notificationWrite,
  recipientFilters,
  riskLevelText,
  scoreColourField,
  type NotificationDraft,
} from '@/domain/notifications';
import { common } from '@/i18n/en/common';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/notifications/messages';

const { translate } = createI18nProvider({ ...common, ...messages });
const labelled = (fields: readonly string[]) =>
  fields.map((field) => translate(`resources.notifications.fields.${field}`));

const general: NotificationDraft = {
  ...EMPTY_NOTIFICATION_DRAFT,
  organisationId: 'org-harbour-accounting',
  title: ' Check-in ',
  body: 'Time for your check-in',
};
const risk: NotificationDraft = {
  ...general,
  type: 'risk-level',
  measurement: 'Alcohol',
  color: ['orange', 'red'],
};

describe('measurement options', () => {
  it('offers the scored measurements of docs/product.md §9 without Weight and Height', () => {
    const labels = NOTIFICATION_MEASUREMENTS.map((measurement) => measurement.label);
    expect(labels).not.toContain('Weight');
    expect(labels).not.toContain('Height');
    expect(labels).toContain('Life');
    expect(labels).toContain('Systolic/Diastolic');
    expect(labels).toHaveLength(MEASUREMENTS.length - 2);
  });

  it('excludes every measurement docs/product.md §9 names', () => {
    expect(NOTIFICATION_EXCLUDED_MEASUREMENTS).toEqual([
      'Weight',
      'Height',
      'Hearing Survey',
      'Hearing Check',
      'Vision Check',
      'Eyesight Survey',
      'Noise Level Monitor',
    ]);
    for (const label of NOTIFICATION_EXCLUDED_MEASUREMENTS) {
      expect(NOTIFICATION_MEASUREMENTS.some((m) => m.label === label)).toBe(false);
    }
  });

  it("points at the user's own colour of the measurement", () => {
    expect(scoreColourField({ category: 'Body', key: 'alcohol' })).toBe(
      'scores.body.alcohol.colour',
    );
    expect(scoreColourField({ category: 'Mind', key: 'emotionalIndex' })).toBe(
      'scores.mind.emotionalIndex.colour',
    );
    expect(scoreColourField({ category: 'Life', key: 'life' })).toBe('scores.life.life.colour');
  });
});

describe('missingNotificationFields', () => {
  it('needs organisation, subject and message', () => {
    expect(labelled(missingNotificationFields(EMPTY_NOTIFICATION_DRAFT))).toEqual([
      'Organisation',
      'Subject',
      'Message',
    ]);
    expect(labelled(missingNotificationFields({ ...general, title: '   ' }))).toEqual(['Subject']);
    expect(missingNotificationFields(general)).toEqual([]);
  });

  it('also needs measurement and colour indicators for risk-level', () => {
    expect(labelled(missingNotificationFields({ ...general, type: 'risk-level' }))).toEqual([
      'Measurement',
      'Colour indicators',
    ]);
    expect(labelled(missingNotificationFields({ ...risk, measurement: 'Weight' }))).toEqual([
      'Measurement',
    ]);
    expect(labelled(missingNotificationFields({ ...risk, color: [] }))).toEqual([
      'Colour indicators',
    ]);
    expect(missingNotificationFields(risk)).toEqual([]);
  });

  it('reads as a list', () => {
    expect(listOfFields([], translate)).toBe('');
    expect(listOfFields(['Subject'], translate)).toBe('Subject');
    expect(listOfFields(['Subject', 'Message'], translate)).toBe('Subject and Message');
    expect(listOfFields(['Organisation', 'Subject', 'Message'], translate)).toBe(
      'Organisation, Subject and Message',
    );
  });
});

describe('recipientFilters (docs/product.md §7)', () => {
  it('is the organisation alone for a general notification', () => {
    expect(recipientFilters(general)).toEqual([
      { fieldPath: 'organisation.id', opStr: '==', value: 'org-harbour-accounting' },
    ]);
  });

  it("adds the measurement's colour field in the chosen colours for risk-level", () => {
    expect(recipientFilters({ ...risk, color: ['red', 'orange'] })).toEqual([
      { fieldPath: 'organisation.id', opStr: '==', value: 'org-harbour-accounting' },
      { fieldPath: 'scores.body.alcohol.colour', opStr: 'in', value: ['red', 'orange'] },
    ]);
  });

  it('is unknown until the target is complete', () => {
    expect(recipientFilters(EMPTY_NOTIFICATION_DRAFT)).toBeNull();
    expect(recipientFilters({ ...risk, measurement: '' })).toBeNull();
    expect(recipientFilters({ ...risk, color: [] })).toBeNull();
  });
});

describe('notificationWrite (docs/product.md §3)', () => {
  it('stores a general notification with no colours and no measurement', () => {
    expect(notificationWrite({ ...general, measurement: 'Alcohol', color: ['red'] })).toEqual({
      title: 'Check-in',
      body: 'Time for your check-in',
      color: [],
    });
  });

  it('stores the colours in red, orange, green order with the measurement', () => {
    expect(notificationWrite({ ...risk, color: ['orange', 'red'] })).toEqual({
      title: 'Check-in',
      body: 'Time for your check-in',
      color: ['red', 'orange'],
      measurement: 'Alcohol',
    });
  });
});

describe('delivery', () => {
  it('splits tokens into calls the messaging service accepts', () => {
    const tokens = Array.from({ length: 1201 }, (_, index) => `t${index}`);
    const chunks = inChunks(tokens, PUSH_TOKENS_PER_CALL);
    expect(chunks.map((chunk) => chunk.length)).toEqual([500, 500, 201]);
    expect(chunks.flat()).toEqual(tokens);
    expect(inChunks([], PUSH_TOKENS_PER_CALL)).toEqual([]);
    expect(() => inChunks(tokens, 0)).toThrow(RangeError);
  });

  it('says how many users it will reach', () => {
    const reach = (count: number) =>
      translate('resources.notifications.reach.count', { smart_count: count });
    expect(reach(0)).toBe('This notification will reach 0 users');
    expect(reach(1)).toBe('This notification will reach 1 user');
    expect(reach(42)).toBe('This notification will reach 42 users');
  });
});

describe('sent list', () => {
  it('shows the colours, or General', () => {
    expect(riskLevelText([], translate)).toBe('General');
    expect(riskLevelText(undefined, translate)).toBe('General');
    expect(riskLevelText(['orange', 'red'], translate)).toBe('Red, Orange');
    expect(riskLevelText([...COLOUR_LEVELS], translate)).toBe('Red, Orange, Green');
  });
});
