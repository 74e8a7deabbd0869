// The mobile app's writes that go through the server (docs/app-contract.md).
import { CATEGORIES, CATEGORY_KEYS, FIELD_LIMITS, type CategoryKey } from '@/config/constants';
import { alertNameFragments, alertSubjectOf } from '@/domain/alerts';
import { userDerivedFields } from '@/domain/derivedFields';
import { measurementBoundsProblem, MEASUREMENT_BOUNDS } from '@/domain/measurementBounds';
import { measurementsOf } from '@/domain/measurements';
import {
  bloodPressureOf,
  classifyMeasurement,
  ScoreRangeError,
  type ClassificationContext,
  type MeasurementValue,
  type Sex,
} from '@/domain/scoreRanges';
import type {
  AlertQuestionnaire,
  NamedRef,
  Role,
  User,
  UserMeasurementResult,
} from '@/domain/types';
import { textOf } from '@/domain/values';

export const SIGN_UP_ERRORS = {
  unknownCode: 'This access code does not exist.',
  inactiveCode: 'This access code is no longer active.',
  fullCode: 'This access code has reached its maximum number of users.',
  // The words the app already uses for an organisation that left the service.
  inactiveOrganisation: 'Your company no longer offers the app',
  unknownDivision: "This access code's division no longer exists.",
  ambiguousCode: 'This access code cannot be used. Ask your organisation for another one.',
  alreadySignedUp: 'This account has already signed up.',
} as const;

export function signUpPlacement(
  code: Record<string, unknown> | undefined,
  organisation: Record<string, unknown> | undefined,
): { problem: keyof typeof SIGN_UP_ERRORS } | { organisation: NamedRef; division: NamedRef } {
  if (!code || typeof code.organisationId !== 'string') return { problem: 'unknownCode' };
  if (code.isActive !== true) return { problem: 'inactiveCode' };
  const usage = typeof code.currentUsage === 'number' ? code.currentUsage : 0;
  const maximum = typeof code.maximumUsage === 'number' ? code.maximumUsage : 0;
  if (usage >= maximum) return { problem: 'fullCode' };
  if (!organisation || organisation.isActive !== true) return { problem: 'inactiveOrganisation' };
  const divisions = Array.isArray(organisation.divisions) ? organisation.divisions : [];
  const division = (divisions as { id?: unknown; name?: unknown }[]).find(
    (entry) => entry?.id === code.divisionId,
  );
  if (!division || typeof division.id !== 'string') return { problem: 'unknownDivision' };
  return {
    organisation: { id: code.organisationId, name: textOf(organisation.name) },
    division: { id: division.id, name: textOf(division.name) },
  };
}

export function signedUpUser(
  input: Pick<User, 'firstName' | 'lastName' | 'email' | 'phone' | 'organisation' | 'division'> & {
    uid: string;
    now: Date;
  },
): Record<string, unknown> & { role: Role } {
  const { uid, now, email, phone, ...person } = input;
  return {
    id: uid,
    ...person,
    // What the triggers would derive, written at once: the lower-case names, the role User, and
    // no push reach until the app sends consent and a token.
    ...userDerivedFields({ ...person, role: 'User' }),
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    isActive: true,
    isSubscriptionUser: false,
    isReceivingPushNotifications: false,
    createdAt: now,
    updatedAt: now,
  };
}

export type ComputedResult = Required<Omit<UserMeasurementResult, 'calculatedAt'>>;

function storedValue(key: string, value: MeasurementValue): number | string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ScoreRangeError(`${key}: a number is required`);
    return value;
  }
  if (typeof value === 'string') {
    if (value.length > FIELD_LIMITS.reading) throw new ScoreRangeError(`${key}: too long`);
    return value.trim();
  }
  if (value && typeof value === 'object' && bloodPressureOf(value)) {
    return `${value.systolic}/${value.diastolic}`;
  }
  throw new ScoreRangeError(`${key}: unreadable value`);
}

/** A height that can be a person's: one stored before these bounds may not be. */
const possibleHeight = (cm: number | undefined): number | undefined =>
  cm !== undefined && cm >= MEASUREMENT_BOUNDS.height.min && cm <= MEASUREMENT_BOUNDS.height.max
    ? cm
    : undefined;

/** Throws ScoreRangeError for an unknown key, another category's key or an impossible value. */
export function computeResults(input: {
  category: CategoryKey;
  values: Record<string, MeasurementValue>;
  /** The user's stored sex (docs/product.md §3), for the ranges that differ by sex. */
  sex?: Sex;
  diabetic?: boolean;
  exSmokerYears?: number;
  /** The height the user gave before (scores.body.height.value), for weight by BMI. */
  storedHeightCm?: number;
}): Record<string, ComputedResult> {
  const category = CATEGORIES[CATEGORY_KEYS.indexOf(input.category)];
  const known = new Set(measurementsOf(category).map(({ key }) => key));
  const entries = Object.entries(input.values);
  if (entries.length === 0) throw new ScoreRangeError('No values given');
  const height = input.values.height;
  const heightCm = typeof height === 'number' ? height : possibleHeight(input.storedHeightCm);
  const context: ClassificationContext = { ...input, heightCm };
  const results: Record<string, ComputedResult> = {};
  for (const [key, value] of entries) {
    if (!known.has(key)) {
      throw new ScoreRangeError(`'${key}' is not a ${category} measurement`);
    }
    const stored = storedValue(key, value);
    const impossible = measurementBoundsProblem(key, stored);
    if (impossible) throw new ScoreRangeError(impossible);
    results[key] = { colour: classifyMeasurement(key, stored, context), value: stored };
  }
  return results;
}

/** At most 15 minutes ahead of the server's clock; the aggregates count colours, not dates. */
export function resultDateProblem(date: Date, now: Date): string | null {
  if (Number.isNaN(date.getTime())) return 'measuredAt is not a date';
  if (date.getTime() > now.getTime() + 15 * 60_000) return 'measuredAt is in the future';
  if (date.getTime() < Date.UTC(2000, 0, 1)) return 'measuredAt is before 2000';
  return null;
}

/**
 * The id of a user's alert in an organisation: one alert per user and organisation, so that a user
 * who moved raises a new alert for the new organisation while the old one keeps its follow-up.
 */
export function appAlertId(organisationId: string, uid: string): string {
  return `${organisationId}_${uid}`;
}

export function newQuestionnaireAlert(
  uid: string,
  user: Record<string, unknown>,
  questionnaire: AlertQuestionnaire,
  now: Date,
): Record<string, unknown> {
  const person = alertSubjectOf(uid, user);
  const organisation = (person.organisation as NamedRef | undefined) ?? { id: '', name: '' };
  return {
    id: appAlertId(organisation.id, uid),
    user: person,
    organisation,
    division: { name: person.division?.name ?? '' },
    createdAt: now,
    questionnaireAlerts: {
      hearing: questionnaire === 'hearing',
      vision: questionnaire === 'vision',
    },
    [`${questionnaire}Status`]: 'Open',
    status: 'Open',
    actions: [],
    userNameFragments: alertNameFragments(person),
  };
}

/** null while that questionnaire's panel is open or in progress; the actions are kept. */
export function raisedAlertChange(
  alert: Record<string, unknown>,
  questionnaire: AlertQuestionnaire,
): Record<string, unknown> | null {
  const flags = (alert.questionnaireAlerts ?? {}) as Partial<Record<AlertQuestionnaire, unknown>>;
  const status = alert[`${questionnaire}Status`];
  if (flags[questionnaire] === true && status !== 'Resolved') return null;
  return {
    [`questionnaireAlerts.${questionnaire}`]: true,
    [`${questionnaire}Status`]: 'Open',
    status: 'Open',
  };
}
