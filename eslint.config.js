import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import house from './eslint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/.test-build-*/**',
      '**/node_modules/**',
      'var/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // A feature never imports another feature; components/ and lib/ never import a feature (decision 100).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { house },
    rules: { 'house/import-boundaries': 'error' },
  },
  {
    // Pages, hooks and stores call the server through typed API modules (a feature's api/ folder, or lib/api/ for a call
    // two features share), so each path and body is written once, typed by the domain's contract (decision 211).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/api/**', 'apps/web/src/lib/api-client.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-client.ts'],
              importNames: ['apiRequest'],
              message: "Call the server through an api/ module (a feature's api/ folder or lib/api/), not apiRequest.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web replaced these heavy libraries (decisions 210, 212, 213): classic zod with zod/mini, i18next with
    // lib/translator.ts, react-hook-form with lib/use-form.ts. A type from classic zod is free; a value import would
    // put the library back on every page that loads the file.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "Use 'zod/mini' in the web (decision 213); classic zod is for types only here.",
            },
            { name: 'zod/v4', allowTypeImports: true, message: "Use 'zod/mini' in the web (decision 213)." },
            { name: 'i18next', message: 'Use lib/use-translation.tsx (decision 212).' },
            { name: 'react-i18next', message: 'Use lib/use-translation.tsx (decision 212).' },
            { name: 'react-hook-form', message: 'Use lib/use-form.ts (decision 210).' },
          ],
        },
      ],
    },
  },
  {
    // The domain package is shared by browser and server: no framework, database or DOM imports.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react*', 'fastify*', '@fastify/*', 'kysely', 'pg', 'better-sqlite3', 'node:*'] },
      ],
    },
  },
);
