// Finds the references in comments and docs that point nowhere: a file that does not exist, a
// numbered section (`docs/product.md §5`) or a heading (`docs/architecture.md, Resources`,
// `README, "Deploy"`) that the document lacks, and issue numbers, which a reader of the
// repository cannot look up. Pure: the caller says which files exist and what headings a
// document has, so the rules can be tested on small samples (scripts/citations.test.ts).

/** What the checker needs to know about the repository. */
export interface CitationContext {
  /** Repository-relative path of the text being checked, e.g. `src/providers/queryClient.ts`. */
  readonly file: string;
  /** Whether a repository-relative path is a file or a folder of the repository. */
  readonly exists: (path: string) => boolean;
  /** Whether some file of the repository (outside generated folders) has this base name. */
  readonly hasBaseName: (name: string) => boolean;
  /** The headings of a repository-relative Markdown file, or undefined when there is none. */
  readonly headings: (path: string) => readonly string[] | undefined;
}

export interface CitationProblem {
  readonly line: number;
  readonly message: string;
}

/** Extensions that make a token a file name even without a folder. */
const FILE_EXTENSIONS = ['ts', 'tsx', 'mjs', 'cjs', 'js', 'json', 'md', 'rules', 'fragment'];

/** First folders of a path without extension that is read as a path of this repository. */
const ROOT_FOLDERS = new Set([
  'src',
  'functions',
  'scripts',
  'tests',
  'docs',
  'providers',
  'dataProvider',
  'domain',
  'resources',
  'layout',
  'dashboards',
  'shared',
  'config',
  'i18n',
  'theme',
  'monitoring',
  'helpers',
  'migrations',
]);

/** Folders that a build or a run makes: what they hold is not in the repository. */
const GENERATED = [
  'dist/',
  'functions/lib/',
  'node_modules/',
  'coverage/',
  '.stack/',
  '.emulator-data/',
];

/** Names with a file extension that are not files: products spelled that way. */
const NOT_FILES = new Set(['node.js', 'next.js', 'vue.js', 'chart.js']);

/** Firebase error codes (`functions/deadline-exceeded`, `auth/user-not-found`) look like paths. */
const ERROR_CODE = /^(?:functions|auth|firestore|storage)\/[a-z]+(?:-[a-z]+)+$/;

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '.md', '/index.ts', '/index.tsx'];

const EXT = FILE_EXTENSIONS.join('|');
// A path: two or more segments, not glued to a URL, a scope (`@firebase/...`) or a glob.
const PATH = new RegExp(
  `(?<![\\w./@:*~\\-])(@/)?((?:[\\w.-]+/)+[\\w.-]*[\\w-])(?![\\w/<{*]|\\.[\\w<{*])`,
  'g',
);
// A bare file name with a known extension.
const BARE = new RegExp(
  `(?<![\\w./@:*~\\-])([\\w-]+(?:\\.[\\w-]+)*\\.(?:${EXT}))(?![\\w/<{*-])`,
  'g',
);
// `docs/product.md §5`, or several sections after one file, separated by commas, "and", "or".
const SECTIONS = /(?<![\w-])((?:docs\/)?[\w-]+\.md)((?:(?:\s*,|\s+and|\s+or)?\s*§\d+(?:\.\d+)*)+)/g;
// `docs/architecture.md, Resources`, `README, "Deploy"`, `README "Security"`; an unquoted heading
// starts with a capital, or is lower-case and closes the parenthesis the citation opened. Other
// lower-case words after the comma are prose.
const QUOTE = `"([^"\\n]+)"|'([^'\\n]+)'|“([^”\\n]+)”`;
const HEADING = new RegExp(
  `(?<![\\w/-])((?:docs/)?[\\w-]+\\.md|README)(?:,\\s*|\\s+(?=["“']))(?:${QUOTE}|([A-Z][\\w'’-]*(?: [\\w'’-]+)*)|([a-z][\\w'’-]*(?: [\\w'’-]+)*)(?=\\)))`,
  'g',
);
const ISSUE = /\bissues?\s+#?\d+/gi;
// A Markdown link to a heading of a document: `[text](architecture.md#the-local-stack)`.
const ANCHOR = /\]\(((?:[\w./-]*\/)?[\w-]+\.md)?#([\w-]+)\)/g;

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

const normalise = (heading: string): string =>
  heading
    .replace(/^§\d+(?:\.\d+)*\s*/, '')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase();

/** Where a path cited from `file` may live: beside it and up its folders, src/, functions/src/. */
function candidateBases(file: string): string[] {
  const bases = [''];
  const parts = file.split('/').slice(0, -1);
  for (let i = parts.length; i > 0; i -= 1) bases.push(`${parts.slice(0, i).join('/')}/`);
  bases.push('src/', 'functions/src/', 'functions/');
  return [...new Set(bases)];
}

function resolves(path: string, context: CitationContext): boolean {
  const bases = candidateBases(context.file);
  return bases.some((base) =>
    RESOLVE_SUFFIXES.some((suffix) => context.exists(normalisePath(`${base}${path}${suffix}`))),
  );
}

/** The Markdown file a citation names: `README` is the root README, other names are under docs/. */
function documentPath(name: string, context: CitationContext): string | undefined {
  if (name === 'README' || name === 'README.md') return 'README.md';
  if (name.startsWith('docs/')) return name;
  for (const candidate of [`docs/${name}`, name]) {
    if (context.headings(candidate)) return candidate;
  }
  return undefined;
}

/** `docs/../README.md` → `README.md`. */
function normalisePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Problems in a piece of text: a whole doc, or the comments of a source file. */
export function findCitationProblems(text: string, context: CitationContext): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const report = (index: number, message: string) =>
    problems.push({ line: lineOf(text, index), message });

  for (const match of text.matchAll(ISSUE)) {
    report(
      match.index,
      `mentions "${match[0]}": say what the rule is, not which issue asked for it`,
    );
  }

  for (const match of text.matchAll(PATH)) {
    const alias = match[1];
    const path = match[2].replace(/\.+$/, '');
    const first = path.split('/')[0];
    const extension = /\.([\w-]+)$/.exec(path)?.[1];
    const isFile = extension !== undefined && FILE_EXTENSIONS.includes(extension);
    if (!alias && !isFile && !ROOT_FOLDERS.has(first)) continue;
    if (ERROR_CODE.test(path)) continue;
    if (GENERATED.some((folder) => `${path}/`.startsWith(folder))) continue;
    const found = alias
      ? resolves(`src/${path}`, { ...context, file: '' })
      : resolves(path, context);
    if (!found) report(match.index, `cites ${alias ?? ''}${path}, which does not exist`);
  }

  for (const match of text.matchAll(BARE)) {
    const name = match[1];
    if (NOT_FILES.has(name.toLowerCase())) continue;
    if (!context.hasBaseName(name)) report(match.index, `cites ${name}, which no file is called`);
  }

  for (const match of text.matchAll(SECTIONS)) {
    const document = documentPath(match[1], context);
    const headings = document ? context.headings(document) : undefined;
    if (!headings) continue; // The file itself is checked above.
    for (const section of match[2].matchAll(/§(\d+(?:\.\d+)*)/g)) {
      const number = section[1];
      const pattern = new RegExp(`^§${number.replace(/\./g, '\\.')}(?![\\d.])`);
      if (!headings.some((heading) => pattern.test(heading.trim()))) {
        report(
          match.index,
          `cites ${match[1]} §${number}, which has no heading numbered ${number}`,
        );
      }
    }
  }

  for (const match of text.matchAll(HEADING)) {
    const quoted = match[2] ?? match[3] ?? match[4];
    const cited = (quoted ?? match[5] ?? match[6]).trim();
    const document = documentPath(match[1], context);
    const headings = document ? context.headings(document) : undefined;
    if (!headings) continue;
    const wanted = normalise(cited);
    const known = headings.map(normalise);
    const matches = known.some(
      (heading) =>
        heading === wanted || (heading.startsWith(wanted) && heading[wanted.length] === ' '),
    );
    if (!matches)
      report(match.index, `cites ${match[1]}, "${cited}", which is not a heading of it`);
  }

  if (context.file.endsWith('.md')) {
    for (const match of text.matchAll(ANCHOR)) {
      const folder = context.file.split('/').slice(0, -1).join('/');
      const target = match[1]
        ? normalisePath(folder ? `${folder}/${match[1]}` : match[1])
        : context.file;
      const headings = context.headings(target);
      if (headings && !headings.some((heading) => headingAnchor(heading) === match[2])) {
        report(match.index, `links to ${match[1] ?? ''}#${match[2]}, which is not a heading of it`);
      }
    }
  }

  return problems.sort((a, b) => a.line - b.line);
}

/** The headings of a Markdown text, without their `#` marks; fenced code is skipped. */
export function markdownHeadings(markdown: string): string[] {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) headings.push(heading[1]);
  }
  return headings;
}
