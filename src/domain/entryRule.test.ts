import { mayEnterByEmail, mayEnterByPhone, recheckDecision } from '@/domain/entryRule';

const active = { isActive: true };

describe('mayEnterByEmail', () => {
  it('admits an active Kynd Admin or Org Admin of an active organisation', () => {
    expect(mayEnterByEmail({ ...active, role: 'Kynd Admin' }, true, false)).toBe(true);
    expect(mayEnterByEmail({ ...active, role: 'Org Admin' }, true, false)).toBe(true);
  });

  it('refuses a Clinician, a User and a user without a role', () => {
    expect(mayEnterByEmail({ ...active, role: 'Clinician' }, true, false)).toBe(false);
    expect(mayEnterByEmail({ ...active, role: 'User' }, true, false)).toBe(false);
    expect(mayEnterByEmail({ ...active }, true, false)).toBe(false);
    expect(mayEnterByEmail({ ...active, role: 'Superuser' }, true, false)).toBe(false);
  });

  it('refuses an admin of an inactive organisation', () => {
    expect(mayEnterByEmail({ ...active, role: 'Org Admin' }, false, false)).toBe(false);
    expect(mayEnterByEmail({ ...active, role: 'Org Admin' }, undefined, false)).toBe(false);
  });

  it('refuses an inactive admin', () => {
    expect(mayEnterByEmail({ isActive: false, role: 'Kynd Admin' }, true, false)).toBe(false);
    expect(mayEnterByEmail({ role: 'Kynd Admin' }, true, false)).toBe(false);
  });

  it('admits the allow-listed staff whatever their role', () => {
    expect(mayEnterByEmail({ ...active, role: 'User' }, true, true)).toBe(true);
    expect(mayEnterByEmail({ ...active }, true, true)).toBe(true);
  });

  it('still refuses inactive allow-listed staff', () => {
    expect(mayEnterByEmail({ isActive: false }, true, true)).toBe(false);
    expect(mayEnterByEmail({ ...active }, false, true)).toBe(false);
  });
});

describe('mayEnterByPhone', () => {
  it('admits an active user without a role, a Kynd Admin and an Org Admin', () => {
    expect(mayEnterByPhone({ ...active }, false)).toBe(true);
    expect(mayEnterByPhone({ ...active, role: null }, false)).toBe(true);
    expect(mayEnterByPhone({ ...active, role: 'Kynd Admin' }, false)).toBe(true);
    expect(mayEnterByPhone({ ...active, role: 'Org Admin' }, false)).toBe(true);
  });

  it('refuses a Clinician and an explicit User', () => {
    expect(mayEnterByPhone({ ...active, role: 'Clinician' }, false)).toBe(false);
    expect(mayEnterByPhone({ ...active, role: 'User' }, false)).toBe(false);
  });

  it('refuses an inactive user', () => {
    expect(mayEnterByPhone({ isActive: false, role: 'Org Admin' }, false)).toBe(false);
    expect(mayEnterByPhone({ role: 'Org Admin' }, false)).toBe(false);
  });

  it('admits active allow-listed staff', () => {
    expect(mayEnterByPhone({ ...active, role: 'User' }, true)).toBe(true);
    expect(mayEnterByPhone({ isActive: false, role: 'User' }, true)).toBe(false);
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
