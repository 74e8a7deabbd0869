import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const firebaseOnlyIn = 'Only src/providers (and functions/, scripts/, tests/) may import Firebase.';
const firebasePattern = { regex: '^(firebase|@firebase)(/|$)', message: firebaseOnlyIn };

export default tseslint.config(
  { ignores: ['dist', 'functions/lib', 'node_modules', '.emulator-data', '.stack', 'coverage'] },
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
