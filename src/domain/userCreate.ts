// docs/product.md §5 Create user: the form's checks, in the order the product gives them, and the request
// the createUser callable takes. The server checks everything again (functions/src/createUser).
import { ALL_ID } from '@/domain/dashboard';
import { firstTooLong } from '@/domain/schemas/fields';
import { createUserSchema } from '@/domain/schemas/users';
import { ROLES, type Role } from '@/domain/types';
import { CREATABLE_ROLES } from '@/domain/userAdministration';

/**
 * docs/product.md §5 Create user, server side: the server checks the caller's right to the role
 * (CREATABLE_ROLES of domain/userAdministration), generates the password (docs/product.md §9), creates the
 * Auth account and the users document (lower-case names), and adds the user to the
 * organisation's employees and, for an Org Admin, its managers, all at once. Refuses a taken
 * e-mail with already-exists 'E-mail is already in use'.
 */
export interface CreateUserRequest {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  organisationId: string;
  /** A division of that organisation. */
  divisionId: string;
}
export interface CreateUserResponse {
  uid: string;
  /** The generated password, to show once (docs/product.md §9: 20-second toast). */
  password: string;
}

export interface NewUserForm {
  role: string;
  email: string;
  firstName: string;
  lastName: string;
  /** An organisation id, or ALL_ID / '' when none is chosen. */
  organisationId: string;
  /** A division id, or ALL_ID / '' when none is chosen. */
  divisionId: string;
}

export const CREATE_USER_MESSAGES = {
  organisation: 'Please, choose an organisation',
  division: 'Please, choose a division',
  email: 'Invalid email',
  required: 'Please, fill in all required fields',
  emailInUse: 'E-mail is already in use',
} as const;

const chosen = (id: string) => id !== '' && id !== ALL_ID;

/** The first problem of docs/product.md §5, in its order, or undefined when the form may be sent. */
export function createUserProblem(form: NewUserForm): string | undefined {
  if (!chosen(form.organisationId)) return CREATE_USER_MESSAGES.organisation;
  if (!chosen(form.divisionId)) return CREATE_USER_MESSAGES.division;
  // The same e-mail schema as the createUser callable's (functions/src/validation.ts).
  if (!createUserSchema.shape.email.safeParse(form.email).success) {
    return CREATE_USER_MESSAGES.email;
  }
  const required = [form.firstName, form.lastName, form.role, form.email];
  if (required.some((value) => value.trim() === '')) return CREATE_USER_MESSAGES.required;
  return firstTooLong(createUserSchema, form, { firstName: 'First name', lastName: 'Last name' })
    ?.message;
}

/** docs/product.md §6: the roles a creator may give. */
export function creatableRoles(creator: Role | undefined): readonly Role[] {
  return creator ? CREATABLE_ROLES[creator] : [];
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The createUser request of a checked form (names trimmed; the server stores the lower case). */
export function createUserRequest(form: NewUserForm): CreateUserRequest {
  if (!isRole(form.role)) throw new Error(`Unknown role ${form.role}`);
  return {
    role: form.role,
    email: form.email.trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    organisationId: form.organisationId,
    divisionId: form.divisionId,
  };
}
