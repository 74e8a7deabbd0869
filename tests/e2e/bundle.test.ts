// The production build holds no secret (docs/security.md, "What is guaranteed"). It reads the build the e2e setup made
// (tests/helpers/globalApp.ts builds the app into .stack/app-<offset>) and needs no browser.
// Public by design, and so allowed: the Firebase web API key of each configured environment
// (src/config/environment.ts reads it from VITE_*_FIREBASE_API_KEY; a key only names the project,
// the rules guard the data) and every other VITE_/KYND_ variable, which Vite puts in the bundle.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/local-stack';
import { currentStack } from '../helpers/stack';

const BUILD = join(REPO_ROOT, '.stack', `app-${currentStack().offset}`);
const PUBLIC_PREFIXES = ['VITE_', 'KYND_'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const files = filesUnder(BUILD);
const texts = files
  .filter((file) => /\.(js|mjs|css|html|json|txt|svg|webmanifest)$/.test(file))
  .map((file) => ({ file: relative(BUILD, file), text: readFileSync(file, 'utf8') }));

/** Where `pattern` occurs in the build, as 'file: …match…'. */
function occurrences(pattern: RegExp): string[] {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return texts.flatMap(({ file, text }) =>
    [...text.matchAll(global)].map((match) => `${file}: ${match[0].slice(0, 80)}`),
  );
}

/** name=value pairs of the .env files in the repository root (the ones Vite and tools read). */
function dotenvEntries(): { file: string; name: string; value: string }[] {
  return readdirSync(REPO_ROOT)
    .filter((name) => name === '.env' || name.startsWith('.env.'))
    .flatMap((file) =>
      readFileSync(join(REPO_ROOT, file), 'utf8')
        .split(/\r?\n/)
        .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line))
        .filter((match): match is RegExpExecArray => match !== null)
        .map((match) => ({
          file,
          name: match[1],
          value: match[2].trim().replace(/^(['"])(.*)\1$/, '$2'),
        })),
    );
}

describe('the production build', () => {
  it('exists, with the app in it', () => {
    expect(existsSync(join(BUILD, 'index.html'))).toBe(true);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  });

  it('has no private key', () => {
    expect(occurrences(/-----BEGIN [A-Z ]*PRIVATE KEY-----/)).toEqual([]);
    expect(occurrences(/-----BEGIN/)).toEqual([]);
  });

  it('has no service-account credentials', () => {
    expect(occurrences(/"private_key(_id)?"\s*:/)).toEqual([]);
    expect(occurrences(/"type"\s*:\s*"service_account"/)).toEqual([]);
    expect(occurrences(/[a-z0-9-]+@[a-z0-9-]+\.iam\.gserviceaccount\.com/)).toEqual([]);
    expect(occurrences(/"client_email"\s*:/)).toEqual([]);
  });

  it('has no secret API keys, and no Google API key but the configured web ones', () => {
    expect(occurrences(/\b[rs]k_(live|test)_[0-9A-Za-z]{8,}/)).toEqual([]);
    const env = loadEnv('production', REPO_ROOT, PUBLIC_PREFIXES);
    const configured = new Set(
      Object.entries({ ...env, ...process.env })
        .filter(([name]) => /^VITE_(PROD|DEV)_FIREBASE_API_KEY$/.test(name))
        .map(([, value]) => value),
    );
    const googleKeys = occurrences(/AIza[0-9A-Za-z_-]{35}/).filter(
      (found) => !configured.has(found.slice(found.indexOf('AIza'), found.indexOf('AIza') + 39)),
    );
    expect(googleKeys).toEqual([]);
  });

  it('has none of the values of the .env files but the public VITE_/KYND_ ones', () => {
    const secrets = dotenvEntries().filter(
      ({ name, value }) =>
        !PUBLIC_PREFIXES.some((prefix) => name.startsWith(prefix)) && value.length >= 8,
    );
    for (const { file, name, value } of secrets) {
      expect(
        texts.filter(({ text }) => text.includes(value)).map(({ file: built }) => built),
        `${name} of ${file}`,
      ).toEqual([]);
    }
    // The names of the files themselves are not published either.
    expect(files.filter((file) => /(^|\/)\.env/.test(relative(BUILD, file)))).toEqual([]);
  });

  it('has no source maps, and points to none', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    // A reference is a '//# sourceMappingURL=' comment; emotion's code holds a regular expression
    // that names it, which is no reference.
    expect(occurrences(/\/[/*][#@]\s*sourceMappingURL=/)).toEqual([]);
  });

  it('has no inline script for the Content-Security-Policy to block', () => {
    const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/[^"]+"/);
    expect(html).not.toMatch(/\bon[a-z]+="/);
  });

  it('runs the boot module before the app, without the app in its graph', () => {
    const html = readFileSync(join(BUILD, 'index.html'), 'utf8');
    const modules = [...html.matchAll(/<script\b[^>]*type="module"[^>]*\bsrc="\/([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(modules).toHaveLength(2);
    const [boot = '', app = ''] = modules;
    expect(boot).toMatch(/^assets\/boot-[\w-]+\.js$/);
    expect(app).toMatch(/^assets\/index-[\w-]+\.js$/);
    // What boot loads statically: its own chunk and what it imports, none of it React's.
    const graph = new Set<string>();
    const visit = (file: string) => {
      if (graph.has(file)) return;
      graph.add(file);
      const text = readFileSync(join(BUILD, file), 'utf8');
      for (const match of text.matchAll(/\b(?:from|import)\s*"\.\/([^"]+\.js)"/g))
        visit(`assets/${match[1]}`);
    };
    visit(boot);
    expect(graph.has(app)).toBe(false);
    for (const file of graph) {
      expect(readFileSync(join(BUILD, file), 'utf8')).not.toContain('react.transitional.element');
    }
  });
});
