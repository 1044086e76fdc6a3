import { defineConfig } from 'vitest/config';

// One runner: pure unit tests (server rules, contract, web helpers), the API suite, which runs on
// SQLite, and on PostgreSQL when TEST_DATABASE_URL is set, and the scale suite (`npm run test:scale`).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Each test app gets its own database, a copy of one migrated once per run (globalSetup);
          // files run in parallel across the two cores.
          globalSetup: ['apps/server/test/helpers/template-database.ts'],
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
