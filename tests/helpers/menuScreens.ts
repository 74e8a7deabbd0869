// The screens a demo account's menu offers (docs/product.md §2 Menu), from the menu's own table
// (src/resources/registry.ts) and the seed's accounts: the walks over every screen (accessibility,
// Retry after failed reads) follow the menu without a list of their own.
import { visibleMenu, type MenuItem, type MenuPermissions } from '../../src/domain/menu';
import { MENU, RESOURCES } from '../../src/resources/registry';
import type { ResourceConfig } from '../../src/resources/ResourceConfig';
import { DEMO_ACCOUNTS } from '../../scripts/seed/accounts';
import { ORGANISATION_PLANS } from '../../scripts/seed/organisations';

/** What the menu needs to know about a demo account, from the seed's own tables. */
export function permissionsOf(email: string): MenuPermissions {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  const organisation = ORGANISATION_PLANS.find((plan) => plan.id === account.organisationId);
  return {
    role: account.role,
    customQuestionnaires: organisation?.customQuestionnaires ?? [],
  };
}

function pathsOf(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.path ? [item.path] : []),
    ...pathsOf(item.children ?? []),
  ]);
}

/** Every path the menu offers, in menu order. */
export function pathsFor(permissions: MenuPermissions): string[] {
  return visibleMenu(MENU, permissions).flatMap((group) => pathsOf(group.items));
}

/** Every path the account's menu offers, in menu order. */
export function menuPaths(email: string): string[] {
  return pathsFor(permissionsOf(email));
}

export const RESOURCE_CONFIGS: readonly ResourceConfig[] = Object.values(RESOURCES);
