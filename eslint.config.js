// One lint set-up for the whole repo. Besides the usual TypeScript rules it enforces the
// architecture: server layers point one way (routes → services → repositories/adapters → db),
// the web app imports nothing of the server, and a web feature never imports another feature.
// The walls between folders are checked on the resolved file (import-x/no-restricted-paths), so
// `../../claps/x` and `../../../features/claps/x` are refused alike; scripts/lint-walls.test.ts
// plants a forbidden import of each kind and expects the error.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const SERVER = './apps/server/src';
const WEB = './apps/web/src';
// Read from the folder, so a new feature is walled off without editing this file.
const FEATURES = fs
  .readdirSync(new URL('apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The server's floors, top to bottom. The HTTP side answers requests: routes declare them, http/
// holds the request plumbing they share, pages/ the server-written HTML. The service side holds the
// rules: services and the helpers named for what they are (search indexes, read caches, shared
// rules, shaping of rows into answers, notices, moves and processing of video files).
const HTTP_SIDE = ['routes', 'http', 'pages'].map((f) => `${SERVER}/${f}`);
const SERVICE_SIDE = ['services', 'search', 'read-cache', 'rules', 'shaping', 'notices', 'video-files'].map(
  (f) => `${SERVER}/${f}`,
);

const walls = [
  // --- server layers ---
  {
    // The job worker is a way in, as routes are: it runs what services offer.
    target: [...HTTP_SIDE, `${SERVER}/jobs`],
    from: [`${SERVER}/repositories`, `${SERVER}/db`],
    message: 'Routes and the job worker call services; they never touch the database.',
  },
  {
    target: SERVICE_SIDE,
    from: [...HTTP_SIDE, `${SERVER}/db`],
    message: 'Services know nothing of HTTP and reach the database only through repositories.',
  },
  {
    // Queuing a job checks its payload against the registry; running jobs is the worker's.
    target: [...SERVICE_SIDE, `${SERVER}/repositories`],
    from: `${SERVER}/jobs`,
    except: ['./kinds.ts'],
    message: 'Services and repositories read the job registry (jobs/kinds.ts) alone; the worker sits above them.',
  },
  {
    target: `${SERVER}/repositories`,
    from: [...HTTP_SIDE, ...SERVICE_SIDE, `${SERVER}/errors.ts`],
    message: 'Repositories hold queries only: no HTTP, no rules.',
  },
  {
    // The API document describes the routes from the contract; it runs nothing of the server.
    target: `${SERVER}/openapi`,
    from: [...HTTP_SIDE, ...SERVICE_SIDE, `${SERVER}/repositories`, `${SERVER}/db`],
    message: 'The API document is built from the contract alone.',
  },
  ...['storage', 'db', 'mail', 'bus', 'media', 'images', 'uploads', 'metrics', 'lib'].map((adapter) => ({
    target: `${SERVER}/${adapter}`,
    from: [...HTTP_SIDE, ...SERVICE_SIDE, `${SERVER}/repositories`],
    message: 'Adapters, the database layer and lib/ sit at the bottom.',
  })),
  // --- web ---
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app shares only packages/contract with the server.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in app/.',
  })),
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'Features do not import from app/.' },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared pieces never depend on features or app/.',
  },
];

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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/contract/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: walls }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // --- server layers ---
  {
    files: ['apps/server/src/{routes,http,pages}/**/*.ts'],
    rules: restrict([
      {
        group: ['kysely', 'better-sqlite3', 'pg'],
        message: 'Routes and pages call services; they never touch the database.',
      },
    ]),
  },
  {
    files: ['apps/server/src/{services,search,read-cache,rules,shaping,notices,video-files}/**/*.ts'],
    rules: restrict([
      { group: ['fastify', '@fastify/*'], message: 'Services know nothing of HTTP.' },
      {
        group: ['kysely', 'better-sqlite3', 'pg'],
        message: 'Services reach the database only through repositories.',
      },
    ]),
  },
  {
    files: ['apps/server/src/repositories/**/*.ts'],
    rules: restrict([
      {
        group: ['fastify', '@fastify/*'],
        message: 'Repositories hold queries only: no HTTP, no rules.',
      },
    ]),
  },
  {
    files: ['apps/server/src/storage/**/*.ts', 'apps/server/src/db/**/*.ts'],
    rules: restrict([{ group: ['fastify'], message: 'Adapters and the database layer sit at the bottom.' }]),
  },
  // --- web ---
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@promptreel/server', '@promptreel/server/*'],
              message: 'The web app shares only packages/contract with the server.',
            },
          ],
          // React Router's package is part of every first load, with whatever any page uses of it.
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message: "components/link.tsx's Link and NavLink: React Router's bring code the app never uses.",
            },
          ],
        },
      ],
    },
  },
  {
    // Room to grow (issue 31): a component says one thing, a file holds a few.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Later code's texts (apps/web/src/lib/i18n.ts): an import of the app's own code on demand
    // comes with them, or it would show keys. Code without texts says so with a disable comment.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportExpression[source.value=/^\\./]:not(CallExpression[callee.name='withTexts'] ImportExpression)",
          message: "Load the app's own code with withTexts(() => import(...)) (lib/i18n.ts), so its texts come too.",
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 100, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'], // its tests may import vitest
    // zod/mini, not zod: the browser parses every answer with these schemas, and full zod's
    // method-chaining classes cannot be tree-shaken out of its first load.
    rules: restrict([{ regex: '^(?!zod/mini$|\\./)', message: 'The contract imports only zod/mini.' }]),
  },
);
