import { z } from 'zod';
import { DIVISION_ID_PATTERN, FIELD_LIMITS } from '@/config/constants';
import { requiredText } from '@/domain/schemas/fields';
import { ROLES } from '@/domain/types';

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
