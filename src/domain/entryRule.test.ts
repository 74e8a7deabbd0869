import { mayEnterByEmail, mayEnterByPhone, recheckDecision } from '@/domain/entryRule';

const active = { isActive: true };

describe('mayEnterByEmail', () => {
  it('admits an active Kynd Admin or Org Admin of an active organisation', () => {
    expect(mayEnterByEmail({ ...active, role: 'Kynd Admin' }, true)).toBe(true);
    expect(mayEnterByEmail({ ...active, role: 'Org Admin' }, true)).toBe(true);
  });

  it('refuses a Clinician, a User and a user without a role', () => {
    expect(mayEnterByEmail({ ...active, role: 'Clinician', email: 'c@example.com' }, true)).toBe(
      false,
    );
    expect(mayEnterByEmail({ ...active, role: 'User', email: 'u@example.com' }, true)).toBe(false);
    expect(mayEnterByEmail({ ...active, email: 'u@example.com' }, true)).toBe(false);
    expect(mayEnterByEmail({ ...active, role: 'Superuser' }, true)).toBe(false);
  });

  it('refuses an admin of an inactive organisation', () => {
    expect(mayEnterByEmail({ ...active, role: 'Org Admin' }, false)).toBe(false);
    expect(mayEnterByEmail({ ...active, role: 'Org Admin' }, undefined)).toBe(false);
  });

  it('refuses an inactive admin', () => {
    expect(mayEnterByEmail({ isActive: false, role: 'Kynd Admin' }, true)).toBe(false);
    expect(mayEnterByEmail({ role: 'Kynd Admin' }, true)).toBe(false);
  });

  it('admits the allow-listed staff whatever their role, in any letter case', () => {
    expect(mayEnterByEmail({ ...active, role: 'User', email: 'staff1@example.com' }, true)).toBe(
      true,
    );
    expect(mayEnterByEmail({ ...active, email: ' Staff5@Example.com ' }, true)).toBe(true);
  });

  it('still refuses inactive allow-listed staff', () => {
    expect(mayEnterByEmail({ isActive: false, email: 'staff1@example.com' }, true)).toBe(false);
    expect(mayEnterByEmail({ ...active, email: 'staff1@example.com' }, false)).toBe(false);
  });
});

describe('mayEnterByPhone', () => {
  it('admits an active user without a role, a Kynd Admin and an Org Admin', () => {
    expect(mayEnterByPhone({ ...active })).toBe(true);
    expect(mayEnterByPhone({ ...active, role: null })).toBe(true);
    expect(mayEnterByPhone({ ...active, role: 'Kynd Admin' })).toBe(true);
    expect(mayEnterByPhone({ ...active, role: 'Org Admin' })).toBe(true);
  });

  it('refuses a Clinician and an explicit User', () => {
    expect(mayEnterByPhone({ ...active, role: 'Clinician' })).toBe(false);
    expect(mayEnterByPhone({ ...active, role: 'User' })).toBe(false);
  });

  it('refuses an inactive user', () => {
    expect(mayEnterByPhone({ isActive: false, role: 'Org Admin' })).toBe(false);
    expect(mayEnterByPhone({ role: 'Org Admin' })).toBe(false);
  });

  it('admits active allow-listed staff', () => {
    expect(mayEnterByPhone({ ...active, role: 'User', email: 'staff2@example.com' })).toBe(true);
  });
});

describe('recheckDecision', () => {
  it('keeps an active user of an active organisation', () => {
    expect(recheckDecision({ userIsActive: true, organisationIsActive: true })).toBe('keep');
  });

  it('signs out when the user or the organisation is inactive', () => {
    expect(recheckDecision({ userIsActive: false, organisationIsActive: true })).toBe('signOut');
    expect(recheckDecision({ userIsActive: true, organisationIsActive: false })).toBe('signOut');
    expect(recheckDecision({ userIsActive: false, organisationIsActive: undefined })).toBe(
      'signOut',
    );
  });

  it('does nothing when the status is unknown', () => {
    expect(recheckDecision({ userIsActive: undefined, organisationIsActive: undefined })).toBe(
      'keep',
    );
    expect(recheckDecision({ userIsActive: true, organisationIsActive: undefined })).toBe('keep');
  });
});
