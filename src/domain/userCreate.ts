// Create user: the form's checks, in the product's order; the server checks everything again.
import { ALL_ID } from '@/domain/dashboard';
import type { z } from 'zod';
import { isOneOf } from '@/domain/oneOf';
import { firstTooLong } from '@/domain/schemas/fields';
import { createUserSchema } from '@/domain/schemas/entities';
import { ROLES, type Role } from '@/domain/types';
import { CREATABLE_ROLES } from '@/domain/userAdministration';

/** The server checks the caller's right to the role and generates the password. */
export type CreateUserRequest = z.infer<typeof createUserSchema>;
export interface CreateUserResponse {
  uid: string;
  /** To show once. */
  password: string;
}

export type NewUserForm = Omit<CreateUserRequest, 'role'> & { role: string };

/** Catalogue keys (src/i18n/en/validation.ts), which the screens translate. */
export const CREATE_USER_MESSAGES = {
  organisation: 'app.validation.choose_organisation',
  division: 'app.validation.choose_division',
  email: 'app.validation.invalid_email',
  required: 'app.validation.fill_in_required',
  emailInUse: 'app.validation.email_in_use',
  firstNameTooLong: 'resources.users.validation.first_name_too_long',
  lastNameTooLong: 'resources.users.validation.last_name_too_long',
} as const;

const chosen = (id: string) => id !== '' && id !== ALL_ID;

export function createUserProblem(form: NewUserForm): string | undefined {
  if (!chosen(form.organisationId)) return CREATE_USER_MESSAGES.organisation;
  if (!chosen(form.divisionId)) return CREATE_USER_MESSAGES.division;
  if (!createUserSchema.shape.email.safeParse(form.email).success) {
    return CREATE_USER_MESSAGES.email;
  }
  const required = [form.firstName, form.lastName, form.role, form.email];
  if (required.some((value) => value.trim() === '')) return CREATE_USER_MESSAGES.required;
  return firstTooLong(createUserSchema, form, {
    firstName: CREATE_USER_MESSAGES.firstNameTooLong,
    lastName: CREATE_USER_MESSAGES.lastNameTooLong,
  })?.message;
}

export function creatableRoles(creator: Role | undefined): readonly Role[] {
  return creator ? CREATABLE_ROLES[creator] : [];
}

export function createUserRequest(form: NewUserForm): CreateUserRequest {
  if (!isOneOf(ROLES, form.role)) throw new Error(`Unknown role ${form.role}`);
  return {
    role: form.role,
    email: form.email.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    organisationId: form.organisationId,
    divisionId: form.divisionId,
  };
}
