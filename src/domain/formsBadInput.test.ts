// Every form with bad input: empty, 10,000 characters, non-Latin, whitespace-only and
// script-bearing values. Each either gets a clear message (the spec's, where it names one) or is
// accepted and comes back unchanged from the database, through the data provider's conversions.
import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '@/config/constants';
import { toDocumentData, toRecord } from '@/providers/dataProvider/records';
import { formValuesOf, articleContentOf, submitErrorOf } from '@/resources/articles/articleForm';
import { ARTICLE_MESSAGES } from './articles';
import { normaliseCode, REQUIRED } from './codes';
import {
  CHOOSE_INDUSTRY_NAME,
  CODE_CHARACTERS_MESSAGE,
  FILL_IN_ALL_REQUIRED_FIELDS,
  FILL_IN_DIVISION_FIELDS,
  checkCodeForm,
  CODE_TOO_LONG,
  checkDivisionForm,
  checkIndustryName,
  checkOrganisationForm,
} from './forms';
import { editableTemplate, initialMessageProblem, initialMessageWrite } from './messages';
import {
  EMPTY_NOTIFICATION_DRAFT,
  missingNotificationFields,
  notificationWrite,
  validNotificationBody,
  validNotificationTitle,
} from './notifications';
import {
  newQuestionValues,
  questionData,
  validLabel,
  validOptions,
  validQuestionnaire,
  validUnit,
  OPTIONS_MESSAGE,
} from './questionForm';
import { tooLongMessage } from '@/domain/schemas/fields';
import { i18nProvider } from '@/resources/registry';
import { CREATE_USER_MESSAGES, createUserProblem, createUserRequest } from './userCreate';

const BAD_VALUES = {
  empty: '',
  '10,000 characters': 'k'.repeat(10_000),
  'non-Latin': 'Māori 日本語 العربية',
  'whitespace-only': '  \t \n ',
  'script-bearing': '<img src=x onerror=alert(1)>',
} as const;
type Kind = keyof typeof BAD_VALUES;
const KINDS = Object.keys(BAD_VALUES) as Kind[];

/** What a form does with a value: refuses it with a message, or stores these fields. */
type Outcome = { refused: string } | { stored: Record<string, unknown> };

/** The fields as the database gives them back after the provider wrote them. */
function roundTrip(stored: Record<string, unknown>): Record<string, unknown> {
  const data = toDocumentData({ ...stored, id: 'record-1' });
  const snapshot = {
    id: 'record-1',
    data: () => data,
  } as unknown as Parameters<typeof toRecord>[0];
  const { id, ...fields } = toRecord(snapshot);
  expect(id).toBe('record-1');
  return fields;
}

interface FieldCase {
  form: string;
  field: string;
  /** The form's outcome for the field set to `value`, the others filled in correctly. */
  outcome: (value: string) => Outcome;
  /** The message for a blank value, when the field is required. */
  blank?: string;
  /** The message for 10,000 characters; none where the database keeps text of any length. */
  tooLong?: string;
  /** Other values the form refuses, with their messages. */
  refuses?: Partial<Record<Kind, string>>;
  /** How the form stores an accepted value (trimmed, upper-cased...). */
  stores?: (value: string) => unknown;
}

const organisation = {
  name: 'Harbour',
  address: '1 Quay St',
  phone: '09 123 4567',
  industry: 'industry-accounting',
  divisionName: 'Default division',
  code: 'HARBOUR',
  codeUsage: 10,
};
const organisationCase = (field: keyof typeof organisation, label: string, limit: number) => ({
  form: 'Create organisation',
  field,
  outcome: (value: string): Outcome => {
    const checked = checkOrganisationForm({ ...organisation, [field]: value });
    return checked.ok
      ? { stored: { [field]: checked.value[field] } }
      : { refused: checked.message };
  },
  blank: field === 'phone' ? undefined : FILL_IN_ALL_REQUIRED_FIELDS,
  tooLong: tooLongMessage(label, limit),
});

const user = {
  role: 'User',
  email: 'new.person@example.com',
  firstName: 'Aroha',
  lastName: 'Ngata',
  organisationId: 'org-1',
  divisionId: 'division-1',
};
const userCase = (field: 'firstName' | 'lastName', label: string): FieldCase => ({
  form: 'Create user',
  field,
  outcome: (value) => {
    const form = { ...user, [field]: value };
    const problem = createUserProblem(form);
    return problem ? { refused: problem } : { stored: { [field]: createUserRequest(form)[field] } };
  },
  blank: CREATE_USER_MESSAGES.required,
  tooLong: tooLongMessage(label, FIELD_LIMITS.personName),
});

/** A react-admin validated field: refused with the validator's message, else stored by `store`. */
const validated = (
  form: string,
  field: string,
  validate: (value: unknown) => string | undefined,
  store: (value: string) => Record<string, unknown>,
  blank: string | undefined,
  tooLong: string | undefined,
  refuses?: FieldCase['refuses'],
): FieldCase => ({
  form,
  field,
  refuses,
  outcome: (value) => {
    const message = validate(value);
    return message ? { refused: message } : { stored: store(value) };
  },
  blank,
  tooLong,
});

const question = (values: Partial<ReturnType<typeof newQuestionValues>>) =>
  questionData({ ...newQuestionValues(), section: 'Sleep', ...values }) as unknown as Record<
    string,
    unknown
  >;

const notification = {
  ...EMPTY_NOTIFICATION_DRAFT,
  organisationId: 'org-1',
  title: 'Hi',
  body: 'Hello',
};
/** Refusals are catalogue keys or words: both compared as the screen shows them. */
const { translate } = i18nProvider;
const notificationCase = (field: 'title' | 'body', label: string, limit: number): FieldCase => ({
  form: 'Create notification',
  field,
  outcome: (value) => {
    const draft = { ...notification, [field]: value };
    const missing = missingNotificationFields(draft);
    if (missing.length > 0) {
      const labels = missing.map((name) => translate(`resources.notifications.fields.${name}`));
      return { refused: `To send, fill in ${labels.join(', ')}.` };
    }
    const message = (field === 'title' ? validNotificationTitle : validNotificationBody)(value);
    if (message) return { refused: message };
    return { stored: { [field]: notificationWrite(draft)[field] } };
  },
  blank: `To send, fill in ${label}.`,
  tooLong: tooLongMessage(label, limit),
});

const articleCase = (field: 'title' | 'authorName', tooLong: string): FieldCase => ({
  form: 'Article',
  field,
  outcome: (value) => {
    const values = {
      ...formValuesOf(),
      title: 'Sleep well',
      hashtags: 'sleep rest',
      [field]: value,
    };
    const error = submitErrorOf(values, undefined);
    if (error) return { refused: error };
    return { stored: { [field]: articleContentOf(values, undefined, new Date())[field] } };
  },
  blank: field === 'title' ? ARTICLE_MESSAGES.required : undefined,
  tooLong,
});

const messageCase = (field: 'subject' | 'message', label: string, limit: number): FieldCase => ({
  form: 'Initial message',
  field,
  outcome: (value) => {
    const edited = editableTemplate(undefined);
    edited.green = {
      ...edited.green,
      isActive: true,
      subject: 'Hi',
      message: 'Hello',
      [field]: value,
    };
    const refused = initialMessageProblem(edited);
    if (refused) {
      const level = translate(`resources.initialMessages.levels.${refused.level}`);
      const problem = translate(refused.problem);
      return {
        refused: translate('resources.initialMessages.validation.level', { level, problem }),
      };
    }
    const write = initialMessageWrite(
      undefined,
      { category: 'Life', measurement: 'Sleep' },
      edited,
      new Date(),
    );
    return { stored: { [field]: write?.green[field] } };
  },
  tooLong: `Green: ${tooLongMessage(label, limit)}`,
});

const CASES: FieldCase[] = [
  organisationCase('name', 'Name', FIELD_LIMITS.organisationName),
  organisationCase('address', 'Address', FIELD_LIMITS.address),
  organisationCase('phone', 'Phone', FIELD_LIMITS.phone),
  organisationCase('divisionName', 'Division name', FIELD_LIMITS.divisionName),
  {
    form: 'Create organisation',
    field: 'code',
    outcome: (value) => {
      const checked = checkOrganisationForm({ ...organisation, code: value });
      return checked.ok ? { stored: { code: checked.value.code } } : { refused: checked.message };
    },
    blank: FILL_IN_ALL_REQUIRED_FIELDS,
    tooLong: CODE_TOO_LONG,
    // A code's id is derived from it (docs/security.md "Access codes").
    refuses: { 'non-Latin': CODE_CHARACTERS_MESSAGE, 'script-bearing': CODE_CHARACTERS_MESSAGE },
    stores: normaliseCode,
  },
  {
    form: 'Create code',
    field: 'code',
    outcome: (value) => {
      const checked = checkCodeForm({
        organisationId: 'o',
        divisionId: 'd',
        code: value,
        maximumUsage: 5,
      });
      return checked.ok ? { stored: { code: checked.value.code } } : { refused: checked.message };
    },
    blank: FILL_IN_ALL_REQUIRED_FIELDS,
    tooLong: CODE_TOO_LONG,
    // A code's id is derived from it (docs/security.md "Access codes").
    refuses: { 'non-Latin': CODE_CHARACTERS_MESSAGE, 'script-bearing': CODE_CHARACTERS_MESSAGE },
    stores: normaliseCode,
  },
  ...(['name', 'description'] as const).map((field): FieldCase => ({
    form: 'Create division',
    field,
    outcome: (value) => {
      const checked = checkDivisionForm({ organisationId: 'o', name: 'Sales', [field]: value });
      return checked.ok
        ? { stored: { [field]: checked.value[field] } }
        : { refused: checked.message };
    },
    blank: field === 'name' ? FILL_IN_DIVISION_FIELDS : undefined,
    tooLong:
      field === 'name'
        ? tooLongMessage('Name', FIELD_LIMITS.divisionName)
        : tooLongMessage('Description', FIELD_LIMITS.divisionDescription),
  })),
  {
    form: 'Create industry',
    field: 'name',
    outcome: (value) => {
      const checked = checkIndustryName(value, ['Accounting']);
      return checked.ok ? { stored: { name: checked.name } } : { refused: checked.message };
    },
    blank: CHOOSE_INDUSTRY_NAME,
    tooLong: tooLongMessage('Name', FIELD_LIMITS.industryName),
  },
  userCase('firstName', 'First name'),
  userCase('lastName', 'Last name'),
  {
    form: 'Create user',
    field: 'email',
    outcome: (value) => {
      const problem = createUserProblem({ ...user, email: value });
      return problem ? { refused: problem } : { stored: { email: value.trim() } };
    },
    blank: CREATE_USER_MESSAGES.email,
    tooLong: CREATE_USER_MESSAGES.email,
    refuses: {
      'non-Latin': CREATE_USER_MESSAGES.email,
      'script-bearing': CREATE_USER_MESSAGES.email,
    },
  },
  validated(
    'Question',
    'label',
    validLabel,
    (label) => ({ label: question({ label }).label }),
    REQUIRED,
    tooLongMessage('Label', FIELD_LIMITS.questionLabel),
  ),
  validated(
    'Question',
    'questionnaire',
    validQuestionnaire,
    (questionnaire) => ({ questionnaire: question({ questionnaire }).questionnaire }),
    REQUIRED,
    tooLongMessage('Questionnaire', FIELD_LIMITS.questionGroup),
  ),
  validated(
    'Question',
    'unit',
    validUnit,
    (unit) => ({ unit: question({ type: 'Number', unit }).unit ?? '' }),
    undefined,
    tooLongMessage('Unit', FIELD_LIMITS.questionUnit),
    // Longer than a unit may be (20 characters).
    { 'script-bearing': tooLongMessage('Unit', FIELD_LIMITS.questionUnit) },
  ),
  validated(
    'Question',
    'answers',
    (value) => validOptions([value, 'Second option']),
    (option) => ({
      answers: question({ type: 'Custom options', answers: [option, 'Second option'] }).answers,
    }),
    OPTIONS_MESSAGE,
    // The database bounds the number of options (FIELD_LIMITS.questionAnswers), not their length.
    undefined,
  ),
  notificationCase('title', 'Subject', FIELD_LIMITS.notificationTitle),
  notificationCase('body', 'Message', FIELD_LIMITS.notificationBody),
  articleCase('title', ARTICLE_MESSAGES.titleTooLong),
  articleCase('authorName', ARTICLE_MESSAGES.authorTooLong),
  messageCase('subject', 'Subject', FIELD_LIMITS.messageSubject),
  messageCase('message', 'Message', FIELD_LIMITS.messageBody),
];

describe.each(CASES)('$form: $field with bad input', (field) => {
  const stores = field.stores ?? ((value: string) => value.trim());

  it.each(KINDS)('%s: a clear message, or stored and read back unchanged', (kind) => {
    const value = BAD_VALUES[kind];
    const outcome = field.outcome(value);
    const blank = value.trim() === '';
    if (blank && field.blank) {
      expect(outcome).toEqual({ refused: field.blank });
      return;
    }
    const refusal =
      field.refuses?.[kind] ?? (kind === '10,000 characters' ? field.tooLong : undefined);
    if (refusal) {
      expect(outcome).toHaveProperty('refused');
      if ('refused' in outcome) expect(translate(outcome.refused)).toBe(translate(refusal));
      return;
    }
    expect(outcome).toHaveProperty('stored');
    if (!('stored' in outcome)) return;
    const expected = field.field === 'answers' ? [stores(value), 'Second option'] : stores(value);
    expect(outcome.stored[field.field]).toEqual(expected);
    // The text is kept as data: the script-bearing value is stored as typed, not run or escaped.
    expect(roundTrip(outcome.stored)).toEqual(outcome.stored);
  });
});
