import { clinicianLabel, permissionRequest, permissionTables } from '@/domain/clinicianPermissions';

const organisations = [
  { id: 'c', name: 'Coastal', industry: 'Hospitality' },
  { id: 'a2', name: 'kauri Tax', industry: 'Accounting' },
  { id: 'a1', name: 'Harbour', industry: 'Accounting' },
  { id: 's', name: 'Subscriptions', industry: '' },
  { id: 'e', name: 'Bayview', industry: 'Education' },
];

describe('clinicianLabel', () => {
  it('shows first name, last name and e-mail', () => {
    expect(
      clinicianLabel({ id: 'x', firstName: 'Priya', lastName: 'Sharma', email: 'p@example.com' }),
    ).toBe('Priya Sharma (p@example.com)');
    expect(clinicianLabel({ id: 'x', firstName: 'Priya', lastName: 'Sharma' })).toBe(
      'Priya Sharma',
    );
  });
});

describe('permissionTables', () => {
  it('sorts by industry, then by name, ignoring letter case', () => {
    const { available } = permissionTables(organisations, []);
    expect(available.map((organisation) => organisation.id)).toEqual(['s', 'a1', 'a2', 'e', 'c']);
  });

  it('splits the organisations into current permissions and those that can be added', () => {
    const { current, available } = permissionTables(organisations, ['c', 'a1', 'gone']);
    expect(current.map((organisation) => organisation.id)).toEqual(['a1', 'c']);
    expect(available.map((organisation) => organisation.id)).toEqual(['s', 'a2', 'e']);
  });
});

describe('permissionRequest', () => {
  it('adds or removes one organisation (docs/product.md §4)', () => {
    expect(permissionRequest('clin', 'a1', true)).toEqual({
      action: 'addClinicianOrganisation',
      userId: 'clin',
      organisationId: 'a1',
    });
    expect(permissionRequest('clin', 'a1', false).action).toBe('removeClinicianOrganisation');
  });
});
