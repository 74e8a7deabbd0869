// `npm run bench`: the dashboard's speed and reads as a user meets them, on the production build
// served locally, in Chromium, against the emulators, for the demo dataset and a large one.
// One command after `npm install`: it builds the app and the functions, starts its own stack on
// KYND_BENCH_PORT_OFFSET (default 30000, beside `npm start`'s 0 and `npm test`'s 20000), seeds,
// measures, and stops everything it started. KYND_BENCH_DEMO_ONLY=1 skips the large dataset.
//
// Figures (docs/benchmarks.md):
// - gzip JavaScript loaded by the sign-in page and by /dashboard (the files as built, gzipped);
// - per view, the Firestore documents read (billing-wise: each document a query or lookup
//   returns, a missing lookup, 1 per empty query, 1 per count), requests and response bytes;
// - every list screen's first and next page, for both roles, against the list budget, and the
//   pickers' provider calls (first and next answer) against the picker budget;
// - time to the first score on /dashboard against time to the sign-in form, median of 11 cold loads
//   (after the demo views and 2 loads that are not counted, so that the just-started emulators are
//   warm);
// - scheduleOrgScoreCalculation's time for organisations of 100, 1,000 and 10,000 users;
// - the user import of KYND_BENCH_IMPORT_ROWS rows (default 5,000) through the importUsers
//   callable, against its time limit (scripts/benchImport.ts), after the large dataset;
// - for organisations of 100, 10,000 and 100,000 users: the documents the server reads and writes
//   for a sign-up, a result, a burst of 100 results and an import of 1,000 rows, and the time until
//   the Summary's figures show each (scripts/benchScale.ts), with a recount that finds no drift.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { blockedPorts, parsePortOffset, stackPorts } from '../src/config/ports';
import { FUNCTIONS_REGION, MIN_USERS_FOR_STATISTICS } from '../src/config/constants';
import type { DataScope } from '../src/domain/session';
import { createDataProvider } from '../src/providers/dataProvider';
import type { GetListParams } from 'react-admin';
import { FIRST_MATCHES_META } from '../src/providers/dataSpec';
import { personSearchQueries, type PersonSearchOptions } from '../src/shared/personSearch';
import { createFirestoreRest } from '../src/providers/firestoreRest';
import { data as organisationsData } from '../src/resources/organisations/data';
import { data as usersData } from '../src/resources/users/data';
import { installReadMeter } from '../tests/emulators/readMeter';
import { CHROMIUM_ARGS } from '../tests/helpers/browser';
import { ChromiumMissingError, findChromium } from './chromium';
import { benchImport, importBenchLines, type ImportBenchResult } from './benchImport';
import { benchScale, scaleBenchLines, type ScaleResult } from './benchScale';
import { meteredFunctionsEnv } from './lib/firestoreMeter';
import { buildApp, mustSucceed, runLogged, serveApp, stopGroup } from './lib/appBuild';
import {
  REPO_ROOT,
  startStack,
  stopStack,
  withTriggersPaused,
  type StackHandle,
} from './local-stack';
import { DEMO_PASSWORD, seedDemoDataWithCounts } from './seed';
import { connectToEmulators } from './seed/emulators';
import { LARGE_IDS, orgAdminOf, seedLargeData, type LargeSeedResult } from './seed/large';
import { DEMO_ORGANISATION_ID, ORGANISATION_PLANS } from './seed/organisations';
import { USERS_PER_PAGE } from '../src/domain/userList';
import { LIST_PAGE_COUNTS, LIST_PAGE_KB, PICKER_DOCUMENTS, PICKER_KB } from './lib/readBudgets';

const PROJECT_ID = 'demo-kynd';
const OFFSET = parsePortOffset(process.env.KYND_BENCH_PORT_OFFSET ?? '30000');
const PORTS = stackPorts(OFFSET);
const APP = `http://127.0.0.1:${PORTS.app}`;
const DIST = join(REPO_ROOT, '.stack', `bench-app-${OFFSET}`);
/** Where the functions' workers count their documents (scripts/lib/firestoreMeter.ts). */
const METER_DIR = join(REPO_ROOT, '.stack', `bench-meter-${OFFSET}`);
/** Enough that one slow load of either kind moves neither median (their spread on one machine is 2x). */
const COLD_LOADS = 11;
/**
 * Pairs of loads made and not counted before the cold loads: the emulators have just been started
 * and seeded, and their first answers (a JVM warming up, the functions' triggers finishing) would
 * measure them rather than the app.
 */
const WARM_UP_LOADS = 2;
const DEMO_ONLY = process.env.KYND_BENCH_DEMO_ONLY === '1';
/** The import's rows: the size of a large customer's spreadsheet. */
const IMPORT_ROWS = Number(process.env.KYND_BENCH_IMPORT_ROWS ?? '5000');

const BUDGET = {
  signInJsKb: 380,
  dashboardJsKb: 420,
  orgAdminSummaryDocuments: 6,
  orgAdminSummaryKb: 150,
  firstScoreRatio: 1.5,
  /** A list page: its page size in documents, one count, and this many KB of responses. */
  listPageKb: LIST_PAGE_KB,
  listPageCounts: LIST_PAGE_COUNTS,
  /** A picker's answer: at most this many documents and KB. */
  pickerDocuments: PICKER_DOCUMENTS,
  pickerKb: PICKER_KB,
};

type Role = 'Kynd Admin' | 'Org Admin';

/**
 * The list screens, with the page size each sets, and who is measured on them: a Kynd Admin on
 * every one, an Org Admin on the lists of its menu (docs/product.md §2) and on /organisations,
 * which answers every signed-in user with its own organisation.
 */
const LIST_SCREENS: readonly { path: string; perPage: number; orgAdmin: boolean }[] = [
  { path: '/users', perPage: 25, orgAdmin: true },
  { path: '/organisations', perPage: 25, orgAdmin: true },
  { path: '/divisions', perPage: 25, orgAdmin: true },
  { path: '/codes', perPage: 25, orgAdmin: true },
  { path: '/questions', perPage: 25, orgAdmin: false },
  { path: '/notifications', perPage: 25, orgAdmin: false },
  { path: '/notifications/initial', perPage: 1, orgAdmin: false },
  { path: '/industries/all', perPage: 50, orgAdmin: false },
  { path: '/industries/orgs-industries', perPage: 25, orgAdmin: false },
  { path: '/articles/all', perPage: 25, orgAdmin: false },
  { path: '/hearing-vision-alerts', perPage: 10, orgAdmin: true },
  { path: '/users/clinicians', perPage: 20, orgAdmin: false },
  { path: '/users/change-user-organisation', perPage: 20, orgAdmin: false },
];

/** The pickers' page: docs/product.md §2 pickers show at most this many matches. */
const PICKER_PAGE = 20;

const ACCOUNTS = {
  providerAdmin: 'provider.admin@example.com',
  orgAdmin: 'org.admin@example.com',
};

const log = (line: string) => console.log(line);

/** The demo organisation, which both datasets hold: a Kynd Admin searches its users. */
const DEMO_ORGANISATION_NAME =
  ORGANISATION_PLANS.find((plan) => plan.id === DEMO_ORGANISATION_ID)?.name ?? '';

// ---------------------------------------------------------------- measuring a page

interface Usage {
  documents: number;
  requests: number;
  bytes: number;
  counts: number;
}

const emptyUsage = (): Usage => ({ documents: 0, requests: 0, bytes: 0, counts: 0 });

/** Firestore traffic and JavaScript files seen by one page, with a quiet-network wait. */
class PageMeter {
  usage = emptyUsage();
  readonly scripts = new Set<string>();
  private inFlight = 0;
  private lastActivity = Date.now();

  constructor(page: Page) {
    const firestore = `127.0.0.1:${PORTS.firestore}`;
    page.on('request', (request) => {
      if (request.url().includes(firestore)) {
        this.inFlight += 1;
        this.lastActivity = Date.now();
      }
    });
    const settle = () => {
      this.inFlight = Math.max(0, this.inFlight - 1);
      this.lastActivity = Date.now();
    };
    page.on('requestfailed', (request) => {
      if (request.url().includes(firestore)) settle();
    });
    page.on('response', async (response) => {
      const url = response.url();
      if (url.startsWith(APP) && /\.js(\?|$)/.test(url)) this.scripts.add(new URL(url).pathname);
      if (!url.includes(firestore)) return;
      try {
        if (response.request().method() === 'OPTIONS') return;
        const body = await response.body();
        const method = new URL(url).pathname.split(':').pop() ?? '';
        this.usage.requests += 1;
        this.usage.bytes += body.length;
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          parsed = null;
        }
        const entries = Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
        if (method === 'runQuery') {
          this.usage.documents += Math.max(1, entries.filter((entry) => entry.document).length);
        } else if (method === 'batchGet') {
          this.usage.documents += Math.max(
            1,
            entries.filter((entry) => entry.found || entry.missing).length,
          );
        } else if (method === 'runAggregationQuery') {
          this.usage.documents += 1;
          this.usage.counts += 1;
        }
      } finally {
        settle();
      }
    });
  }

  reset(): void {
    this.usage = emptyUsage();
  }

  /**
   * Until no Firestore request has been in flight for `quietMs`, counted from the call at the
   * earliest: what the step before it set off (a navigation, a returning tab) may only start its
   * requests a little later, once its code has loaded or its token has been read.
   */
  async quiet(quietMs = 1500, timeoutMs = 60_000): Promise<void> {
    this.lastActivity = Math.max(this.lastActivity, Date.now());
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.inFlight === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  take(): Usage {
    const taken = this.usage;
    this.reset();
    return taken;
  }
}

const gzipCache = new Map<string, number>();
function gzipKb(paths: Iterable<string>): number {
  let total = 0;
  for (const path of paths) {
    let size = gzipCache.get(path);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(DIST, path)), { level: 9 }).length;
      gzipCache.set(path, size);
    }
    total += size;
  }
  return total / 1024;
}

let browser: Browser;

async function newContext(storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  return browser.newContext({ viewport: { width: 1440, height: 1000 }, storageState });
}

/** Signs in through the form and returns the stored state (session, Firebase user, store). */
async function sessionOf(email: string) {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${APP}/`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 60_000 });
  await firstScore(page);
  // What a returning user's browser holds: local storage and IndexedDB (Firebase keeps its
  // heartbeat there), but no HTTP cache, since each cold load gets a fresh context.
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

/** When the sign-in form can be used, in ms from navigation start (the page's own clock). */
function signInReadyAt(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () => {
        const button = [...document.querySelectorAll('button')].find(
          (element) => element.textContent?.trim() === 'Sign in',
        );
        return button && document.querySelector('input[type=password]') ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

/** When the Kynd total score shows, in ms from navigation start (the page's own clock). */
function firstScore(page: Page): Promise<number> {
  return page
    .waitForFunction(
      () => {
        const score = document.querySelector('[data-testid="kynd-total-score"]');
        return score && /\d/.test(score.textContent ?? '') ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

// ---------------------------------------------------------------- the views

interface ViewRow {
  dataset: string;
  caller: string;
  view: string;
  usage: Usage | undefined;
  note?: string;
  /**
   * documents: with counts; rows: without counts, with `counts` checked on their own (a list
   * page's budget: its page size and one count).
   */
  budget?: { documents?: number; rows?: number; counts?: number; kb?: number };
}

async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function choose(page: Page, label: string, option: string | RegExp): Promise<boolean> {
  const box = page.getByRole('combobox', { name: label });
  if ((await box.count()) === 0) return false;
  await box.click();
  // A picker asks the server for its options once opened: wait for them, a few seconds at most.
  const choice = page.getByRole('option', { name: option }).first();
  const offered = await choice
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!offered) {
    await page.keyboard.press('Escape');
    return false;
  }
  await choice.click();
  return true;
}

/**
 * The tab hidden, then visible again, as the browser reports a return to it. Source text: a
 * function compiled by tsx would carry its name helpers, which the page does not have.
 */
const TAB_RETURN = `for (const state of ['hidden', 'visible']) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event(state === 'hidden' ? 'blur' : 'focus'));
}`;

/** The returning user's /dashboard, its in-app moves and a return to the tab. */
async function dashboardViews(
  dataset: string,
  caller: string,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
  options: {
    compareWith?: string;
    industryAll?: boolean;
    /** The list screens of this role (LIST_SCREENS). */
    lists?: Role;
    budget?: ViewRow['budget'];
  },
): Promise<{ rows: ViewRow[]; dashboardJs: Set<string> }> {
  const rows: ViewRow[] = [];
  const context = await newContext(state);
  const page = await context.newPage();
  const meter = new PageMeter(page);
  await page.goto(`${APP}/dashboard`);
  await firstScore(page);
  await meter.quiet();
  rows.push({
    dataset,
    caller,
    view: 'Summary (cold load)',
    usage: meter.take(),
    budget: options.budget,
  });
  const dashboardJs = new Set(meter.scripts);

  const moves: [string, string][] = [
    ['/dashboard/body', 'Body'],
    ['/dashboard/mind', 'Mind'],
    ['/dashboard/life', 'Life'],
    ['/dashboard', 'Summary'],
  ];
  const moved = emptyUsage();
  for (const [path, title] of moves) {
    await navigate(page, path);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await meter.quiet(1000);
    const usage = meter.take();
    if (path === '/dashboard/body') {
      rows.push({ dataset, caller, view: 'Body (in-app move)', usage, budget: { documents: 0 } });
    }
    for (const key of Object.keys(moved) as (keyof Usage)[]) moved[key] += usage[key];
  }
  rows.push({
    dataset,
    caller,
    view: 'Summary → Body → Mind → Life → Summary',
    usage: moved,
    budget: { documents: 0 },
  });

  // A return to the browser tab: hidden, then visible again. (The comparison comes before the
  // industry summary below: it is hidden while the organisation is 'All'.)
  await page.evaluate(TAB_RETURN);
  await meter.quiet(1500);
  rows.push({
    dataset,
    caller,
    view: 'Return to the tab',
    usage: meter.take(),
    budget: { documents: 0 },
  });

  // Cold load of Body, for comparison with the in-app move.
  const body = await context.newPage();
  const bodyMeter = new PageMeter(body);
  await body.goto(`${APP}/dashboard/body`);
  await body.getByRole('button', { name: 'Table view' }).waitFor({ timeout: 60_000 });
  await bodyMeter.quiet();
  rows.push({ dataset, caller, view: 'Body (cold load)', usage: bodyMeter.take() });
  await body.close();

  if (options.compareWith) {
    const toggle = page.getByRole('switch', { name: 'Compare with an industry' });
    if ((await toggle.count()) > 0) {
      await toggle.check();
      await meter.quiet();
      const chosen = await choose(
        page,
        'Industry to compare',
        new RegExp(`^${options.compareWith}$`),
      );
      if (chosen) {
        await page
          .getByRole('region', { name: `Comparison with ${options.compareWith}` })
          .getByText(/Active users/)
          .first()
          .waitFor({ timeout: 30_000 });
      }
      await meter.quiet();
      rows.push({
        dataset,
        caller,
        view: `Comparison (switched on, ${options.compareWith})`,
        usage: meter.take(),
        note: chosen ? undefined : 'industry not offered',
      });
      await toggle.uncheck();
      await meter.quiet();
      meter.take();
    }
  }

  if (options.industryAll) {
    // 'All' is chosen in the Organisation search box: opening it asks the server for the
    // industry's first organisations (a picker's answer, with the picker's budget), then 'All'
    // reads the industry's summary (the dashboard's budget).
    const search = page.getByRole('combobox', { name: 'Organisation' });
    if ((await search.count()) > 0) {
      await search.click();
      await meter.quiet();
      rows.push({
        dataset,
        caller,
        view: 'Organisation search opened (first 20)',
        usage: meter.take(),
        budget: { rows: BUDGET.pickerDocuments, counts: 1, kb: BUDGET.pickerKb },
      });
      await page.keyboard.press('Escape');
    }
    if (await choose(page, 'Organisation', /^All$/)) {
      await firstScore(page);
      await meter.quiet();
      rows.push({
        dataset,
        caller,
        view: "Industry 'All'",
        usage: meter.take(),
        budget: options.budget,
      });
    } else {
      rows.push({
        dataset,
        caller,
        view: "Industry 'All'",
        usage: undefined,
        note: 'no All choice',
      });
    }
  }

  if (options.lists) {
    rows.push(...(await listViews(page, meter, dataset, caller, options.lists)));
    await navigate(page, '/users');
    await meter.quiet(2000);
    meter.take();
    rows.push(await usersSearch(page, meter, dataset, caller));
  }
  await context.close();
  return { rows, dashboardJs };
}

const nextPageButton = (page: Page) => page.getByRole('button', { name: 'Go to next page' });

/**
 * Each list screen of the role, moved to in the app: its first page, then its next page where the
 * screen has one, each against the list budget (its page size in documents, one count, 100 KB).
 */
async function listViews(
  page: Page,
  meter: PageMeter,
  dataset: string,
  caller: string,
  role: Role,
): Promise<ViewRow[]> {
  const rows: ViewRow[] = [];
  for (const screen of LIST_SCREENS) {
    if (role === 'Org Admin' && !screen.orgAdmin) continue;
    const budget = {
      rows: screen.perPage,
      counts: BUDGET.listPageCounts,
      kb: BUDGET.listPageKb,
    };
    await navigate(page, screen.path);
    await meter.quiet(2000);
    rows.push({
      dataset,
      caller,
      view: `${screen.path} (first page, ${screen.perPage} a page)`,
      usage: meter.take(),
      budget,
    });
    const next = nextPageButton(page).first();
    const enabled = (await next.count()) > 0 && (await next.isEnabled().catch(() => false));
    if (enabled) {
      await next.click();
      await meter.quiet(2000);
      rows.push({
        dataset,
        caller,
        view: `${screen.path} (next page)`,
        usage: meter.take(),
        budget,
      });
    } else {
      rows.push({
        dataset,
        caller,
        view: `${screen.path} (next page)`,
        usage: undefined,
        note: 'none: the list fits on its first page',
      });
    }
  }
  return rows;
}

/** /users searched for "a" (an organisation chosen first where the screen asks for one). */
async function usersSearch(
  page: Page,
  meter: PageMeter,
  dataset: string,
  caller: string,
): Promise<ViewRow> {
  const search =
    (await page.getByRole('searchbox').count()) > 0
      ? page.getByRole('searchbox').first()
      : page.getByRole('textbox', { name: /search/i }).first();
  if ((await search.count()) === 0 || !(await search.isEditable().catch(() => false))) {
    return {
      dataset,
      caller,
      view: '/users (a search)',
      usage: undefined,
      note: 'no search box on /users',
    };
  }
  await search.fill('a');
  await search.press('Enter');
  await meter.quiet(2000);
  // Someone who sees every organisation is asked to choose one (docs/product.md §2).
  const chooseFirst = page.getByText('Select an organisation to find users');
  if (await chooseFirst.isVisible()) {
    await choose(page, 'Organisation', new RegExp(`^${DEMO_ORGANISATION_NAME}$`));
    await meter.quiet(2000);
    meter.take();
    await search.fill('a');
    await search.press('Enter');
    await meter.quiet(2000);
  }
  return {
    dataset,
    caller,
    view: '/users (a search: "a")',
    usage: meter.take(),
    budget: { rows: USERS_PER_PAGE, counts: BUDGET.listPageCounts, kb: BUDGET.listPageKb },
  };
}

/**
 * The pickers' answers, measured on the data provider's calls as the app makes them (signed in
 * as `email`, through the Lite SDK and the REST reads): the organisation picker's first
 * PICKER_PAGE names and the next ones, and the person pickers' first matches (the user picker:
 * users of any role, for "a"; the clinician picker: users of role Clinician, for "p").
 */
async function pickerRows(dataset: string, caller: string, email: string): Promise<ViewRow[]> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `bench-${email}`);
  const rows: ViewRow[] = [];
  const meter = installReadMeter();
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://127.0.0.1:${PORTS.auth}`, { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', PORTS.firestore);
    const rest = createFirestoreRest({
      origin: `http://127.0.0.1:${PORTS.firestore}`,
      projectId: PROJECT_ID,
      credentials: async () => ({ token: await user.getIdToken(), uid: user.uid }),
    });
    const { db: admin } = connectToEmulators(PROJECT_ID, OFFSET);
    const profile = (await admin.collection('users').doc(user.uid).get()).data() ?? {};
    const organisationId = String((profile.organisation as { id?: unknown } | undefined)?.id ?? '');
    const scope: DataScope =
      profile.role === 'Kynd Admin' ? { kind: 'all' } : { kind: 'organisation', organisationId };
    const provider = createDataProvider({
      resources: { users: usersData, organisations: organisationsData },
      db,
      getScope: () => scope,
      rest,
    });
    // As the pickers ask (src/shared/OrganisationPicker.tsx, src/shared/personSearch.ts): the
    // organisations' first matches by name, then a second answer after the first's cursor; a
    // person picker's first matches for what is typed (a first-name and a last-name search, half
    // a page each), which is all it ever shows: "a" for users, "p" for the demo's clinician.
    const personSearch = (typed: string, options: PersonSearchOptions) => (pageNumber: number) => {
      if (pageNumber > 1) return undefined;
      const { firstName, lastName } = personSearchQueries(typed, options);
      return lastName ? [firstName, lastName] : [firstName];
    };
    const calls: [string, string, (pageNumber: number) => GetListParams[] | undefined][] = [
      [
        'Organisation picker',
        'organisationChoices',
        (pageNumber) => [
          {
            filter: { search: '' },
            sort: { field: 'name', order: 'ASC' },
            pagination: { page: pageNumber, perPage: PICKER_PAGE },
            meta: FIRST_MATCHES_META,
          },
        ],
      ],
      // Change user organisation's picker: an option's fields.
      ['User picker ("a")', 'users', personSearch('a', {})],
      // Manage clinicians' picker: also the organisations the chosen one is allowed.
      [
        'Clinician picker ("p")',
        'users',
        personSearch('p', { filter: { role: 'Clinician' }, fields: ['allowedOrganisationsIds'] }),
      ],
    ];
    const budget = { rows: BUDGET.pickerDocuments, kb: BUDGET.pickerKb };
    for (const [name, resource, answer] of calls) {
      for (const pageNumber of [1, 2]) {
        const view = `${name} (${pageNumber === 1 ? 'first' : 'next'} ${PICKER_PAGE})`;
        const queries = answer(pageNumber);
        if (!queries) {
          rows.push({
            dataset,
            caller,
            view,
            usage: undefined,
            note: 'none: a person picker shows its first matches only',
          });
          continue;
        }
        meter.reset();
        let note: string | undefined;
        try {
          const answers = await Promise.all(
            queries.map((params) => provider.getList(resource, params)),
          );
          const found = new Set(answers.flatMap(({ data }) => data.map((record) => record.id)));
          note = `${found.size} answers; ${queries.length} provider call${queries.length > 1 ? 's' : ''}`;
        } catch (error) {
          note = `refused: ${error instanceof Error ? error.message.slice(0, 80) : String(error)}`;
        }
        const { documentReads, aggregations, requests, bytes } = meter.usage();
        rows.push({
          dataset,
          caller,
          view,
          usage: { documents: documentReads + aggregations, counts: aggregations, requests, bytes },
          budget,
          note,
        });
      }
    }
  } finally {
    meter.restore();
    await deleteApp(app);
  }
  return rows;
}

/**
 * Median of cold loads: sign-in form ready (the floor) and first score on /dashboard, alternating,
 * after WARM_UP_LOADS pairs that are not counted.
 */
async function firstScoreTimes(state: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const floor: number[] = [];
  const score: number[] = [];
  let signInJs = new Set<string>();
  for (let attempt = -WARM_UP_LOADS; attempt < COLD_LOADS; attempt += 1) {
    const counted = attempt >= 0;
    const signedOut = await newContext();
    const page = await signedOut.newPage();
    const meter = new PageMeter(page);
    await page.goto(`${APP}/`);
    const ready = await signInReadyAt(page);
    if (counted) floor.push(ready);
    await page.waitForLoadState('networkidle');
    signInJs = new Set(meter.scripts);
    await signedOut.close();

    const signedIn = await newContext(state);
    const dashboard = await signedIn.newPage();
    await dashboard.goto(`${APP}/dashboard`);
    const shown = await firstScore(dashboard);
    if (counted) score.push(shown);
    await signedIn.close();
  }
  return { floor, score, signInJs };
}

// ---------------------------------------------------------------- the score calculation

async function idTokenOf(email: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Cannot sign in ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

async function timeCalculation(token: string, organisationId: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(
    `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/scheduleOrgScoreCalculation`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ data: { organisationId } }),
    },
  );
  const body = await response.text();
  if (!response.ok) throw new Error(`scheduleOrgScoreCalculation ${organisationId}: ${body}`);
  return performance.now() - started;
}

// ---------------------------------------------------------------- printing

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

function viewTable(rows: ViewRow[]): string {
  return table(
    ['Dataset', 'Caller', 'View', 'Documents', 'Counts', 'Requests', 'Responses', 'Budget'],
    rows.map(({ dataset, caller, view, usage, note, budget }) => {
      if (!usage) return [dataset, caller, view, '-', '-', '-', '-', note ?? ''];
      const checks: string[] = [];
      if (budget?.documents !== undefined) {
        checks.push(`≤ ${budget.documents} docs: ${mark(usage.documents <= budget.documents)}`);
      }
      if (budget?.rows !== undefined) {
        const rows = usage.documents - usage.counts;
        checks.push(`≤ ${budget.rows} docs: ${mark(rows <= budget.rows)}`);
      }
      if (budget?.counts !== undefined) {
        checks.push(`≤ ${budget.counts} count: ${mark(usage.counts <= budget.counts)}`);
      }
      if (budget?.kb !== undefined) {
        checks.push(`≤ ${budget.kb} KB: ${mark(usage.bytes / 1024 <= budget.kb)}`);
      }
      if (note) checks.push(note);
      return [
        dataset,
        caller,
        view,
        String(usage.documents),
        String(usage.counts),
        String(usage.requests),
        kb(usage.bytes),
        checks.join('; '),
      ];
    }),
  );
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  let chromiumPath: string;
  try {
    chromiumPath = findChromium();
  } catch (error) {
    if (error instanceof ChromiumMissingError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  }
  const blocked = blockedPorts(OFFSET);
  if (blocked.length > 0) {
    throw new Error(
      `KYND_BENCH_PORT_OFFSET ${OFFSET} puts ${blocked.join(', ')} on a refused port`,
    );
  }
  const benchStarted = Date.now();
  const startLoad = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  mkdirSync(join(REPO_ROOT, '.stack'), { recursive: true });
  log(
    `Benchmark on offset ${OFFSET} (app ${APP}, Firestore ${PORTS.firestore}); Chromium ${chromiumPath}`,
  );

  log('Building the app and the functions…');
  const buildStarted = Date.now();
  const functionsLog = `${DIST}.functions.log`;
  const env = { ...process.env, KYND_PORT_OFFSET: String(OFFSET) };
  await Promise.all([
    buildApp(DIST, env),
    mustSucceed(
      runLogged('npm', ['run', 'build:functions'], env, functionsLog),
      'build:functions',
      functionsLog,
    ),
  ]);
  log(`  built in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s`);

  let stack: StackHandle | undefined;
  let preview: ChildProcess | undefined;
  const output: string[] = [];
  const say = (text: string) => {
    log(text);
    output.push(text);
  };
  try {
    stack = await startStack({
      offset: OFFSET,
      projectId: PROJECT_ID,
      replaceRunning: true,
      functionsEnv: meteredFunctionsEnv(METER_DIR),
      log: (line) => log(`  [stack] ${line}`),
    });
    const now = new Date();
    const demoStarted = Date.now();
    await seedDemoDataWithCounts({
      projectId: PROJECT_ID,
      offset: OFFSET,
      now,
      log: () => undefined,
    });
    const demoSeconds = (Date.now() - demoStarted) / 1000;
    log(`  demo data seeded in ${demoSeconds.toFixed(1)} s`);

    preview = (await serveApp(DIST, PORTS.app, env)).process;
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });

    const views: ViewRow[] = [];
    const orgAdminBudget = {
      documents: BUDGET.orgAdminSummaryDocuments,
      kb: BUDGET.orgAdminSummaryKb,
    };
    const { db, auth } = connectToEmulators(PROJECT_ID, OFFSET);

    // ---- demo dataset
    log('Measuring the demo dataset…');
    const orgAdminState = await sessionOf(ACCOUNTS.orgAdmin);
    const providerState = await sessionOf(ACCOUNTS.providerAdmin);
    const orgAdminDemo = await dashboardViews('demo', 'Org Admin', orgAdminState, {
      compareWith: 'Construction',
      lists: 'Org Admin',
      budget: orgAdminBudget,
    });
    views.push(...orgAdminDemo.rows);
    // A Kynd Admin's Summary and Industry 'All' read aggregates, whatever the number of
    // organisations: the same budget as an Org Admin's Summary.
    const providerBudget = orgAdminBudget;
    const providerDemo = await dashboardViews('demo', 'Kynd Admin', providerState, {
      industryAll: true,
      compareWith: 'Construction',
      lists: 'Kynd Admin',
      budget: providerBudget,
    });
    views.push(...providerDemo.rows);
    views.push(...(await pickerRows('demo', 'Kynd Admin', ACCOUNTS.providerAdmin)));
    views.push(...(await pickerRows('demo', 'Org Admin', ACCOUNTS.orgAdmin)));
    // After the views, which have the emulators answer each kind of read the first score needs.
    const times = await firstScoreTimes(orgAdminState);

    // ---- large dataset
    let large: LargeSeedResult | undefined;
    let calculation: { users: number; ms: number }[] = [];
    let imported: ImportBenchResult | undefined;
    let scale: ScaleResult | undefined;
    let importFailure: string | undefined;
    if (!DEMO_ONLY) {
      log('Seeding the large dataset…');
      // Written complete, derived fields and scores included (scripts/seed/large.ts): with the
      // triggers on, its 150,000 users would queue as many events, served one after another by the
      // Functions emulator through the measures and the import that follow.
      large = await withTriggersPaused(OFFSET, () => seedLargeData({ db, auth, now, log }));
      log('Measuring the large dataset…');
      const manyDivisionsState = await sessionOf(orgAdminOf(large, LARGE_IDS.manyDivisions));
      const bigState = await sessionOf(orgAdminOf(large, LARGE_IDS.users10000));
      const largestState = await sessionOf(orgAdminOf(large, LARGE_IDS.users100000));
      const largeOrgAdmin = await dashboardViews(
        'large',
        'Org Admin (demo organisation)',
        orgAdminState,
        {
          budget: orgAdminBudget,
        },
      );
      views.push(...largeOrgAdmin.rows.filter((row) => row.view.startsWith('Summary (cold')));
      const manyDivisions = await dashboardViews(
        'large',
        'Org Admin (300 divisions)',
        manyDivisionsState,
        {
          compareWith: 'Retail',
          lists: 'Org Admin',
          budget: orgAdminBudget,
        },
      );
      views.push(...manyDivisions.rows);
      const big = await dashboardViews('large', 'Org Admin (10,000 users)', bigState, {
        budget: orgAdminBudget,
      });
      views.push(...big.rows.filter((row) => /Summary \(cold|Body \(in-app/.test(row.view)));
      const largest = await dashboardViews('large', 'Org Admin (100,000 users)', largestState, {
        lists: 'Org Admin',
        budget: orgAdminBudget,
      });
      views.push(...largest.rows.filter((row) => /Summary \(cold|^\/users \(/.test(row.view)));
      const providerLarge = await dashboardViews('large', 'Kynd Admin', providerState, {
        industryAll: true,
        lists: 'Kynd Admin',
        budget: providerBudget,
      });
      views.push(...providerLarge.rows);
      views.push(...(await pickerRows('large', 'Kynd Admin', ACCOUNTS.providerAdmin)));
      views.push(
        ...(await pickerRows(
          'large',
          'Org Admin (300 divisions)',
          orgAdminOf(large, LARGE_IDS.manyDivisions),
        )),
      );
      views.push(
        ...(await pickerRows(
          'large',
          'Org Admin (10,000 users)',
          orgAdminOf(large, LARGE_IDS.users10000),
        )),
      );

      log('Timing scheduleOrgScoreCalculation…');
      const token = await idTokenOf(ACCOUNTS.providerAdmin);
      await timeCalculation(token, LARGE_IDS.users100); // the function worker starts here
      const sizes: [number, string][] = [
        [100, LARGE_IDS.users100],
        [1_000, LARGE_IDS.users1000],
        [10_000, LARGE_IDS.users10000],
      ];
      calculation = [];
      for (const [users, id] of sizes) {
        const runs: number[] = [];
        for (let attempt = 0; attempt < 3; attempt += 1)
          runs.push(await timeCalculation(token, id));
        calculation.push({ users, ms: median(runs) });
      }

      if (!Number.isInteger(IMPORT_ROWS) || IMPORT_ROWS < 1) {
        throw new Error('KYND_BENCH_IMPORT_ROWS: a count of rows');
      }
      log(`Importing ${IMPORT_ROWS.toLocaleString('en-NZ')} users…`);
      // A failed import is reported with the tables, not in place of them.
      imported = await benchImport(OFFSET, IMPORT_ROWS, log).catch((error: unknown) => {
        importFailure = String(error);
        log(`  the import failed: ${importFailure}`);
        return undefined;
      });
      log('Measuring the large organisations…');
      scale = await benchScale(OFFSET, METER_DIR, log);
    }

    // ---- report
    const signInKb = gzipKb(times.signInJs);
    const dashboardKb = gzipKb(new Set([...orgAdminDemo.dashboardJs]));
    const floor = median(times.floor);
    const score = median(times.score);
    const ratio = score / floor;
    say('');
    say(`## Benchmark (${new Date().toISOString().slice(0, 10)}, offset ${OFFSET})`);
    say('');
    say(
      `Machine: ${availableParallelism()} CPU(s), load average at the start ${startLoad}, at the end ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')} (timings stretch with the load; the reads do not).`,
    );
    say('');
    say(
      `Seeding: demo ${demoSeconds.toFixed(0)} s${large ? `; large (${large.organisations} organisations, ${large.users.toLocaleString('en-NZ')} users, one of 300 divisions) ${(large.seconds.documents + large.seconds.scores).toFixed(0)} s (documents ${large.seconds.documents.toFixed(0)} s, scores ${large.seconds.scores.toFixed(0)} s), budget 600 s: ${mark(large.seconds.documents + large.seconds.scores < 600)}` : ' (large dataset skipped)'}`,
    );
    say('');
    say('### JavaScript (gzip, files as built)');
    say('');
    say(
      table(
        ['Page', 'gzip JS', 'Budget', ''],
        [
          [
            'Sign-in page',
            `${signInKb.toFixed(1)} KB`,
            `≤ ${BUDGET.signInJsKb} KB`,
            mark(signInKb <= BUDGET.signInJsKb),
          ],
          [
            '/dashboard (Summary)',
            `${dashboardKb.toFixed(1)} KB`,
            `≤ ${BUDGET.dashboardJsKb} KB`,
            mark(dashboardKb <= BUDGET.dashboardJsKb),
          ],
        ],
      ),
    );
    say('');
    say(
      `### First score (median of ${COLD_LOADS} cold loads after ${WARM_UP_LOADS} not counted, Org Admin, demo data)`,
    );
    say('');
    say(
      table(
        ['Measure', 'Median', 'Runs'],
        [
          [
            'Sign-in form ready (floor)',
            `${floor.toFixed(0)} ms`,
            times.floor.map((t) => t.toFixed(0)).join(', '),
          ],
          [
            'First score on /dashboard',
            `${score.toFixed(0)} ms`,
            times.score.map((t) => t.toFixed(0)).join(', '),
          ],
          [
            'First score ÷ floor',
            ratio.toFixed(2),
            `budget ≤ ${BUDGET.firstScoreRatio}: ${mark(ratio <= BUDGET.firstScoreRatio)}`,
          ],
        ],
      ),
    );
    say('');
    say('### Firestore reads per view (documents include counts; responses as received)');
    say('');
    say(viewTable(views));
    if (calculation.length > 0) {
      say('');
      say('### scheduleOrgScoreCalculation (Functions emulator, median of 3 after a warm-up)');
      say('');
      const perUser = calculation.map(({ users, ms }) => ms / users);
      const first = perUser[0] ?? 0;
      say(
        table(
          ['Users', 'Time', 'Per user', 'Growth from the previous size'],
          calculation.map(({ users, ms }, index) => {
            const previous = calculation[index - 1];
            return [
              users.toLocaleString('en-NZ'),
              `${ms.toFixed(0)} ms`,
              `${(ms / users).toFixed(2)} ms`,
              previous
                ? `× ${(ms / previous.ms).toFixed(1)} for × ${users / previous.users} users`
                : '',
            ];
          }),
        ),
      );
      const last = perUser[perUser.length - 1] ?? 0;
      say('');
      say(
        `Growth no faster than linear (time per user at 10,000 not above 1.25 × that at 1,000): ${mark((perUser[2] ?? 0) <= 1.25 * (perUser[1] ?? 0))} (per user ${first.toFixed(2)} → ${last.toFixed(2)} ms).`,
      );
    }
    if (imported || importFailure) {
      say('');
      say('### User import (importUsers callable, Functions and Auth emulators)');
      say('');
      if (imported) for (const line of importBenchLines(imported)) say(line);
      else say(`The import of ${IMPORT_ROWS} rows failed: ${importFailure}`);
    }
    if (scale) {
      say('');
      say("### Large organisations (the server's documents, until its workers are idle)");
      say('');
      for (const line of scaleBenchLines(scale)) say(line);
    }
    say('');
    say(
      `Statistics threshold: more than ${MIN_USERS_FOR_STATISTICS} active users. Whole run ${((Date.now() - benchStarted) / 1000 / 60).toFixed(1)} min.`,
    );
    writeFileSync(join(REPO_ROOT, '.stack', `bench-${OFFSET}.md`), `${output.join('\n')}\n`);
  } finally {
    await browser?.close().catch(() => undefined);
    stopGroup(preview);
    if (stack) await stopStack(stack, { exportData: false, log: () => undefined });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
