// Comments and docs cite only what exists (docs/README.md, "Citing these documents from the
// code"): files, numbered sections and headings of docs/, and never an issue number.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCitationProblems, markdownHeadings, type CitationContext } from './lib/citations';
import { citableText, listFiles, rulesComments, scriptComments } from './lib/citationSources';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A small repository for the detector's samples. */
function sampleContext(file: string): CitationContext {
  const files = new Set([
    'src/providers/queryClient.ts',
    'src/providers/dataProvider/questionnaireAlerts.ts',
    'src/domain/errorCode.ts',
    'scripts/seed.ts',
    'docs/product.md',
    'docs/architecture.md',
    'README.md',
  ]);
  const folders = new Set([
    'src',
    'src/providers',
    'src/providers/dataProvider',
    'src/domain',
    'scripts',
    'docs',
  ]);
  const headings: Record<string, string[]> = {
    'docs/product.md': [
      'Kynd Dashboard',
      '§1 What it does',
      '§5 Validation rules',
      '§5.2 Codes',
      'Sign-in',
    ],
    'docs/architecture.md': ['Architecture', 'Resources', 'The local stack', 'Decisions and why'],
    'README.md': ['Kynd Dashboard', 'Deploy', 'Migrations'],
  };
  return {
    file,
    exists: (candidate) => files.has(candidate) || folders.has(candidate),
    hasBaseName: (name) => [...files].some((known) => known.endsWith(`/${name}`) || known === name),
    headings: (document) => headings[document],
  };
}

const problems = (text: string, file = 'src/providers/dataProvider/index.ts') =>
  findCitationProblems(text, sampleContext(file)).map((problem) => problem.message);

describe('the citation detector', () => {
  it('accepts paths that exist, short or from the repository root', () => {
    expect(problems('see providers/queryClient and dataProvider/questionnaireAlerts.ts')).toEqual(
      [],
    );
    expect(problems('seeded by scripts/seed.ts, read by @/domain/errorCode')).toEqual([]);
    expect(problems('the rules in queryClient.ts and docs/product.md')).toEqual([]);
  });

  it('refuses paths and file names that do not exist', () => {
    expect(problems('see dataProvider/named.ts')).toEqual([
      'cites dataProvider/named.ts, which does not exist',
    ]);
    expect(problems('from @/domain/textLimits')).toEqual([
      'cites @/domain/textLimits, which does not exist',
    ]);
    expect(problems('copied into questionnaireAlerts.rules.fragment')).toEqual([
      'cites questionnaireAlerts.rules.fragment, which no file is called',
    ]);
    expect(problems('layout/toast holds the store')).toEqual([
      'cites layout/toast, which does not exist',
    ]);
  });

  it('ignores what is not a path of the repository', () => {
    const prose = [
      'Body/Mind/Life, read/write, firebase/firestore/lite, @firebase/rules-unit-testing,',
      'http://127.0.0.1:9099/emulator/v1/projects/demo/x.json, https://example.com/a/b.js,',
      'scripts/*.test.ts, src/resources/<name>/index.ts, functions/.env.<project-id>,',
      'Node.js 20, dist/assets/index.js, functions/lib/index.js, images/article/photo',
    ].join('\n');
    expect(problems(prose)).toEqual([]);
  });

  it('checks numbered sections against the headings', () => {
    expect(problems('docs/product.md §5 and docs/product.md §5.2, product.md §1')).toEqual([]);
    expect(problems('docs/product.md §1, §5 and §7')).toEqual([
      'cites docs/product.md §7, which has no heading numbered 7',
    ]);
    expect(problems('docs/product.md §5.9')).toEqual([
      'cites docs/product.md §5.9, which has no heading numbered 5.9',
    ]);
  });

  it('checks cited headings, quoted or not', () => {
    expect(
      problems('(docs/architecture.md, Resources) and docs/architecture.md, "The local stack"'),
    ).toEqual([]);
    expect(
      problems('README, Deploy; README "Migrations"; docs/architecture.md, Decisions'),
    ).toEqual([]);
    expect(problems('docs/architecture.md, Style 1')).toEqual([
      'cites docs/architecture.md, "Style 1", which is not a heading of it',
    ]);
    expect(problems('(docs/architecture.md, Data access)')).toEqual([
      'cites docs/architecture.md, "Data access", which is not a heading of it',
    ]);
    expect(problems('README, "Benchmark"')).toEqual([
      'cites README, "Benchmark", which is not a heading of it',
    ]);
    expect(problems('(docs/architecture.md, the local stack)')).toEqual([]);
    expect(problems('(docs/architecture.md, bundle floor)')).toEqual([
      'cites docs/architecture.md, "bundle floor", which is not a heading of it',
    ]);
    // Lower-case prose after a comma is not a heading citation.
    expect(problems('listed in docs/architecture.md, cell by cell: per flow')).toEqual([]);
  });

  it('checks the heading anchors of Markdown links', () => {
    const doc = (text: string) =>
      findCitationProblems(text, sampleContext('docs/README.md')).map((p) => p.message);
    expect(
      doc('[stack](architecture.md#the-local-stack), [why](architecture.md#decisions-and-why)'),
    ).toEqual([]);
    expect(doc('[§5](product.md#5-validation-rules), [deploy](../README.md#deploy)')).toEqual([]);
    expect(doc('[ops](architecture.md#named-operations)')).toEqual([
      'links to architecture.md#named-operations, which is not a heading of it',
    ]);
  });

  it('refuses issue numbers', () => {
    expect(problems('the attacks of issue 7 replayed')).toEqual([
      'mentions "issue 7": say what the rule is, not which issue asked for it',
    ]);
    expect(problems('(Issue #15)')).toHaveLength(1);
    expect(problems('an issue with the emulator')).toEqual([]);
  });

  it('reads only the comments of source files, on their own lines', () => {
    const source = [
      "import { x } from './missing/module';",
      "const url = 'https://example.com/issue 7';",
      '// see dataProvider/named.ts',
      '/* issue 10 */ const y = <div>{/* docs/product.md §7 */}</div>;',
    ].join('\n');
    const comments = scriptComments(source, 'sample.tsx');
    expect(comments.split('\n')).toHaveLength(4);
    expect(findCitationProblems(comments, sampleContext('src/a.tsx'))).toEqual([
      { line: 3, message: 'cites dataProvider/named.ts, which does not exist' },
      {
        line: 4,
        message: 'mentions "issue 10": say what the rule is, not which issue asked for it',
      },
      { line: 4, message: 'cites docs/product.md §7, which has no heading numbered 7' },
    ]);
    expect(rulesComments("allow read: if x.matches('^https://a/issue 7'); // issue 8")).toMatch(
      /^\s+\/\/ issue 8$/,
    );
  });
});

describe('the repository', () => {
  const allFiles = listFiles(root, '');
  const known = new Set(allFiles);
  const folders = new Set(
    allFiles.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const baseNames = new Set(allFiles.map((file) => path.basename(file)));
  const headingCache = new Map<string, string[] | undefined>();
  const context = (file: string): CitationContext => ({
    file,
    exists: (candidate) => known.has(candidate) || folders.has(candidate),
    hasBaseName: (name) => baseNames.has(name),
    headings: (document) => {
      if (!headingCache.has(document)) {
        const full = path.join(root, document);
        headingCache.set(
          document,
          existsSync(full) ? markdownHeadings(readFileSync(full, 'utf8')) : undefined,
        );
      }
      return headingCache.get(document);
    },
  });

  const checked = [
    ...['src', 'functions/src', 'scripts', 'tests', 'docs'].flatMap((folder) =>
      listFiles(root, folder),
    ),
    'README.md',
    'firestore.rules',
    'storage.rules',
    'vite.config.ts',
    'eslint.config.js',
    'functions/build.mjs',
  ].filter((file) => /\.(tsx?|m?js|md|rules)$/.test(file));

  // It reads every file of the repository: a minute and more on a loaded 2-core machine, where
  // the project's 20 s default would fail it for the machine's speed, not for a citation.
  it('cites only files, sections and headings that exist, and no issue numbers', () => {
    const found = checked.flatMap((file) =>
      findCitationProblems(citableText(root, file), context(file)).map(
        (problem) => `${file}:${problem.line}: ${problem.message}`,
      ),
    );
    expect(found).toEqual([]);
  }, 180_000);
});
