// The four dashboard screens and the measurement modal in Chromium, signed in as the provider admin
// and as the organisation admin of the demo dataset. Expected figures are read from the score
// documents the seed computed, organisations/{id}/scores/{scope} (tests/emulators/
// demoDatasetChecks.ts shows that those equal what the seeded users imply), and, for an
// organisation the older clients scored, from the docs/product.md §3 `scores` map it alone has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { MIN_USERS_FOR_STATISTICS } from '../../src/config/constants';
import { dashboards as dashboardWording } from '../../src/i18n/en/dashboards';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { SCORES_SUBCOLLECTION } from '../../src/domain/scoreDocuments';
import {
  appUrl,
  chooseOption,
  closeBrowser,
  expectVisible,
  newPage,
  signInWithEmail,
} from '../helpers/browser';
import { currentStack } from '../helpers/stack';
import { storedOrganisation, storedScoreSet } from '../helpers/storedScores';

const THRESHOLD_MESSAGE = createI18nProvider(dashboardWording).translate(
  'app.dashboards.threshold',
  { smart_count: MIN_USERS_FOR_STATISTICS },
);

const PASSWORD = 'Kynd-demo-2026';
const PROVIDER_ADMIN = 'provider.admin@example.com';
const ORG_ADMIN = 'org.admin@example.com';
const HARBOUR = 'org-harbour-accounting';

interface Counts {
  green: number;
  orange: number;
  red: number;
  totalUsers: number;
}
interface StoredScoreSet {
  averageScore: {
    activeUsers: number;
    averageScore: number;
    bodyComplete: number;
    mindComplete: number;
    lifeComplete: number;
  };
  body: Record<string, Counts>;
  mind: Record<string, Counts>;
  life: Record<string, Counts>;
}
interface StoredOrganisation {
  id: string;
  name: string;
  industry: string;
  isActive: boolean;
  divisions: { id: string; name: string }[];
  /** Its score documents by scope (`all` and each division). */
  scores: Record<string, StoredScoreSet>;
}

let admin: App;
let db: Firestore;
let organisations: StoredOrganisation[];

async function readOrganisations(): Promise<StoredOrganisation[]> {
  const snapshot = await db.collection('organisations').get();
  return Promise.all(
    snapshot.docs.map(async (doc) => {
      const scores = await doc.ref.collection(SCORES_SUBCOLLECTION).get();
      return {
        ...(doc.data() as Omit<StoredOrganisation, 'id' | 'scores'>),
        id: doc.id,
        scores: Object.fromEntries(
          scores.docs.map((scope) => [scope.id, scope.data() as StoredScoreSet]),
        ),
      };
    }),
  );
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true });

function organisation(id: string): StoredOrganisation {
  const found = organisations.find((item) => item.id === id);
  if (!found) throw new Error(`organisation ${id} not seeded`);
  return found;
}

async function signIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const page = await newPage({ viewport: { width: 1440, height: 1000 } });
  await page.goto(appUrl('/'));
  await signInWithEmail(page, email, PASSWORD);
  await page.waitForURL('**/dashboard', { timeout: 30_000 });
  return { context: page.context(), page };
}

const choose = (page: Page, label: string, option: string) =>
  chooseOption(page, label, option, { exactLabel: false });

async function openMenu(page: Page, label: 'Dashboard' | 'Body' | 'Mind' | 'Life'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(
    label === 'Dashboard' ? '**/dashboard' : `**/dashboard/${label.toLowerCase()}`,
  );
}

/** The cells of a 'Table view' row: Completed, Green, Orange, Red. */
async function tableRow(page: Page, table: string, measurement: string): Promise<number[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${measurement}\\b`) }) });
  const cells = await row.getByRole('cell').allInnerTexts();
  return cells.map((cell) => Number(cell.trim()));
}

beforeAll(async () => {
  const stack = currentStack();
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${stack.ports.firestore}`;
  admin = initializeApp({ projectId: stack.projectId }, `dashboards-e2e-${Date.now()}`);
  db = getFirestore(admin);
  organisations = await readOrganisations();
});

afterAll(async () => {
  await closeBrowser();
  if (admin) await deleteApp(admin);
});

// A provider admin's Organisation selector is a search box (the industry's organisations are found
// by typing): what it shows is its input's value.
describe('dashboards as the provider admin', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signIn(PROVIDER_ADMIN));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens on Accounting and its first organisation with the Summary figures', async () => {
    const first = organisations.filter((item) => item.industry === 'Accounting').sort(byName)[0];
    if (!first) throw new Error('no Accounting organisation');
    const figures = first.scores.all;
    if (!figures) throw new Error('no scores');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Industry' }).innerText())
      .toBe('Accounting');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).inputValue(), {
        timeout: 30_000,
      })
      .toBe(first.name);
    await expect
      .poll(() => page.getByTestId('kynd-total-score').innerText(), { timeout: 20_000 })
      .toContain(String(figures.averageScore.averageScore));
    const completion = page.getByRole('region', { name: 'Completion summary' });
    await expect
      .poll(() => completion.innerText())
      .toContain(`Active users: ${figures.averageScore.activeUsers}`);
    for (const [category, key] of [
      ['Body', 'bodyComplete'],
      ['Mind', 'mindComplete'],
      ['Life', 'lifeComplete'],
    ] as const) {
      const link = completion.getByRole('link', {
        name: `${category}: ${figures.averageScore[key]} users completed`,
      });
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute('href')).toMatch(
        new RegExp(`^#?/dashboard/${category.toLowerCase()}$`),
      );
    }
    const body = Object.values(figures.body).reduce(
      (sum, entry) => ({
        red: sum.red + entry.red,
        orange: sum.orange + entry.orange,
        green: sum.green + entry.green,
      }),
      { red: 0, orange: 0, green: 0 },
    );
    const gauge = page.getByRole('img', { name: /^Body score/ });
    expect(await gauge.getAttribute('aria-label')).toContain(
      `results: ${body.green} green, ${body.orange} orange, ${body.red} red`,
    );
  });

  it('keeps the choice across the four screens and shows the Table view figures', async () => {
    const second = organisations.filter((item) => item.industry === 'Accounting').sort(byName)[1];
    if (!second) throw new Error('Accounting needs 2 organisations');
    await choose(page, 'Organisation', second.name);
    await openMenu(page, 'Body');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).inputValue())
      .toBe(second.name);
    await page.getByRole('button', { name: 'Table view' }).click();
    const weight = second.scores.all?.body.weight;
    if (!weight) throw new Error('no weight');
    await expect
      .poll(() => tableRow(page, second.name, 'Weight'))
      .toEqual([weight.totalUsers, weight.green, weight.orange, weight.red]);
    const headers = await page
      .getByRole('table', { name: second.name })
      .locator('thead')
      .getByRole('columnheader')
      .allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual([
      'Measurement',
      'Completed',
      'Green',
      'Orange',
      'Red',
    ]);
    await openMenu(page, 'Life');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).inputValue())
      .toBe(second.name);
    const life = second.scores.all?.life.life;
    if (!life) throw new Error('no life');
    await expect
      .poll(() => tableRow(page, second.name, 'Life'))
      .toEqual([life.totalUsers, life.green, life.orange, life.red]);
  });

  it('compares with an industry side by side', async () => {
    await openMenu(page, 'Body');
    await page.getByRole('switch', { name: 'Compare with an industry' }).check();
    await choose(page, 'Industry to compare', 'Construction');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Comparison with Construction' }).count())
      .toBe(1);
    const construction = organisations.filter((item) => item.industry === 'Construction');
    const sum = construction.reduce(
      (total, item) => {
        const weight = item.scores.all?.body.weight;
        return weight
          ? {
              totalUsers: total.totalUsers + weight.totalUsers,
              green: total.green + weight.green,
              orange: total.orange + weight.orange,
              red: total.red + weight.red,
            }
          : total;
      },
      { totalUsers: 0, green: 0, orange: 0, red: 0 },
    );
    await page.getByRole('button', { name: 'Table view' }).click();
    await expect
      .poll(() => tableRow(page, 'Construction', 'Weight'))
      .toEqual([sum.totalUsers, sum.green, sum.orange, sum.red]);
    await openMenu(page, 'Dashboard');
    await expect
      .poll(() => page.getByRole('region', { name: 'Comparison with Construction' }).innerText())
      .toContain('Active users:');
    await page.getByRole('switch', { name: 'Compare with an industry' }).uncheck();
  });

  it('opens a measurement with its ranges, about text and bounded history', async () => {
    await openMenu(page, 'Body');
    await page.getByRole('button', { name: 'Chart view' }).click();
    const organisationId = await currentOrganisationId(page);
    await page.getByRole('button', { name: 'Waist Circumference: open details' }).click();
    const dialog = page.getByRole('dialog', { name: /Waist Circumference/ });
    await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(1);
    const ranges = dialog.getByRole('table', { name: 'Score ranges of Waist Circumference' });
    const rows = await ranges.getByRole('row').allInnerTexts();
    expect(rows.join('\n')).toMatch(/Male\s+>100\s+94 to 100\s+<94/);
    expect(rows.join('\n')).toMatch(/Female\s+>86\s+80 to 86\s+<80/);
    expect(await dialog.innerText()).toContain('Waist circumference is measured');

    const history = await db
      .collection('organisationsScoresHistories')
      .doc(`${organisationId}_all_waistCircumference`)
      .get();
    const entries =
      ((history.get('history') ?? {}) as Record<string, { calculatedAt: Timestamp }[]>)
        .waistCircumference ?? [];
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const dates = entries
      .map((entry) => entry.calculatedAt.toDate())
      .sort((a, b) => a.getTime() - b.getTime());
    const from = dialog.getByRole('group', { name: 'From' });
    const to = dialog.getByRole('group', { name: 'To' });
    await expect.poll(() => fieldDate(from)).toBe(dayText(dates[0]));
    await expect.poll(() => fieldDate(to)).toBe(dayText(dates[dates.length - 1]));
    const chart = dialog.getByRole('img', { name: /^History of Waist Circumference/ });
    await expect
      .poll(() => chart.getAttribute('aria-label'))
      .toContain(`${dates.length} calculations`);
    const legend = await dialog.locator('.recharts-legend-item-text').allInnerTexts();
    expect(legend).toEqual(['Green', 'Orange', 'Red']);

    // Typing a From date inside the data narrows the chart.
    const later = dates[dates.length - 3] as Date;
    await typeDate(page, from, later);
    await expect.poll(() => chart.getAttribute('aria-label')).toContain('3 calculations');
    await expect.poll(() => fieldDate(from)).toBe(dayText(later));
    expect(await from.getAttribute('aria-invalid')).toBe('false');
    // A start before the earliest entry is flagged and the chart keeps to the data.
    await typeDate(page, from, new Date(2000, 0, 1));
    await expect.poll(() => from.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => chart.getAttribute('aria-label'))
      .toContain(`${dates.length} calculations`);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('shows a division of too few active users, with its whole history, which its Org Admin does not receive', async () => {
    const harbour = organisation(HARBOUR);
    const small = harbour.divisions.find(
      (division) =>
        (harbour.scores[division.id]?.averageScore.activeUsers ?? 0) <= MIN_USERS_FOR_STATISTICS,
    );
    if (!small) throw new Error('the demo needs a division of too few active users');
    // The Summary holds the completion summary and the total score (the test before ends on Body).
    await openMenu(page, 'Dashboard');
    // Its readers' document holds the count alone; the figures are in the Kynd Admin's twin.
    expect(harbour.scores[small.id]).toMatchObject({ withheld: true });
    const twin = (
      await db.doc(`organisations/${HARBOUR}/withheldScores/${small.id}`).get()
    ).data() as StoredScoreSet;
    await choose(page, 'Industry', 'Accounting');
    await choose(page, 'Organisation', harbour.name);
    await choose(page, 'Division', small.name);
    const completion = page.getByRole('region', { name: 'Completion summary' });
    await expect
      .poll(() => completion.innerText(), { timeout: 20_000 })
      .toContain(`Active users: ${twin.averageScore.activeUsers}`);
    await expect
      .poll(() => page.getByTestId('kynd-total-score').innerText())
      .toContain(String(twin.averageScore.averageScore));
    expect(await page.getByText(THRESHOLD_MESSAGE).count()).toBe(0);

    // The history chart: every calculation, from the twin of its series.
    await openMenu(page, 'Body');
    await page.getByRole('button', { name: 'Chart view' }).click();
    const series = await db
      .doc(`withheldOrganisationsScoresHistories/${HARBOUR}_${small.id}_waistCircumference`)
      .get();
    const entries = (series.get('history.waistCircumference') ?? []) as unknown[];
    expect(entries.length).toBeGreaterThanOrEqual(12);
    await page.getByRole('button', { name: 'Waist Circumference: open details' }).click();
    const dialog = page.getByRole('dialog', { name: /Waist Circumference/ });
    await expect
      .poll(
        () =>
          dialog
            .getByRole('img', { name: /^History of Waist Circumference/ })
            .getAttribute('aria-label'),
        { timeout: 30_000 },
      )
      .toContain(`${entries.length} calculations`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await openMenu(page, 'Dashboard');
  });
});

async function currentOrganisationId(page: Page): Promise<string> {
  const name = (await page.getByRole('combobox', { name: 'Organisation' }).inputValue()).trim();
  const found = organisations.find((item) => item.name === name);
  if (!found) throw new Error(`unknown organisation ${name}`);
  return found.id;
}

const dayText = (date: Date | undefined) =>
  date
    ? `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`
    : '';

/** The dd/MM/yyyy shown by a date field (its sections, without the label). */
async function fieldDate(group: ReturnType<Page['getByRole']>): Promise<string> {
  const text = await group.getByRole('spinbutton').allInnerTexts();
  return text.map((part) => part.trim()).join('/');
}

async function typeDate(
  page: Page,
  group: ReturnType<Page['getByRole']>,
  date: Date,
): Promise<void> {
  await group.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(dayText(date).replace(/\//g, ''));
}

describe('dashboards as the organisation admin', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signIn(ORG_ADMIN));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('is held to their own organisation and sees its figures', async () => {
    const harbour = organisation(HARBOUR);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Organisation' }).innerText(), {
        timeout: 20_000,
      })
      .toBe(harbour.name);
    expect(
      await page.getByRole('combobox', { name: 'Industry' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      await page.getByRole('combobox', { name: 'Organisation' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await page.getByRole('combobox', { name: 'Organisation' }).click({ force: true });
    expect(await page.getByRole('option').count()).toBe(0);
    const figures = harbour.scores.all;
    if (!figures) throw new Error('no scores');
    expect(figures.averageScore.activeUsers).toBeGreaterThan(MIN_USERS_FOR_STATISTICS);
    await expect
      .poll(() => page.getByTestId('kynd-total-score').innerText())
      .toContain(String(figures.averageScore.averageScore));
    for (const division of harbour.divisions) {
      const set = harbour.scores[division.id];
      if (!set) continue;
      await choose(page, 'Division', division.name);
      if (set.averageScore.activeUsers > MIN_USERS_FOR_STATISTICS) {
        await expect
          .poll(() => page.getByRole('region', { name: 'Completion summary' }).innerText())
          .toContain(`Active users: ${set.averageScore.activeUsers}`);
      } else {
        await expect.poll(() => page.getByText(THRESHOLD_MESSAGE).count()).toBe(1);
        expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
      }
    }
    await choose(page, 'Division', 'All');
  });

  it('offers a division without scores yet, which says so as a new organisation does', async () => {
    const harbour = organisation(HARBOUR);
    // A division as the other clients write it (docs/product.md §3), never calculated.
    const added = { id: 'e2e-night-shift', name: 'Night shift', description: '', codes: [] };
    const reference = db.doc(`organisations/${HARBOUR}`);
    const divisions = (await reference.get()).get('divisions') as unknown[];
    /** Whether the server has derived the division maps from the list (onOrganisationWritten). */
    const mapped = async (present: boolean) =>
      ((await reference.get()).get(`divisionNames.${added.id}`) !== undefined) === present;
    await reference.update({ divisions: [...divisions, added] });
    try {
      // The screens read the names the server keeps beside the list: once it has.
      await expect.poll(() => mapped(true), { timeout: 30_000 }).toBe(true);
      await page.reload();
      await expect
        .poll(() => page.getByRole('combobox', { name: 'Organisation' }).innerText(), {
          timeout: 20_000,
        })
        .toBe(harbour.name);
      // The divisions are read as the selector opens.
      await page.getByRole('combobox', { name: 'Division' }).click();
      await expect
        .poll(() => page.getByRole('option').allInnerTexts())
        .toEqual([
          'All',
          ...[...harbour.divisions, added].sort(byName).map((division) => division.name),
        ]);
      await page.getByRole('option', { name: 'Night shift', exact: true }).click();
      await expectVisible(
        page.getByText(`No scores have been calculated yet for ${harbour.name} / Night shift.`),
      );
    } finally {
      await reference.update({ divisions });
    }
    await expect.poll(() => mapped(false), { timeout: 30_000 }).toBe(true);
    await page.reload();
  });

  it('compares their organisation with an industry they cannot otherwise read', async () => {
    await openMenu(page, 'Dashboard');
    await page.getByRole('switch', { name: 'Compare with an industry' }).check();
    // The options are the industries with at least 2 active organisations.
    const counts = new Map<string, number>();
    for (const item of organisations.filter((entry) => entry.isActive && entry.industry !== '')) {
      counts.set(item.industry, (counts.get(item.industry) ?? 0) + 1);
    }
    const expectedOptions = [...counts]
      .filter(([, count]) => count >= 2)
      .map(([name]) => name)
      .sort();
    await page.getByRole('combobox', { name: 'Industry to compare' }).click();
    await expect
      .poll(async () =>
        (await page.getByRole('option').allInnerTexts()).map((text) => text.trim()).sort(),
      )
      .toEqual(expectedOptions);
    await page.getByRole('option', { name: 'Construction', exact: true }).click();

    const construction = organisations.filter(
      (item) => item.industry === 'Construction' && item.isActive,
    );
    expect(construction.length).toBeGreaterThanOrEqual(2);
    const activeUsers = construction.reduce(
      (sum, item) => sum + (item.scores.all?.averageScore.activeUsers ?? 0),
      0,
    );
    expect(activeUsers).toBeGreaterThan(0);
    const summary = page.getByRole('region', { name: 'Comparison with Construction' });
    await expect
      .poll(() => summary.innerText(), { timeout: 20_000 })
      .toContain(`Active users: ${activeUsers}`);

    await openMenu(page, 'Body');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Comparison with Construction' }).count())
      .toBe(1);
    const weight = construction.reduce(
      (total, item) => {
        const entry = item.scores.all?.body.weight;
        return entry
          ? {
              totalUsers: total.totalUsers + entry.totalUsers,
              green: total.green + entry.green,
              orange: total.orange + entry.orange,
              red: total.red + entry.red,
            }
          : total;
      },
      { totalUsers: 0, green: 0, orange: 0, red: 0 },
    );
    expect(weight.totalUsers).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: /^Weight, Construction:/ })
          .first()
          .getAttribute('aria-label'),
      )
      .toContain(`${weight.green} green, ${weight.orange} orange, ${weight.red} red`);
    await page.getByRole('button', { name: 'Table view' }).click();
    await expect
      .poll(() => tableRow(page, 'Construction', 'Weight'))
      .toEqual([weight.totalUsers, weight.green, weight.orange, weight.red]);
    await page.getByRole('switch', { name: 'Compare with an industry' }).uncheck();
    await openMenu(page, 'Dashboard');
  });

  it('sees the threshold message when a search matches too few users; the provider admin does not', async () => {
    const users = await db.collection('users').where('organisation.id', '==', HARBOUR).get();
    const active = users.docs.map((doc) => doc.data()).filter((user) => user.isActive === true);
    // The longest first-name prefix of the org admin's own name that still matches 1 to N users.
    const term = 'aroha';
    const matched = active.filter((user) => String(user.lowerFirstName).startsWith(term));
    expect(matched.length).toBeGreaterThanOrEqual(1);
    expect(matched.length).toBeLessThanOrEqual(MIN_USERS_FOR_STATISTICS);

    await page.getByRole('switch', { name: 'Search users' }).check();
    await page.getByRole('textbox', { name: 'Search users' }).fill(term);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The search is a callable, whose first call may start a function worker.
    const answered = { timeout: 30_000 };
    await expect.poll(() => page.getByText(THRESHOLD_MESSAGE).count(), answered).toBe(1);
    await openMenu(page, 'Mind');
    await expect.poll(() => page.getByText(THRESHOLD_MESSAGE).count(), answered).toBe(1);

    const provider = await signIn(PROVIDER_ADMIN);
    try {
      await choose(provider.page, 'Industry', 'Accounting');
      await choose(provider.page, 'Organisation', organisation(HARBOUR).name);
      await provider.page.getByRole('switch', { name: 'Search users' }).check();
      await provider.page.getByRole('textbox', { name: 'Search users' }).fill(term);
      await provider.page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect
        .poll(
          () =>
            provider.page
              .getByText(`Statistics of ${matched.length} matched active users`, { exact: false })
              .count(),
          answered,
        )
        .toBe(1);
      expect(await provider.page.getByText(THRESHOLD_MESSAGE).count()).toBe(0);
      await expect
        .poll(() => provider.page.getByRole('region', { name: 'Completion summary' }).innerText())
        .toContain(`Active users: ${matched.length}`);
    } finally {
      await provider.context.close();
    }
  });
});

describe('an organisation the older clients scored, with only the docs/product.md §3 scores map', () => {
  const LEGACY = 'org-zeta-legacy';
  const NAME = 'Zeta Legacy Partners';
  const calculatedAt = new Date('2026-03-01T00:00:00Z');
  const storedSet = (activeUsers: number, score: number) =>
    storedScoreSet({
      activeUsers,
      score,
      calculatedAt,
      measurement: {
        category: 'body',
        key: 'weight',
        question: 'Weight',
        green: activeUsers,
        orange: 0,
        red: 0,
      },
    });
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    await db
      .collection('organisations')
      .doc(LEGACY)
      .set(
        storedOrganisation(NAME, 'Accounting', {
          all: storedSet(12, 77),
          north: storedSet(8, 64),
        }),
      );
    ({ context, page } = await signIn(PROVIDER_ADMIN));
  });
  afterAll(async () => {
    await context?.close();
    await db.collection('organisations').doc(LEGACY).delete();
  });

  it('shows its figures for the whole organisation and for a division', async () => {
    await choose(page, 'Industry', 'Accounting');
    await choose(page, 'Organisation', NAME);
    const completion = page.getByRole('region', { name: 'Completion summary' });
    await expect
      .poll(() => page.getByTestId('kynd-total-score').innerText(), { timeout: 20_000 })
      .toContain('77');
    await expect.poll(() => completion.innerText()).toContain('Active users: 12');
    await choose(page, 'Division', 'North');
    await expect.poll(() => completion.innerText()).toContain('Active users: 8');
    await expect.poll(() => page.getByTestId('kynd-total-score').innerText()).toContain('64');
  });
});
