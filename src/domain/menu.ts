// The pure rules of the navigation of docs/product.md §2 (Menu): how the menu is put together from
// each resource's entries (src/resources/registry.ts composes it), what a signed-in user sees in
// it and in the header's secondary line.
//
// Visibility (docs/product.md §2): an item with a role is visible only to that exact role; an item without a
// role is visible to every signed-in user. The allow-listed staff have the role 'User': docs/product.md §6
// makes them provider admins for data scope only, so the menu, which matches roles exactly, shows
// them what any 'User' sees. For the same reason "provider admin" in the Hearing Vision Alerts rule
// means the role 'Kynd Admin'.
import type { Role } from '@/domain/types';

export interface MenuItem {
  /** Stable key (also used for the expand/collapse state of a section). */
  key: string;
  /** Catalogue key of its text (`app.menu.*`). */
  label: string;
  /** Where the item navigates; a section without a path only expands and collapses. */
  path?: string;
  /** Visible only to this exact role; absent means every signed-in user. */
  role?: Role;
  /** Visibility decided by a rule instead of a role. */
  rule?: 'hearingVision';
  children?: MenuItem[];
}

export interface MenuGroup {
  key: string;
  /** Heading shown above the group; absent for a group without a heading. */
  subheader?: string;
  items: MenuItem[];
}

/**
 * A resource's contribution to the menu: an item of the main group, or, with `under`, a sub-item
 * of another resource's section (after the sub-item keyed `after`, else last).
 */
export type MenuEntry = MenuItem & { under?: string; after?: string };

function withChild(section: MenuItem, child: MenuItem, after: string | undefined): MenuItem {
  const children = [...(section.children ?? [])];
  const at = children.findIndex((item) => item.key === after);
  children.splice(at === -1 ? children.length : at + 1, 0, child);
  return { ...section, children };
}

/** The items of a group from the resources' entries, in their order; sub-items join sections. */
export function composeMenuItems(entries: readonly MenuEntry[]): MenuItem[] {
  const strip = ({ under: _under, after: _after, ...item }: MenuEntry): MenuItem => item;
  let items = entries.filter((entry) => entry.under === undefined).map(strip);
  for (const entry of entries) {
    if (entry.under === undefined) continue;
    const section = items.find((item) => item.key === entry.under);
    if (!section) throw new Error(`Menu entry ${entry.key}: no section ${entry.under}`);
    items = items.map((item) =>
      item === section ? withChild(item, strip(entry), entry.after) : item,
    );
  }
  return items;
}

/** What the menu needs to know about the signed-in user (a subset of the auth permissions). */
export interface MenuPermissions {
  role: Role;
  /** customQuestionnaires of the user's organisation. */
  customQuestionnaires: readonly string[];
}

const KYND_ADMIN: Role = 'Kynd Admin';

const HEARING_VISION_QUESTIONNAIRES: readonly string[] = ['hearing-v2', 'vision-v2'];

/** docs/product.md §2: Hearing Vision Alerts is for a provider admin, or for a user whose organisation has
 * the custom questionnaire hearing-v2 or vision-v2. */
export function canSeeHearingVisionAlerts(permissions: MenuPermissions): boolean {
  return (
    permissions.role === KYND_ADMIN ||
    permissions.customQuestionnaires.some((key) => HEARING_VISION_QUESTIONNAIRES.includes(key))
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

/** The menu the signed-in user sees; groups left empty are dropped. */
export function visibleMenu(menu: readonly MenuGroup[], permissions: MenuPermissions): MenuGroup[] {
  return menu
    .map((group) => ({ ...group, items: visibleItems(group.items, permissions) }))
    .filter((group) => group.items.length > 0);
}

function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function allItems(menu: readonly MenuGroup[]): MenuItem[] {
  const flatten = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
  return menu.flatMap((group) => flatten(group.items));
}

/** The item to highlight for a route: the one whose path is the longest prefix of it. */
export function activeItemKey(menu: readonly MenuGroup[], pathname: string): string | undefined {
  let best: MenuItem | undefined;
  for (const item of allItems(menu)) {
    if (item.path === undefined || !isWithin(pathname, item.path)) continue;
    if (best?.path === undefined || item.path.length > best.path.length) best = item;
  }
  return best?.key;
}

function contains(item: MenuItem, key: string): boolean {
  return item.key === key || (item.children ?? []).some((child) => contains(child, key));
}

/** Keys of the sections (items with sub-items) that hold the active item, to open them. */
export function sectionsToOpen(menu: readonly MenuGroup[], pathname: string): string[] {
  const active = activeItemKey(menu, pathname);
  if (active === undefined) return [];
  return allItems(menu)
    .filter((item) => item.children !== undefined && contains(item, active))
    .map((item) => item.key);
}

/** The header's secondary line (docs/product.md §2): 'Provider admin' for a Kynd Admin, 'Clinician' for a
 * clinician, and the organisation name for an organisation admin. A 'User' (the allow-listed
 * staff among them, see the note at the top) also sees their organisation name, which is what
 * their role ties them to. */
export function headerSecondaryLine(role: Role, organisationName: string | undefined): string {
  if (role === KYND_ADMIN) return 'Provider admin';
  if (role === 'Clinician') return 'Clinician';
  return organisationName ?? '';
}
