import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The stored session's key (docs/product.md §9), read from src/config/constants.ts, where it is defined once:
 * importing that module here would make the config depend on TypeScript imports without file
 * extensions, which Vite's coming native config loader refuses.
 */
function sessionStorageKey(): string {
  const constants = readFileSync(`${src}/config/constants.ts`, 'utf8');
  const found = /export const SESSION_STORAGE_KEY = '([^']+)';/.exec(constants)?.[1];
  if (!found) throw new Error('SESSION_STORAGE_KEY not found in src/config/constants.ts');
  return found;
}

/**
 * What a page loads beyond the entry, by path: `modules` (and what they import) for a stored
 * session, or, with `signedOut`, for a visitor without one.
 */
const ROUTE_PRELOADS: readonly { paths: string; signedOut?: true; modules: readonly string[] }[] = [
  // Every screen of a signed-in user: the frame, the resources and their data provider
  // (src/main.tsx asks for them before the first render).
  { paths: '', modules: ['/src/signedIn.tsx', '/src/providers/dataProvider/index.ts'] },
  // A visitor without a session: on the sign-in page ('/', '/signin': isSignInPath in
  // src/layout/RootRoute.tsx), its code; anywhere else, the not-found page in the frame.
  { paths: '^/(signin/?)?$', signedOut: true, modules: ['/src/layout/LoginPage.tsx'] },
  { paths: '^/(?!(signin/?)?$)', signedOut: true, modules: ['/src/signedIn.tsx'] },
  // The dashboard screens a stored session lands on.
  { paths: '^/(dashboard/?)?$', modules: ['/src/dashboards/SummaryScreen.tsx'] },
  { paths: '^/dashboard/(body|mind|life)/?$', modules: ['/src/dashboards/CategoryScreen.tsx'] },
];

/** The preload script's file in the build, beside index.html. */
const PRELOAD_SCRIPT = 'preload-routes.js';

/**
 * Preloads a page's code with the entry (issue: the Summary's chunk was fetched only after the
 * entry had run). A small script loaded first by index.html adds modulepreload links for the
 * chunks ROUTE_PRELOADS names for the path, so that a returning user's browser fetches the
 * signed-in screens' code and the dashboard's in parallel with the entry, and the sign-in page
 * loads none of them. It is a file of its own, not an inline script, because the hosting
 * Content-Security-Policy allows scripts from the app's origin only (firebase.json).
 */
function preloadRoutes(): Plugin {
  let base = '/';
  return {
    name: 'kynd-preload-routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: readonly string[]) => {
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
        };
        start.forEach(visit);
        return files;
      };
      // What the entry loads statically is already preloaded by Vite's own links.
      const loadedByEntry = closure(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
      );
      const routes = ROUTE_PRELOADS.map(({ paths, signedOut, modules }) => {
        const entries = modules.map((module) => {
          // The chunk that holds the module: its own, or its group's (pageChunks).
          const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
          if (!entry) throw new Error(`The build has no chunk of ${module} to preload.`);
          return entry.fileName;
        });
        const extra = [...closure(entries)].filter((file) => !loadedByEntry.has(file));
        return {
          paths,
          signedOut: signedOut ?? false,
          files: extra.map((file) => `${base}${file}`),
        };
      });
      const script =
        `try{const s=!!localStorage.getItem(${JSON.stringify(sessionStorageKey())}),d=new Set();` +
        `for(const r of ${JSON.stringify(routes)}){if(r.signedOut!==s&&new RegExp(r.paths).test(location.pathname)){` +
        `for(const f of r.files){if(d.has(f))continue;d.add(f);const l=document.createElement('link');` +
        `l.rel='modulepreload';l.crossOrigin='';l.href=f;document.head.appendChild(l)}}}}catch(e){}\n`;
      this.emitFile({ type: 'asset', fileName: PRELOAD_SCRIPT, source: script });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return {
          html,
          tags: [
            { tag: 'script', attrs: { src: `${base}${PRELOAD_SCRIPT}` }, injectTo: 'head-prepend' },
          ],
        };
      },
    },
  };
}

/** The boot script's module (src/boot.ts), an entry of its own in the build. */
const BOOT_ENTRY = 'boot';

/**
 * Runs src/boot.ts as the page's first module script, before the app's entry, so that a
 * returning user's first reads wait neither for the app's code nor for Firebase's SDKs. In the
 * build, boot is an entry of its own whose graph is the REST client and a few small modules; the
 * app's entry imports it too, so both share one client, whose answers the app's reads take. The
 * development server loads it through that import alone.
 */
function bootFirst(): Plugin {
  let base = '/';
  return {
    name: 'kynd-boot-first',
    apply: 'build',
    config: () => ({
      build: {
        rollupOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            [BOOT_ENTRY]: `${src}/boot.ts`,
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === BOOT_ENTRY,
        );
        if (!boot) throw new Error('The build has no boot entry (src/boot.ts).');
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'module', crossorigin: true, src: `${base}${boot.fileName}` },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}

/**
 * The build's chunks, a few per page rather than one per set of modules the bundler finds shared
 * by a different set of entries and lazy screens, which would make the sign-in page load 17 files
 * and a returning user's /dashboard 51, each compressed and fetched on its own:
 * - `app`: what the app's entry loads statically (src/main.tsx), one file, loaded by every page.
 *   Dependencies are not pulled into it (`includeDependenciesRecursively`), or boot's would follow.
 * - `boot`: what src/boot.ts loads, in boot's own chunk: boot runs first and must not load the app.
 * - `login-shared`: the sign-in page's modules that signed-in screens use too (the logo), so that
 *   neither page loads the other's chunk.
 * - `signed`: what every signed-in screen loads (src/signedIn.tsx and the data provider), with
 *   what it needs, so that no module of it is left in a chunk that imports it back.
 * The modules of the last two are followed through the project's imports and deep package imports,
 * not through a package's index (`isBarrel`): a package's index names every module of the package,
 * most of which those screens do not use.
 */
function pageChunks(): Plugin {
  let graphs: ReturnType<typeof moduleGraphs> | undefined;
  const graphsOf = (context: { getModuleInfo: ModuleInfoOf }) =>
    (graphs ??= moduleGraphs((id) => context.getModuleInfo(id)));
  return {
    name: 'kynd-page-chunks',
    apply: 'build',
    buildStart() {
      graphs = undefined;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  debugName: 'app',
                  tags: ['$initial'],
                  includeDependenciesRecursively: false,
                  name: (id, context) => (graphsOf(context).boot.has(id) ? null : 'app'),
                },
                {
                  debugName: 'boot',
                  tags: ['$initial'],
                  includeDependenciesRecursively: false,
                  name: (id, context) => (graphsOf(context).boot.has(id) ? 'boot' : null),
                },
                {
                  debugName: 'login-shared',
                  name(id, context) {
                    const { boot, signIn, signedInAll } = graphsOf(context);
                    return signIn.has(id) && signedInAll.has(id) && !boot.has(id)
                      ? 'login-shared'
                      : null;
                  },
                },
                {
                  debugName: 'signed',
                  name(id, context) {
                    const { boot, signedIn } = graphsOf(context);
                    return signedIn.has(id) && !boot.has(id) ? 'signed' : null;
                  },
                },
              ],
            },
          },
        },
      },
    }),
  };
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[]; code: string | null } | null;

/** The static graphs pageChunks groups by. */
function moduleGraphs(info: ModuleInfoOf) {
  const signedInEntries = [`${src}/signedIn.tsx`, `${src}/providers/dataProvider/index.ts`];
  return {
    boot: staticGraph([`${src}/boot.ts`], info),
    signIn: staticGraph([`${src}/layout/LoginPage.tsx`], info, isBarrel),
    signedIn: staticGraph(signedInEntries, info, isBarrel),
    signedInAll: staticGraph(signedInEntries, info),
  };
}

/**
 * The modules `entries` import statically, directly or not, themselves included; a module that
 * `stopAt` (other than an entry) is counted but not followed.
 */
function staticGraph(
  entries: readonly string[],
  info: ModuleInfoOf,
  stopAt: (code: string | null) => boolean = () => false,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const module = info(id);
    if (!entries.includes(id) && stopAt(module?.code ?? null)) return;
    for (const imported of module?.importedIds ?? []) visit(imported);
  };
  entries.forEach(visit);
  return seen;
}

/** A module that only hands on other modules' exports, such as a package's index. */
function isBarrel(code: string | null): boolean {
  const statements = (code ?? '')
    .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((statement) => /^(export|import)\b[\s\S]*\bfrom\s*["']/.test(statement))
  );
}

/** Where the build's source maps go: beside its output folder, never inside what Hosting serves. */
const sourceMapsDir = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`;

/**
 * Keeps the build's source maps for the error reports (README, Deploy): Vite writes them 'hidden'
 * (no `sourceMappingURL` comment in the code), and this moves them out of the output folder into
 * sourceMapsDir, so that Hosting, which publishes the folder as it is, never serves the sources.
 * Chunk names carry their content's hash, so the maps of earlier builds stay valid beside them.
 */
function keepSourceMapsApart(): Plugin {
  let root = '.';
  let outDir = 'dist';
  return {
    name: 'kynd-keep-source-maps-apart',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    // Once the output is written: Vite's own last steps (the preload map it adds atop an entry)
    // still change the chunks, and their maps, after the other plugins' generateBundle.
    writeBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.map')) continue;
        // Sources named from the repository's root (src/…, node_modules/…), wherever the map goes.
        const map = JSON.parse(String(output.source)) as { sources: string[] };
        const from = dirname(join(outDir, fileName));
        map.sources = map.sources.map((source) => relative(root, resolve(from, source)));
        const target = join(sourceMapsDir(outDir), fileName);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, JSON.stringify(map));
        rmSync(join(outDir, fileName));
      }
    },
  };
}

/**
 * Seconds a file took in one `npm test` on 2 cores, for the files that take more than a few
 * (DurationSequencer). Only their ratios matter; a file not named weighs DEFAULT_SECONDS.
 */
const USUAL_SECONDS: Record<string, number> = {
  'tests/emulators/organisations.test.ts': 151,
  'tests/emulators/seed.test.ts': 126,
  'tests/emulators/appContract.test.ts': 126,
  'tests/emulators/rules.test.ts': 126,
  'tests/emulators/audit.test.ts': 93,
  'tests/emulators/identity.test.ts': 82,
  'tests/emulators/importUsers.test.ts': 62,
  'tests/emulators/listReads.test.ts': 58,
  'tests/emulators/largeMembership.test.ts': 55,
  'tests/emulators/organisationSummaries.test.ts': 53,
  'tests/emulators/scoresScale.test.ts': 49,
  'tests/emulators/alertsRules.test.ts': 42,
  'tests/emulators/dataProvider.test.ts': 33,
  'tests/emulators/derivedFields.test.ts': 27,
  'tests/emulators/functions.test.ts': 26,
  'tests/emulators/usersListReads.test.ts': 17,
  'tests/emulators/notifications.test.ts': 17,
  'tests/emulators/providerDashboardReads.test.ts': 14,
  'tests/emulators/dashboardReads.test.ts': 11,
  'tests/emulators/listRows.test.ts': 11,
  'tests/emulators/withheldFigures.test.ts': 8,
  'tests/emulators/userConsistency.test.ts': 7,
  'tests/emulators/menuRules.test.ts': 6,
  'tests/emulators/alertsProvider.test.ts': 6,
  'tests/emulators/organisationSearch.test.ts': 6,
  'tests/e2e/accessibility.test.ts': 204,
  'tests/e2e/faults.test.ts': 117,
  'tests/e2e/users.test.ts': 102,
  'tests/e2e/organisations.test.ts': 92,
  'tests/e2e/routes.test.ts': 77,
  'tests/e2e/dashboards.test.ts': 64,
  'tests/e2e/auth.test.ts': 59,
  'tests/e2e/shell.test.ts': 57,
  'tests/e2e/importUsers.test.ts': 43,
  'tests/e2e/userChanges.test.ts': 43,
  'tests/e2e/articles.test.ts': 42,
  'tests/e2e/selectOptions.test.ts': 38,
  'tests/e2e/alerts.test.ts': 32,
  'tests/e2e/questions.test.ts': 29,
  'tests/e2e/slowBackend.test.ts': 27,
  'tests/e2e/notifications.test.ts': 27,
  'tests/e2e/bulk.test.ts': 17,
  'tests/e2e/activity.test.ts': 14,
  'tests/e2e/initialMessages.test.ts': 13,
  'tests/e2e/restore.test.ts': 11,
};
const DEFAULT_SECONDS = 5;

/**
 * How `vitest run --project <name> --shard=<index>/<count>` splits a project's files: by their
 * usual duration, so that `npm test`'s shards, each on a stack of its own (tests/helpers/stack.ts
 * testPortOffset), end near the same time. Vitest's own split deals out equal numbers of files by a
 * hash of their paths, which can put the few long files in one shard. Longest first, each to the
 * shard with the least so far; ties by path, so that every machine makes the same split.
 */
class DurationSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const weighed = files
      .map((file) => {
        const path = relative(this.ctx.config.root, file.moduleId).split('\\').join('/');
        return { file, path, seconds: USUAL_SECONDS[path] ?? DEFAULT_SECONDS };
      })
      .sort((a, b) => b.seconds - a.seconds || (a.path < b.path ? -1 : 1));
    const loads = Array.from({ length: count }, () => ({
      seconds: 0,
      files: [] as TestSpecification[],
    }));
    for (const { file, seconds } of weighed) {
      const least = loads.reduce((min, load) => (load.seconds < min.seconds ? load : min));
      least.seconds += seconds;
      least.files.push(file);
    }
    return loads[index - 1]?.files ?? [];
  }
}

export default defineConfig({
  plugins: [react(), preloadRoutes(), bootFirst(), pageChunks(), keepSourceMapsApart()],
  envPrefix: ['VITE_', 'KYND_'],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 5173, strictPort: true, host: '127.0.0.1' },
  // Hidden source maps, kept out of dist/ (keepSourceMapsApart): hosting publishes dist/ as it is.
  build: { sourcemap: 'hidden', chunkSizeWarningLimit: 1500 },
  test: {
    globals: true,
    // `--shard` splits a stack project's files by their usual duration (npm run test:stacks).
    sequence: { sequencer: DurationSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'functions/src/**/*.test.ts'],
          // Plain modules run without a DOM (about a second of jsdom set-up per file saved); the
          // few that need one say so in a `@vitest-environment jsdom` docblock.
          environment: 'node',
          setupFiles: ['tests/helpers/setupUnit.ts'],
          testTimeout: 20_000,
          // A worker on every core: Vitest's default leaves one to its main process, which is idle
          // while the files run, and on a 2-core machine that is one worker (371 s against 221 s).
          maxWorkers: availableParallelism(),
          // The files of a worker share its modules (38 s against 19 s here): none mocks a module
          // or keeps state between files. The screens' files do (react-admin's and React Query's
          // caches), so unit-screens keeps Vitest's fresh module graph per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-screens',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/setupUnit.ts'],
          // The rich-text editor and the whole-screen tests mount a lot in jsdom: on a 2-core
          // machine running the workers side by side, 5 s is too tight for them.
          testTimeout: 20_000,
          maxWorkers: availableParallelism(),
        },
      },
      {
        extends: true,
        test: {
          name: 'emulators',
          include: ['tests/emulators/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/globalStack.ts'],
          setupFiles: ['tests/helpers/setupEmulators.ts'],
          fileParallelism: false,
          // One worker runs the files one after another with their modules loaded once (firebase-admin,
          // the SDKs, the harnesses): about a minute less of imports. Each file makes its own apps and
          // fixtures, and setupEmulators.ts still runs before each file.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/setupE2e.ts'],
          globalSetup: [
            'tests/helpers/globalChromium.ts',
            'tests/helpers/globalAppBuild.ts',
            'tests/helpers/globalStack.ts',
            'tests/helpers/globalApp.ts',
          ],
          fileParallelism: false,
          // As the emulators project: the files share playwright-core, firebase-admin and the
          // helpers, loaded once (setupE2e.ts still runs before each file and resets the build).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
