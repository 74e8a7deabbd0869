// The Users list's controls as the e2e tests drive them (docs/product.md §2 and §4), by role and
// name, shared by every file that changes users from their cards.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { messages } from '../../src/resources/users/messages';
import { expectVisible } from './browser';

const { translate } = createI18nProvider(messages);

/** The list's count line, as the screen words it. */
export function usersFoundText(total: number): string {
  return total > 0
    ? translate('resources.users.list.found', { smart_count: total })
    : translate('resources.users.list.none_found');
}

export type SearchField = 'First name' | 'Last name';

const FIELD_KEYS: Record<SearchField, string> = {
  'First name': 'firstName',
  'Last name': 'lastName',
};

export function userCard(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Users' }).getByRole('listitem', { name, exact: true });
}

/** Answers the confirmation a card's change asks, and waits until it has closed. */
export async function confirmDialog(page: Page, title: string, button: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText(title, { exact: true }));
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: 60_000 });
}

export async function closeToasts(page: Page): Promise<void> {
  const buttons = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('button', { name: 'Close notification' });
  while ((await buttons.count()) > 0) {
    // A toast can close by itself while it is being clicked (its time is up): the click then
    // waits for a toast that will not come. What is left is counted again instead.
    await buttons
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/** Types a search and submits it, as a user does: nothing waits for its outcome. */
export async function submitSearch(page: Page, field: SearchField, term: string): Promise<void> {
  const form = page.getByRole('search', { name: 'Search users' });
  await form.getByRole('button', { name: field, exact: true }).click();
  await form.getByRole('textbox', { name: 'Search' }).fill(term);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
}

/**
 * Searches the list by a name and waits until it shows that search's outcome: at least one card,
 * each holding the term, or with `found: 'none'` no card at all. The cards shown before unmount
 * while the results load (a spinner takes their place), so a card clicked in that moment takes its
 * open confirmation with it.
 */
export async function searchUsers(
  page: Page,
  field: SearchField,
  term: string,
  { found = 'some' }: { found?: 'some' | 'none' } = {},
): Promise<void> {
  await submitSearch(page, field, term);
  const applied = { field: FIELD_KEYS[field], term: term.trim() };
  await expect.poll(() => appliedSearch(page), { timeout: 30_000 }).toEqual(applied);
  await expect
    .poll(() => outcomeOf(page, applied.term), { timeout: 30_000 })
    .toBe(found === 'some' ? 'matches' : 'none');
}

/** The search the address holds (react-admin keeps the list's filter in the query string). */
function appliedSearch(page: Page): unknown {
  const filter = new URL(page.url()).searchParams.get('filter');
  return filter ? (JSON.parse(filter) as { search?: unknown }).search : undefined;
}

/**
 * What the list shows of a search: still 'loading', 'none', only cards whose name holds the term
 * ('matches'), or cards of another list ('others').
 */
function outcomeOf(page: Page, term: string): Promise<'loading' | 'none' | 'matches' | 'others'> {
  return page.evaluate((wanted) => {
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
    if (document.querySelector('[aria-label="Loading users"]')) return 'loading';
    const names = [...document.querySelectorAll('ul[aria-label="Users"] > li[aria-label]')].map(
      (item) => item.getAttribute('aria-label') ?? '',
    );
    if (names.length === 0) return 'none';
    return names.every((name) => fold(name).includes(fold(wanted))) ? 'matches' : 'others';
  }, term);
}
