// Properties of the question form's validators and of what it writes (docs/product.md §5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ANSWER_TYPES,
  CUSTOM_OPTIONS_MAX,
  CUSTOM_OPTIONS_MIN,
  FIELD_LIMITS,
} from '@/config/constants';
import {
  newQuestionValues,
  questionChanges,
  questionData,
  questionFormValues,
  requiredText,
  validLabel,
  validOptions,
  validOrder,
  validQuestionnaire,
  validUnit,
} from './questionForm';

const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });

describe('question validators, properties', () => {
  it('never throw on any value and answer a message or undefined', () => {
    for (const validate of [
      requiredText,
      validLabel,
      validQuestionnaire,
      validUnit,
      validOrder,
      validOptions,
    ]) {
      fc.assert(
        fc.property(fc.anything(), (value) => {
          const message = validate(value);
          expect(message === undefined || (typeof message === 'string' && message !== '')).toBe(
            true,
          );
        }),
      );
    }
  });

  it('required text refuses exactly the blank strings', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(requiredText(text) === undefined).toBe(text.trim() !== '');
      }),
    );
  });

  it('accepted labels, questionnaires and units are within FIELD_LIMITS', () => {
    const text = fc.string({ unit: 'grapheme-ascii', maxLength: FIELD_LIMITS.questionLabel + 5 });
    fc.assert(
      fc.property(text, (value) => {
        if (validLabel(value) === undefined) {
          expect(value.trim().length).toBeLessThanOrEqual(FIELD_LIMITS.questionLabel);
        }
        if (validQuestionnaire(value) === undefined) {
          expect(value.trim().length).toBeLessThanOrEqual(FIELD_LIMITS.questionGroup);
        }
        if (validUnit(value) === undefined) {
          expect(value.trim().length).toBeLessThanOrEqual(FIELD_LIMITS.questionUnit);
        }
      }),
    );
  });

  it('order: exactly the whole numbers of at least 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (order) => {
        expect(validOrder(order) === undefined).toBe(Number.isInteger(order) && order >= 1);
      }),
    );
  });

  it('options: 2 to 6, none blank', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 8 }), (options) => {
        const fine =
          options.length >= CUSTOM_OPTIONS_MIN &&
          options.length <= CUSTOM_OPTIONS_MAX &&
          options.every((option) => option.trim() !== '');
        expect(validOptions(options) === undefined).toBe(fine);
      }),
    );
  });
});

describe('questionData, properties', () => {
  const values = fc.record({
    label: anyText,
    type: fc.constantFrom(...ANSWER_TYPES),
    section: anyText,
    questionnaire: anyText,
    unit: anyText,
    answers: fc.array(anyText, { minLength: 2, maxLength: 6 }),
    order: fc.integer({ min: 1, max: 1000 }),
  });

  it('writes trimmed texts, a unit only for Number, options only for Custom options', () => {
    fc.assert(
      fc.property(values, (typed) => {
        const data = questionData({ ...newQuestionValues(), ...typed });
        expect(data.label).toBe(data.label.trim());
        expect(data.section).toBe(data.section.trim());
        if (data.unit !== undefined) {
          expect(typed.type).toBe('Number');
          expect(data.unit).toBe(data.unit.trim());
        }
        if (typed.type !== 'Custom options') expect(data.answers).toEqual([]);
        else for (const answer of data.answers ?? []) expect(answer).toBe(answer.trim());
      }),
    );
  });

  it('a stored question opened and saved untouched changes nothing', () => {
    fc.assert(
      fc.property(values, (typed) => {
        const stored = questionData({ ...newQuestionValues(), ...typed });
        expect(questionChanges(stored, questionFormValues(stored))).toEqual({});
      }),
    );
  });
});
