import { defineConfig } from 'vitest/config';

// One runner, three projects: pure unit tests (server rules, contract, web helpers),
// and the API suite, which runs on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
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
          // Each file gets its own database; files run in parallel across the two cores.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
