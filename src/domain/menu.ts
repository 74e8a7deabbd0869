// The navigation's rules (docs/product.md §2 Menu): an item with a role shows to that role only,
// so the allow-listed staff, provider admins for data scope only, see what any 'User' sees.
import { HEARING_VISION_QUESTIONNAIRES } from '@/config/constants';
import type { Role } from '@/domain/types';

export interface MenuItem {
  /** Also the key of the section's expand/collapse state. */
  key: string;
  label: string;
  path?: string;
  role?: Role;
  rule?: 'hearingVision';
  children?: MenuItem[];
}

export interface MenuGroup {
  key: string;
  subheader?: string;
  items: MenuItem[];
}

/** With `under`, a sub-item of that section, after the sub-item keyed `after` (else last). */
export type MenuEntry = MenuItem & { under?: string; after?: string };

function withChild(section: MenuItem, child: MenuItem, after: string | undefined): MenuItem {
  const children = [...(section.children ?? [])];
  const at = children.findIndex((item) => item.key === after);
  children.splice(at === -1 ? children.length : at + 1, 0, child);
  return { ...section, children };
}

export function composeMenuItems(entries: readonly MenuEntry[]): MenuItem[] {
  const strip = ({ under: _under, after: _after, ...item }: MenuEntry): MenuItem => item;
  const items = entries.filter((entry) => entry.under === undefined).map(strip);
  for (const entry of entries) {
    if (entry.under === undefined) continue;
    const at = items.findIndex((item) => item.key === entry.under);
    if (at === -1) throw new Error(`Menu entry ${entry.key}: no section ${entry.under}`);
    items[at] = withChild(items[at], strip(entry), entry.after);
  }
  return items;
}

export interface MenuPermissions {
  role: Role;
  customQuestionnaires: readonly string[];
}

/** For a provider admin, or a user whose organisation has hearing-v2 or vision-v2. */
export function canSeeHearingVisionAlerts(permissions: MenuPermissions): boolean {
  return (
    permissions.role === 'Kynd Admin' ||
    HEARING_VISION_QUESTIONNAIRES.some((key) => permissions.customQuestionnaires.includes(key))
  );
}

function isVisible(item: MenuItem, permissions: MenuPermissions): boolean {
  if (item.rule === 'hearingVision' && !canSeeHearingVisionAlerts(permissions)) return false;
  return item.role === undefined || item.role === permissions.role;
}

function visibleItems(items: readonly MenuItem[], permissions: MenuPermissions): MenuItem[] {
  return items
    .filter((item) => isVisible(item, permissions))
    .map((item) =>
      item.children ? { ...item, children: visibleItems(item.children, permissions) } : item,
    );
}

export function visibleMenu(menu: readonly MenuGroup[], permissions: MenuPermissions): MenuGroup[] {
  return menu
    .map((group) => ({ ...group, items: visibleItems(group.items, permissions) }))
    .filter((group) => group.items.length > 0);
}

const flatten = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children ?? [])]);

const allItems = (menu: readonly MenuGroup[]) => menu.flatMap((group) => flatten(group.items));

export function activeItemKey(menu: readonly MenuGroup[], pathname: string): string | undefined {
  let best: MenuItem | undefined;
  for (const item of allItems(menu)) {
    const { path } = item;
    if (path === undefined || (pathname !== path && !pathname.startsWith(`${path}/`))) continue;
    if (best?.path === undefined || path.length > best.path.length) best = item;
  }
  return best?.key;
}

export function sectionsToOpen(menu: readonly MenuGroup[], pathname: string): string[] {
  const active = activeItemKey(menu, pathname);
  return allItems(menu)
    .filter((item) => item.children && flatten([item]).some(({ key }) => key === active))
    .map((item) => item.key);
}
