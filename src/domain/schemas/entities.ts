import { z } from 'zod';
import {
  ALERT_STATUSES,
  ANSWER_TYPES,
  CATEGORIES,
  DIVISION_ID_PATTERN,
  FIELD_LIMITS,
  MESSAGE_FREQUENCY_DAYS,
} from '@/config/constants';
import { requiredText, text } from '@/domain/schemas/fields';
import { ROLES } from '@/domain/types';

export const alertActionSchema = z.object({
  status: z.enum(ALERT_STATUSES),
  /** Counted as typed, not trimmed: the rules measure the stored comment. */
  comment: z.string().max(FIELD_LIMITS.alertComment),
});

export const articleSchema = z.object({
  title: requiredText(FIELD_LIMITS.articleTitle),
  authorName: text(FIELD_LIMITS.articleAuthor),
  hashtags: z.array(z.string()).min(1).max(FIELD_LIMITS.hashtags),
  categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length),
  body: z.array(z.unknown()).max(FIELD_LIMITS.articleBlocks),
  bodyImagesUrls: z.array(z.string()).max(FIELD_LIMITS.articleImages),
  questionnaires: z.array(z.string()).max(FIELD_LIMITS.articleQuestionnaires),
  authorImage: text(FIELD_LIMITS.fileName),
});

export const codeSchema = z.object({
  /** Typed by people in the mobile app, stored upper-cased. */
  code: requiredText(FIELD_LIMITS.code),
  maximumUsage: z.number().int().min(1).max(FIELD_LIMITS.codeMaximumUsage),
});

export const divisionSchema = z.object({
  name: requiredText(FIELD_LIMITS.divisionName),
  description: text(FIELD_LIMITS.divisionDescription),
});

export const industrySchema = z.object({ name: requiredText(FIELD_LIMITS.industryName) });

/** Subject and message are measured as stored (the message with its break tags), untrimmed. */
export const messageLevelSchema = z.object({
  isActive: z.boolean(),
  frequency: z.literal(MESSAGE_FREQUENCY_DAYS),
  subject: z.string().max(FIELD_LIMITS.messageSubject),
  message: z.string().max(FIELD_LIMITS.messageBody),
});

export const notificationSchema = z.object({
  title: requiredText(FIELD_LIMITS.notificationTitle),
  body: requiredText(FIELD_LIMITS.notificationBody),
  measurement: text(FIELD_LIMITS.measurement),
});

export const organisationSchema = z.object({
  name: requiredText(FIELD_LIMITS.organisationName),
  address: requiredText(FIELD_LIMITS.address),
  /** Asked for but not enforced. */
  phone: text(FIELD_LIMITS.phone),
  industry: industrySchema.shape.name,
  divisionName: divisionSchema.shape.name,
});

export const questionSchema = z.object({
  label: requiredText(FIELD_LIMITS.questionLabel),
  type: z.enum(ANSWER_TYPES),
  category: z.enum(CATEGORIES),
  section: text(FIELD_LIMITS.questionGroup),
  questionnaire: requiredText(FIELD_LIMITS.questionGroup),
  unit: text(FIELD_LIMITS.questionUnit),
  order: z.number().int().min(1).max(FIELD_LIMITS.questionOrder),
  icon: text(FIELD_LIMITS.iconName),
  answers: z.array(z.string()).max(FIELD_LIMITS.questionAnswers),
});

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

export const personNameSchema = requiredText(FIELD_LIMITS.personName);
export const emailSchema = requiredText(FIELD_LIMITS.email).regex(EMAIL_PATTERN);
/** As typed: spaces and dashes are dropped before the E.164 check. */
export const phoneSchema = requiredText(FIELD_LIMITS.phone);
export const roleSchema = z.enum(ROLES);

/** Firebase Auth accepts 6 characters; the product asks for at least 8. */
export const passwordSchema = z.string().min(8).max(128);

export const createUserSchema = z.object({
  role: roleSchema,
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  organisationId: z.string().min(1),
  divisionId: z.string().regex(DIVISION_ID_PATTERN),
});

export const userMoveSchema = z.object({
  newOrgName: z.string().max(FIELD_LIMITS.organisationName),
  newDivisionName: z.string().max(FIELD_LIMITS.divisionName),
});
