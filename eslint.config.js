// One lint set-up for the whole repo. Besides the usual TypeScript rules it enforces the
// architecture: server layers point one way (routes → services → repositories/adapters → db),
// the web app imports nothing of the server, and a web feature never imports another feature.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // Second server builds for a test run beside dist/ (apps/server/build.mjs: SERVER_OUTDIR).
      '**/dist-*/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // --- server layers ---
  {
    files: ['apps/server/src/routes/**/*.ts'],
    rules: restrict([
      {
        group: ['**/repositories/**', '**/db/**', 'kysely', 'better-sqlite3', 'pg'],
        message: 'Routes call services; they never touch the database.',
      },
    ]),
  },
  {
    files: ['apps/server/src/services/**/*.ts'],
    rules: restrict([{ group: ['**/routes/**', 'fastify', '@fastify/*'], message: 'Services know nothing of HTTP.' }]),
  },
  {
    files: ['apps/server/src/repositories/**/*.ts'],
    rules: restrict([
      {
        group: ['**/routes/**', '**/services/**', 'fastify', '@fastify/*', '**/errors.js'],
        message: 'Repositories hold queries only: no HTTP, no rules.',
      },
    ]),
  },
  {
    files: ['apps/server/src/storage/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: restrict([
      {
        group: ['**/routes/**', '**/services/**', '**/repositories/**', 'fastify'],
        message: 'Adapters and the database layer sit at the bottom.',
      },
    ]),
  },
  // --- web ---
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrict([
        {
          group: ['**/apps/server/**', '@promptreel/server', '@promptreel/server/*'],
          message: 'The web app shares only packages/contract with the server.',
        },
      ]),
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: restrict([
      {
        group: ['**/features/*/**', '!./**', '!../**'],
        message: 'A feature never imports another feature; compose them in app/.',
      },
      { group: ['**/app/**'], message: 'Features do not import from app/.' },
    ]),
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['**/features/**', '**/app/**'], message: 'Shared pieces never depend on features or app/.' },
    ]),
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'], // its tests may import vitest
    // zod/mini, not zod: the browser parses every answer with these schemas, and full zod's
    // method-chaining classes cannot be tree-shaken out of its first load.
    rules: restrict([{ regex: '^(?!zod/mini$|\\./)', message: 'The contract imports only zod/mini.' }]),
  },
);
