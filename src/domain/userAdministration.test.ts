import {
  administrationRefusal,
  canRemoveManager,
  CREATABLE_ROLES,
  managerEntry,
  roleChangeEffects,
  type Party,
} from '@/domain/userAdministration';

const kynd: Party = { uid: 'k', role: 'Kynd Admin', organisationId: 'K' };
const orgAdmin: Party = { uid: 'o', role: 'Org Admin', organisationId: 'A' };
const party = (role: Party['role'], organisationId = 'A', uid = 'x'): Party => ({
  uid,
  role,
  organisationId,
});

describe('administrationRefusal', () => {
  it('refuses everyone acting on themselves', () => {
    expect(administrationRefusal(kynd, { ...kynd })).toBe('ownAccount');
    expect(administrationRefusal(orgAdmin, { ...orgAdmin })).toBe('ownAccount');
  });

  it('lets a Kynd Admin act on anyone else', () => {
    for (const role of ['Kynd Admin', 'Org Admin', 'Clinician', 'User'] as const) {
      expect(administrationRefusal(kynd, party(role, 'B'))).toBeUndefined();
    }
  });

  it('lets an Org Admin act only on Users and Org Admins of its organisation', () => {
    expect(administrationRefusal(orgAdmin, party('User'))).toBeUndefined();
    expect(administrationRefusal(orgAdmin, party('Org Admin'))).toBeUndefined();
    expect(administrationRefusal(orgAdmin, party('User', 'B'))).toBe('outsideOrganisation');
    expect(administrationRefusal(orgAdmin, party('Kynd Admin'))).toBe('kyndAdminOnly');
    expect(administrationRefusal(orgAdmin, party('Clinician'))).toBe('kyndAdminOnly');
    expect(administrationRefusal({ ...orgAdmin, organisationId: null }, party('User'))).toBe(
      'outsideOrganisation',
    );
  });

  it('refuses Clinicians and Users', () => {
    expect(administrationRefusal(party('Clinician', 'A', 'c'), party('User'))).toBe(
      'roleNotAllowed',
    );
    expect(administrationRefusal(party('User', 'A', 'u'), party('User'))).toBe('roleNotAllowed');
  });
});

describe('CREATABLE_ROLES', () => {
  it('follows docs/product.md §6', () => {
    expect(CREATABLE_ROLES['Kynd Admin']).toEqual(['Kynd Admin', 'Org Admin', 'Clinician']);
    expect(CREATABLE_ROLES['Org Admin']).toEqual(['Org Admin']);
    expect(CREATABLE_ROLES.User).toEqual([]);
  });
});

describe('roleChangeEffects', () => {
  it('adds a new Org Admin to the managers', () => {
    expect(roleChangeEffects('User', 'Org Admin')).toEqual({
      addManager: true,
      removeManager: false,
      removeEmployee: false,
      revokeSessions: false,
    });
  });

  it('takes a former Org Admin out of the managers and, when it becomes a User, the employees', () => {
    expect(roleChangeEffects('Org Admin', 'User')).toEqual({
      addManager: false,
      removeManager: true,
      removeEmployee: true,
      revokeSessions: true,
    });
    expect(roleChangeEffects('Org Admin', 'Clinician')).toMatchObject({
      removeManager: true,
      removeEmployee: false,
      revokeSessions: true,
    });
  });

  it('revokes the sessions of anyone losing a privileged role', () => {
    expect(roleChangeEffects('Kynd Admin', 'Org Admin').revokeSessions).toBe(true);
    expect(roleChangeEffects('Clinician', 'User').revokeSessions).toBe(true);
    expect(roleChangeEffects('User', 'Kynd Admin').revokeSessions).toBe(false);
    expect(roleChangeEffects('Org Admin', 'Org Admin')).toEqual({
      addManager: false,
      removeManager: false,
      removeEmployee: false,
      revokeSessions: false,
    });
  });
});

describe('managerEntry', () => {
  it('names the manager by first and last name', () => {
    expect(managerEntry({ id: 'u', firstName: 'Aroha', lastName: 'Ngata' })).toEqual({
      id: 'u',
      name: 'Aroha Ngata',
    });
    expect(managerEntry({ id: 'u', firstName: 'Aroha' })).toEqual({ id: 'u', name: 'Aroha' });
  });
});

describe('canRemoveManager', () => {
  it('lets a manager go only when another one stays (docs/product.md §4 Manager removal)', () => {
    expect(canRemoveManager(0)).toBe(false);
    expect(canRemoveManager(1)).toBe(false);
    expect(canRemoveManager(2)).toBe(true);
  });
});
