import { ALL_ID } from '@/domain/dashboard';
import {
  CREATE_USER_MESSAGES,
  createUserProblem,
  createUserRequest,
  creatableRoles,
  type NewUserForm,
} from '@/domain/userCreate';

const complete: NewUserForm = {
  role: 'Org Admin',
  email: ' new.admin@example.com ',
  firstName: ' New ',
  lastName: 'Admin',
  organisationId: 'A',
  divisionId: 'a1',
};

describe('createUserProblem', () => {
  it('accepts a complete form', () => {
    expect(createUserProblem(complete)).toBeUndefined();
  });

  it('checks in the order of docs/product.md §5: organisation, division, e-mail, required fields', () => {
    const empty: NewUserForm = {
      role: '',
      email: '',
      firstName: '',
      lastName: '',
      organisationId: ALL_ID,
      divisionId: ALL_ID,
    };
    expect(createUserProblem(empty)).toBe(CREATE_USER_MESSAGES.organisation);
    expect(createUserProblem({ ...empty, organisationId: 'A' })).toBe(
      CREATE_USER_MESSAGES.division,
    );
    expect(createUserProblem({ ...empty, organisationId: 'A', divisionId: 'a1' })).toBe(
      CREATE_USER_MESSAGES.email,
    );
    expect(
      createUserProblem({ ...empty, organisationId: 'A', divisionId: 'a1', email: 'a@b.co' }),
    ).toBe(CREATE_USER_MESSAGES.required);
  });

  it('treats an empty choice like All, and needs every name and the role', () => {
    expect(createUserProblem({ ...complete, organisationId: '' })).toBe(
      CREATE_USER_MESSAGES.organisation,
    );
    expect(createUserProblem({ ...complete, divisionId: '' })).toBe(CREATE_USER_MESSAGES.division);
    for (const field of ['role', 'firstName', 'lastName'] as const) {
      expect(createUserProblem({ ...complete, [field]: '  ' })).toBe(CREATE_USER_MESSAGES.required);
    }
  });

  it('refuses e-mails without a user, a domain or a dot in the domain', () => {
    for (const email of ['plain', '@example.com', 'a@', 'a@example', 'a b@example.com']) {
      expect(createUserProblem({ ...complete, email })).toBe(CREATE_USER_MESSAGES.email);
    }
  });
});

describe('creatableRoles and createUserRequest', () => {
  it('lets an Org Admin create Org Admins and a Kynd Admin the three admin roles (docs/product.md §6)', () => {
    expect(creatableRoles('Org Admin')).toEqual(['Org Admin']);
    expect(creatableRoles('Kynd Admin')).toEqual(['Kynd Admin', 'Org Admin', 'Clinician']);
    expect(creatableRoles('User')).toEqual([]);
    expect(creatableRoles(undefined)).toEqual([]);
  });

  it('sends the trimmed form', () => {
    expect(createUserRequest(complete)).toEqual({
      role: 'Org Admin',
      email: 'new.admin@example.com',
      firstName: 'New',
      lastName: 'Admin',
      organisationId: 'A',
      divisionId: 'a1',
    });
    expect(() => createUserRequest({ ...complete, role: 'Owner' })).toThrow();
  });
});
