// @vitest-environment node
// Every package the code imports is declared, so that a fresh `npm ci` installs it and a deploy
// ships it: the app's own code (src/, outside tests and their kits, which import vitest) uses only
// `dependencies` of package.json; tests, scripts and the tool configs may also use its `devDependencies`; the functions
// (functions/src) bundle what they import from the root install, except the packages their build
// leaves external, which Cloud Functions installs from functions/package.json (checked on the
// built bundle in scripts/deploy.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'lib', 'dist']);

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** Module names of the static, dynamic and require imports of a source text. */
function importedModules(text: string): string[] {
  const found = text.matchAll(
    /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\s*\(\s*)['"]([^'"\s]+)['"]/g,
  );
  return [...found].map((match) => match[1] ?? '');
}

/** The package a module name belongs to; undefined for relative, aliased and built-in modules. */
function packageOf(module: string): string | undefined {
  if (module.startsWith('.') || module.startsWith('/') || module.startsWith('@/')) return undefined;
  if (module.startsWith('node:') || builtinModules.includes(module.split('/')[0] ?? '')) {
    return undefined;
  }
  const parts = module.split('/');
  return module.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const readManifest = (path: string) =>
  JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Manifest;
const root = readManifest('package.json');
const runtime = new Set(Object.keys(root.dependencies ?? {}));
const everything = new Set([...runtime, ...Object.keys(root.devDependencies ?? {})]);

/** Each undeclared package with the files that import it. */
function undeclared(files: readonly string[], declared: ReadonlySet<string>): string[] {
  const missing = new Map<string, string[]>();
  for (const file of files) {
    for (const module of importedModules(readFileSync(join(ROOT, file), 'utf8'))) {
      const name = packageOf(module);
      if (name && !declared.has(name)) missing.set(name, [...(missing.get(name) ?? []), file]);
    }
  }
  return [...missing].map(([name, where]) => `${name} (${where.join(', ')})`);
}

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  importedModules(readFileSync(join(ROOT, file), 'utf8')).includes('vitest');
const appFiles = filesUnder('src').filter((file) => !isTest(file));
const otherFiles = [
  ...filesUnder('src').filter(isTest),
  ...filesUnder('scripts'),
  ...filesUnder('tests'),
  ...filesUnder('functions'),
  ...readdirSync(ROOT).filter((name) => SOURCE.test(name)),
];

describe('declared dependencies', () => {
  it('reads the module names of every kind of import', () => {
    const text = [
      "import { a } from 'react-hook-form';",
      "import type { B } from '@mui/material/Box';",
      "export * from './local';",
      "import 'dompurify';",
      "const lazy = () => import('recharts');",
      "const cli = require.resolve('firebase-tools/lib/bin/firebase.js');",
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import { theme } from '@/theme';",
    ].join('\n');
    expect(importedModules(text).map(packageOf).filter(Boolean)).toEqual([
      'react-hook-form',
      '@mui/material',
      'dompurify',
      'recharts',
      'firebase-tools',
    ]);
  });

  it("declares in package.json's dependencies every package the app imports", () => {
    expect(appFiles.length).toBeGreaterThan(100);
    expect(undeclared(appFiles, runtime)).toEqual([]);
  });

  it('declares in package.json every package the tests, scripts, functions and configs import', () => {
    expect(otherFiles.map((file) => relative('.', file))).toContain('vite.config.ts');
    expect(undeclared(otherFiles, everything)).toEqual([]);
  });
});
