import { describe, expect, it } from 'vitest';
import { ANSWER_TYPES, CUSTOM_OPTIONS_MAX, CUSTOM_OPTIONS_MIN } from '@/config/constants';
import type { Question } from '@/domain/types';
import {
  answerSummary,
  canAddOption,
  canRemoveOption,
  newQuestionValues,
  OPTIONS_COUNT_MESSAGE,
  OPTIONS_MESSAGE,
  questionChanges,
  questionData,
  requiredText,
  questionFormValues,
  validOptions,
  validOrder,
  type QuestionFormValues,
} from '@/domain/questionForm';
import { REQUIRED } from '@/domain/codes';
import { createI18nProvider } from '@/i18n/i18nProvider';
import { messages } from '@/resources/questions/messages';

const { translate } = createI18nProvider(messages);

const filled: QuestionFormValues = {
  ...newQuestionValues(),
  label: ' How often do you exercise? ',
  section: 'Life',
  questionnaire: 'life',
  order: 3,
};

const stored: Question = {
  id: 'q1',
  label: 'How many hours do you sleep?',
  type: 'Number',
  category: 'Mind',
  section: 'Sleep',
  questionnaire: 'Sleep',
  unit: 'hours',
  order: 1,
  invertedAnswers: false,
  clinicianQuestion: false,
  icon: 'sleep',
  answers: [],
};

describe('a new question', () => {
  it('starts with 2 empty options and order 1', () => {
    const values = newQuestionValues();
    expect(values.answers).toEqual(['', '']);
    expect(values.answers).toHaveLength(CUSTOM_OPTIONS_MIN);
    expect(values.order).toBe(1);
    expect(values.icon).toBe('life');
    expect(ANSWER_TYPES).toContain(values.type);
  });
});

describe('validation (docs/product.md §5)', () => {
  it('needs label, section and questionnaire', () => {
    for (const empty of ['', '   ', undefined, null]) expect(requiredText(empty)).toBe(REQUIRED);
    expect(requiredText('Sleep')).toBeUndefined();
  });

  it('needs an order of at least 1', () => {
    expect(validOrder(1)).toBeUndefined();
    expect(validOrder(12)).toBeUndefined();
    for (const bad of [0, -1, 1.5, null, undefined, '2']) expect(validOrder(bad)).toBeDefined();
  });

  it('needs 2 to 6 filled options for Custom options', () => {
    expect(validOptions(['Yes', 'No'])).toBeUndefined();
    expect(validOptions(['', ''])).toBe(OPTIONS_MESSAGE);
    expect(validOptions(['Yes', ' '])).toBe(OPTIONS_MESSAGE);
    expect(validOptions(['Yes'])).toBe(OPTIONS_COUNT_MESSAGE);
    expect(validOptions(Array.from({ length: 7 }, (_, i) => `o${i}`))).toBe(OPTIONS_COUNT_MESSAGE);
    expect(validOptions(undefined)).toBe(OPTIONS_COUNT_MESSAGE);
  });

  it('adds options up to 6 and blocks removal at 2', () => {
    expect(canAddOption(CUSTOM_OPTIONS_MAX - 1)).toBe(true);
    expect(canAddOption(CUSTOM_OPTIONS_MAX)).toBe(false);
    expect(canRemoveOption(CUSTOM_OPTIONS_MIN + 1)).toBe(true);
    expect(canRemoveOption(CUSTOM_OPTIONS_MIN)).toBe(false);
  });
});

describe('what is written', () => {
  it('trims, spells the questionnaire as known and keeps no options for fixed types', () => {
    expect(questionData({ ...filled, unit: 'kg', answers: ['a', 'b'] })).toEqual({
      label: 'How often do you exercise?',
      type: 'How often',
      category: 'Life',
      section: 'Life',
      questionnaire: 'Life',
      order: 3,
      invertedAnswers: false,
      clinicianQuestion: false,
      icon: 'life',
      answers: [],
    });
  });

  it('keeps the unit only for Number', () => {
    expect(questionData({ ...filled, type: 'Number', unit: ' kg ' }).unit).toBe('kg');
    expect(questionData({ ...filled, type: 'Number', unit: '' })).not.toHaveProperty('unit');
    expect(questionData({ ...filled, type: 'Text answer', unit: 'kg' })).not.toHaveProperty('unit');
  });

  it('keeps the options for Custom options', () => {
    const data = questionData({ ...filled, type: 'Custom options', answers: [' Yes', 'No '] });
    expect(data.answers).toEqual(['Yes', 'No']);
  });
});

describe('questionChanges (docs/product.md §4: an edit with no change writes nothing)', () => {
  it('is empty for an untouched form', () => {
    expect(questionChanges(stored, questionFormValues(stored))).toEqual({});
  });

  it('is empty for a question stored without the optional fields', () => {
    const legacy = { ...stored, type: 'Text answer', unit: undefined, icon: undefined };
    delete (legacy as Partial<Question>).invertedAnswers;
    delete (legacy as Partial<Question>).answers;
    expect(questionChanges(legacy, questionFormValues(legacy))).toEqual({});
  });

  it('names only the fields that changed', () => {
    const values = { ...questionFormValues(stored), label: 'Hours of sleep?', order: 2 };
    expect(questionChanges(stored, values)).toEqual({ label: 'Hours of sleep?', order: 2 });
  });

  it('clears the unit when the type is no longer Number', () => {
    const values: QuestionFormValues = {
      ...questionFormValues(stored),
      type: 'Custom options',
      answers: ['Under 6', '6 to 8', 'Over 8'],
    };
    expect(questionChanges(stored, values)).toEqual({
      type: 'Custom options',
      answers: ['Under 6', '6 to 8', 'Over 8'],
      unit: '',
    });
  });

  it('edits stored options, padded to 2 when fewer are stored', () => {
    expect(
      questionFormValues({ ...stored, type: 'Custom options', answers: ['a', 'b', 'c'] }).answers,
    ).toEqual(['a', 'b', 'c']);
    expect(questionFormValues({ ...stored, answers: ['only'] }).answers).toEqual(['only', '']);
  });
});

describe('answerSummary', () => {
  it('describes every answer type of docs/product.md §9', () => {
    expect(answerSummary({ type: 'How often' }, translate)).toBe(
      'Never, Rarely, Sometimes, Often, Very often',
    );
    expect(answerSummary({ type: 'Agree or disagree' }, translate)).toMatch(
      /^Strongly agree.*Strongly disagree$/,
    );
    expect(answerSummary({ type: 'Percentage range' }, translate)).toBe(
      'A percentage from 0% to 100%',
    );
    expect(answerSummary({ type: 'Number', unit: 'kg' }, translate)).toBe('A number, in kg');
    expect(answerSummary({ type: 'Text answer' }, translate)).toBe('Free text');
    expect(answerSummary({ type: 'Custom options', answers: ['Yes', 'No'] }, translate)).toBe(
      'Yes, No',
    );
  });
});
