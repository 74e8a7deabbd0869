import { isCategory, isOneOf } from '@/domain/oneOf';
import {
  ANSWER_TYPES,
  CUSTOM_OPTIONS_MAX,
  CUSTOM_OPTIONS_MIN,
  type Category,
} from '@/config/constants';
import type { z } from 'zod';
import { REQUIRED } from '@/domain/codes';
import { DEFAULT_QUESTIONNAIRE_ICON, canonicalQuestionnaire } from '@/domain/questionnaires';
import { maxText } from '@/domain/schemas/fields';
import type { Translate } from '@/domain/wording';
import { questionSchema } from '@/domain/schemas/entities';
import { sameData } from '@/domain/timestamps';
import type { Question } from '@/domain/types';

/** docs/product.md §9: the answers the mobile app offers for the fixed answer types. */
export const HOW_OFTEN_ANSWERS = ['Never', 'Rarely', 'Sometimes', 'Often', 'Very often'] as const;
export const AGREE_ANSWERS = [
  'Strongly agree',
  'Agree',
  'Neither agree nor disagree',
  'Disagree',
  'Strongly disagree',
] as const;

export function answerSummary(
  question: Pick<Question, 'type' | 'unit' | 'answers'>,
  translate: Translate,
): string {
  switch (question.type) {
    case 'How often':
      return HOW_OFTEN_ANSWERS.join(', ');
    case 'Agree or disagree':
      return AGREE_ANSWERS.join(', ');
    case 'Percentage range':
      return translate('resources.questions.answers.percentage');
    case 'Number':
      return question.unit
        ? translate('resources.questions.answers.number_in', { unit: question.unit })
        : translate('resources.questions.answers.number');
    case 'Text answer':
      return translate('resources.questions.answers.free_text');
    case 'Custom options':
      return (question.answers ?? []).join(', ');
    default:
      return '';
  }
}

/** What the form holds. `answers` are the Custom options, kept while another type is chosen. */
export interface QuestionFormValues {
  label: string;
  type: (typeof ANSWER_TYPES)[number];
  category: Category;
  section: string;
  questionnaire: string;
  unit: string;
  order: number | null;
  invertedAnswers: boolean;
  clinicianQuestion: boolean;
  icon: string;
  answers: string[];
}

export function questionFormValues(question: Partial<Question>): QuestionFormValues {
  const answers = Array.isArray(question.answers) ? question.answers.map(String) : [];
  return {
    label: question.label ?? '',
    type: isOneOf(ANSWER_TYPES, question.type) ? question.type : ANSWER_TYPES[0],
    category: isCategory(question.category) ? question.category : 'Life',
    section: question.section ?? '',
    questionnaire: question.questionnaire ?? '',
    unit: question.unit ?? '',
    order: typeof question.order === 'number' ? question.order : 1,
    invertedAnswers: question.invertedAnswers === true,
    clinicianQuestion: question.clinicianQuestion === true,
    icon: question.icon || DEFAULT_QUESTIONNAIRE_ICON,
    answers: [...answers, ...Array.from({ length: CUSTOM_OPTIONS_MIN - answers.length }, () => '')],
  };
}

export const newQuestionValues = (): QuestionFormValues => questionFormValues({});

// react-admin validators, answering a catalogue key (src/resources/questions/messages.ts).

export const ORDER_MESSAGE = 'resources.questions.validation.order';
export const OPTIONS_MESSAGE = 'resources.questions.validation.options';
export const OPTIONS_COUNT_MESSAGE = 'resources.questions.validation.options_count';

export function requiredText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? undefined : REQUIRED;
}

function requiredWithin(problem: string, field: z.core.$ZodType) {
  const tooLong = maxText(problem, field);
  return (value: unknown) => requiredText(value) ?? tooLong(value);
}

export const validLabel = requiredWithin(
  'resources.questions.validation.label_too_long',
  questionSchema.shape.label,
);
export const validQuestionnaire = requiredWithin(
  'resources.questions.validation.questionnaire_too_long',
  questionSchema.shape.questionnaire,
);
export const validUnit = maxText(
  'resources.questions.validation.unit_too_long',
  questionSchema.shape.unit,
);

export function validOrder(value: unknown): string | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? undefined
    : ORDER_MESSAGE;
}

export const canAddOption = (count: number) => count < CUSTOM_OPTIONS_MAX;
export const canRemoveOption = (count: number) => count > CUSTOM_OPTIONS_MIN;

export function validOptions(value: unknown): string | undefined {
  const options = Array.isArray(value) ? value : [];
  if (options.length < CUSTOM_OPTIONS_MIN || options.length > CUSTOM_OPTIONS_MAX) {
    return OPTIONS_COUNT_MESSAGE;
  }
  return options.some((option) => requiredText(option)) ? OPTIONS_MESSAGE : undefined;
}

export type QuestionData = Omit<Question, 'id'>;

/** The unit only for Number, the options only for Custom options. */
export function questionData(values: QuestionFormValues): QuestionData {
  const unit = values.unit.trim();
  return {
    label: values.label.trim(),
    type: values.type,
    category: values.category,
    section: values.section.trim(),
    questionnaire: canonicalQuestionnaire(values.questionnaire),
    ...(values.type === 'Number' && unit !== '' ? { unit } : {}),
    order: Number(values.order),
    invertedAnswers: values.invertedAnswers,
    clinicianQuestion: values.clinicianQuestion,
    icon: values.icon.trim() || DEFAULT_QUESTIONNAIRE_ICON,
    answers: values.type === 'Custom options' ? values.answers.map((answer) => answer.trim()) : [],
  };
}

/** Against the stored question as the form would write it: an untouched form changes nothing. */
export function questionChanges(
  stored: Partial<Question>,
  values: QuestionFormValues,
): Partial<QuestionData> {
  const before = questionData(questionFormValues(stored));
  const after = questionData(values);
  const changes: Partial<Record<keyof QuestionData, unknown>> = {};
  for (const key of Object.keys(after) as (keyof QuestionData)[]) {
    if (!sameData(after[key], before[key])) changes[key] = after[key];
  }
  if (after.unit === undefined && before.unit !== undefined) changes.unit = '';
  return changes as Partial<QuestionData>;
}
