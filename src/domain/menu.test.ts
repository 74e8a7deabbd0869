import {
  canSeeHearingVisionAlerts,
  composeMenuItems,
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

describe('composeMenuItems', () => {
  it('keeps the entries in order and puts a sub-item into its section after the named one', () => {
    const items = composeMenuItems([
      {
        key: 'n',
        label: 'N',
        children: [
          { key: 'n-sent', label: 'Sent', path: '/n' },
          { key: 'n-new', label: 'New', path: '/n/create' },
        ],
      },
      { key: 'm', label: 'M', path: '/m', under: 'n', after: 'n-sent' },
      { key: 'q', label: 'Q', path: '/q' },
      { key: 'z', label: 'Z', path: '/z', under: 'n' },
    ]);
    expect(items.map((item) => item.key)).toEqual(['n', 'q']);
    expect(items[0]?.children).toEqual([
      { key: 'n-sent', label: 'Sent', path: '/n' },
      { key: 'm', label: 'M', path: '/m' },
      { key: 'n-new', label: 'New', path: '/n/create' },
      { key: 'z', label: 'Z', path: '/z' },
    ]);
  });

  it('refuses a sub-item whose section no entry declares', () => {
    expect(() => composeMenuItems([{ key: 'm', label: 'M', under: 'missing' }])).toThrow(
      'Menu entry m: no section missing',
    );
  });
});
