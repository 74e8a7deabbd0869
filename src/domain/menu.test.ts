import {
  canSeeHearingVisionAlerts,
  headerSecondaryLine,
  visibleMenu,
  type MenuGroup,
  type MenuPermissions,
} from '@/domain/menu';

const kyndAdmin: MenuPermissions = { role: 'Kynd Admin', customQuestionnaires: [] };
const orgAdmin: MenuPermissions = { role: 'Org Admin', customQuestionnaires: [] };
const user: MenuPermissions = { role: 'User', customQuestionnaires: [] };
const staff: MenuPermissions = { role: 'User', customQuestionnaires: ['structural-health'] };

describe('visibleMenu', () => {
  it('drops a group left without items', () => {
    const menu: MenuGroup[] = [
      {
        key: 'a',
        subheader: 'Only admins',
        items: [{ key: 'x', label: 'X', path: '/x', role: 'Kynd Admin' }],
      },
      { key: 'b', items: [{ key: 'y', label: 'Y', path: '/y' }] },
    ];
    expect(visibleMenu(menu, user).map((group) => group.key)).toEqual(['b']);
  });
});

describe('canSeeHearingVisionAlerts', () => {
  it('is true for a Kynd Admin and for hearing-v2 or vision-v2 organisations only', () => {
    expect(canSeeHearingVisionAlerts(kyndAdmin)).toBe(true);
    expect(canSeeHearingVisionAlerts({ role: 'User', customQuestionnaires: ['vision-v2'] })).toBe(
      true,
    );
    expect(canSeeHearingVisionAlerts(orgAdmin)).toBe(false);
    expect(canSeeHearingVisionAlerts(staff)).toBe(false);
  });
});

describe('headerSecondaryLine', () => {
  it('reads Provider admin, Clinician, or the organisation name', () => {
    expect(headerSecondaryLine('Kynd Admin', 'Kynd')).toBe('Provider admin');
    expect(headerSecondaryLine('Clinician', 'Acme')).toBe('Clinician');
    expect(headerSecondaryLine('Org Admin', 'Acme Accounting')).toBe('Acme Accounting');
    expect(headerSecondaryLine('User', 'Acme Accounting')).toBe('Acme Accounting');
    expect(headerSecondaryLine('User', undefined)).toBe('');
  });
});
