import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));

// Each folder of src/resources is one resource (docs/architecture.md, "Resources"). Read at lint
// time so that a new resource folder is fenced in without touching this file.
const resourceFolders = readdirSync(path.join(root, 'src/resources'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A resource reaches another only through the registry or src/shared; layout and dashboards sit
// below the resources and never reach up into them.
const resourceZones = [
  ...resourceFolders.map((name) => ({
    target: `./src/resources/${name}`,
    from: resourceFolders
      .filter((other) => other !== name)
      .map((other) => `./src/resources/${other}`),
    message: 'A resource folder does not import another: move the shared piece to src/shared.',
  })),
  {
    target: ['./src/layout', './src/dashboards'],
    from: './src/resources',
    message:
      'layout/ and dashboards/ do not import resources/: the registry hands them what they need.',
  },
];

const firebaseOnlyIn = 'Only src/providers (and functions/, scripts/, tests/) may import Firebase.';
const firebasePattern = { regex: '^(firebase|@firebase)(/|$)', message: firebaseOnlyIn };

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-sourcemaps',
      'functions/lib',
      'node_modules',
      '.emulator-data',
      '.stack',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The folder zones. The resolver follows tsconfig's "@/" alias and the TypeScript extensions.
    // Import circles are scripts/importCycles.test.ts's: import-x/no-cycle skips type-only imports,
    // which that test counts, and took half of the lint's time.
    files: ['src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x parses only .js dependencies and so sees no cycle through .ts.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [path.join(root, 'src')] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: resourceZones, basePath: root }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/providers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [firebasePattern],
        },
      ],
    },
  },
  {
    // The domain is pure TypeScript shared with the functions: no UI, no backend SDK.
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            firebasePattern,
            {
              regex: '^(react|react-dom|react-admin|ra-[a-z-]+|@mui/.*|@emotion/.*)(/|$)',
              message: 'src/domain is pure: no React, MUI or react-admin.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/providers/**/*.{ts,tsx}'],
    // Its tests build the provider over the registry's data specs, as the app does.
    ignores: ['src/providers/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/resources/*', '@/dashboards/*', '@/layout/*'],
              message: 'Providers never import screens or layout: they carry no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
