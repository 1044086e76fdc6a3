import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogues } from './apps/web/vite-catalogues';

// Vitest's default is one worker fewer than the cores: one on two cores. API and component files
// spend much of their time waiting (databases, child processes, timers), so a worker per core is
// faster: the API suite on SQLite took 132 s with two workers against 203 s with one (two cores).
const workerPerCore = Math.max(2, os.availableParallelism());
// Unit and API files share their worker's modules (isolate: false) rather than importing the whole
// server afresh per file, which was half of the API suite's time (on SQLite 232 s isolated, 125 s
// shared; unit 45 s, 12 s). Their state is per test app, and spies and stubs end with each test
// (below). Component files stay isolated: the web app keeps module-level state (takeover-gate.ts).

// One runner: pure unit tests (server rules, contract, web helpers), the web app's component tests,
// the API suite, which runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set, and the scale
// suite (`npm run test:scale`).
export default defineConfig({
  test: {
    projects: [
      {
        // The web app imports its texts from a module the catalogues plugin makes (virtual:texts).
        plugins: [catalogues()],
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/web/vite-*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // Component tests need a DOM: they run in the `web` project below.
          exclude: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'node',
          setupFiles: ['apps/web/src/test/i18n.ts'],
          maxWorkers: workerPerCore,
          isolate: false,
          // Spies and stubbed globals end with their test, so none reaches a later file.
          restoreMocks: true,
          unstubGlobals: true,
        },
      },
      {
        // Component tests (`*.dom.test.tsx`): a screen or a feature's component rendered with the
        // app's providers in happy-dom, its requests answered by MSW (apps/web/src/test/).
        plugins: [catalogues()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.dom.test.tsx'],
          environment: 'happy-dom',
          maxWorkers: workerPerCore,
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A screen waits for its answers and its lazily loaded parts; on a busy runner that can
          // take longer than the default 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Fails a test during which an answer did not match its route's declared schema.
          setupFiles: ['apps/server/test/helpers/answer-check.ts'],
          // Each test app gets its own database, a copy of one migrated once per run (globalSetup).
          globalSetup: ['apps/server/test/helpers/template-database.ts'],
          maxWorkers: workerPerCore,
          isolate: false,
          // Spies and stubbed globals end with their test, so none reaches a later file.
          restoreMocks: true,
          unstubGlobals: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // `npm run test:scale` only (not part of `npm test`'s projects): two server instances as child
        // processes on a fresh PostgreSQL database, Redis, s3rver and nginx (apps/server/scale).
        test: {
          name: 'scale',
          include: ['apps/server/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
