// What the end-to-end files of the organisations, divisions, codes and industries screens share:
// the demo database (admin SDK, to check what the screens wrote), toasts, selects and the
// industry comparison figures.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { connectToEmulators } from '../../scripts/seed/emulators';
import { INDUSTRY_SCORES_COLLECTION, industryScoresId } from '../../src/domain/industryScores';
import { expectVisible, chooseOption } from '../helpers/browser';
import { currentStack } from '../helpers/stack';

export const PROVIDER_ADMIN = 'provider.admin@example.com';
export const ORG_ADMIN = 'org.admin@example.com';
export const HARBOUR = 'org-harbour-accounting';

const stack = currentStack();
export const { db } = connectToEmulators(stack.projectId, stack.offset);

/** Waits for a toast with this title (and description), as the user sees it. */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  let toast = page.locator('[data-toast-type]').filter({ hasText: title });
  if (description) toast = toast.filter({ hasText: description });
  await expectVisible(toast, 30_000);
}

/** Closes every toast, so that the next expected one is not an earlier one. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close notification' });
  while ((await close.count()) > 0) await close.first().click();
}

export const choose = (page: Page, label: string, option: string) =>
  chooseOption(page, label, option);

export async function organisationData(id: string): Promise<Record<string, unknown>> {
  return (await db.collection('organisations').doc(id).get()).data() ?? {};
}

/** The active organisations of an industry, counted from the organisations themselves. */
export async function activeOrganisations(industry: string): Promise<number> {
  const counted = await db
    .collection('organisations')
    .where('industry', '==', industry)
    .where('isActive', '==', true)
    .count()
    .get();
  return counted.data().count;
}

/** Waits until the industry's comparison document counts what the organisations say. */
export async function expectIndustryFiguresToFollow(industry: string): Promise<void> {
  const expected = await activeOrganisations(industry);
  await expect
    .poll(
      async () =>
        (await db.collection(INDUSTRY_SCORES_COLLECTION).doc(industryScoresId(industry)).get()).get(
          'organisationsCount',
        ),
      { timeout: 30_000, message: `industryScores of ${industry}` },
    )
    .toBe(expected);
}
