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
  reachText,
  recipientFilters,
  riskLevelText,
  scoreColourField,
  type NotificationDraft,
} from '@/domain/notifications';

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
    expect(missingNotificationFields(EMPTY_NOTIFICATION_DRAFT)).toEqual([
      'Organisation',
      'Subject',
      'Message',
    ]);
    expect(missingNotificationFields({ ...general, title: '   ' })).toEqual(['Subject']);
    expect(missingNotificationFields(general)).toEqual([]);
  });

  it('also needs measurement and colour indicators for risk-level', () => {
    expect(missingNotificationFields({ ...general, type: 'risk-level' })).toEqual([
      'Measurement',
      'Colour indicators',
    ]);
    expect(missingNotificationFields({ ...risk, measurement: 'Weight' })).toEqual(['Measurement']);
    expect(missingNotificationFields({ ...risk, color: [] })).toEqual(['Colour indicators']);
    expect(missingNotificationFields(risk)).toEqual([]);
  });

  it('reads as a list', () => {
    expect(listOfFields([])).toBe('');
    expect(listOfFields(['Subject'])).toBe('Subject');
    expect(listOfFields(['Subject', 'Message'])).toBe('Subject and Message');
    expect(listOfFields(['Organisation', 'Subject', 'Message'])).toBe(
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
    expect(reachText(0)).toBe('This notification will reach 0 users');
    expect(reachText(1)).toBe('This notification will reach 1 user');
    expect(reachText(42)).toBe('This notification will reach 42 users');
  });
});

describe('sent list', () => {
  it('shows the colours, or General', () => {
    expect(riskLevelText([])).toBe('General');
    expect(riskLevelText(undefined)).toBe('General');
    expect(riskLevelText(['orange', 'red'])).toBe('Red, Orange');
    expect(riskLevelText([...COLOUR_LEVELS])).toBe('Red, Orange, Green');
  });
});
