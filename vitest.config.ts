import { defineConfig } from 'vitest/config';

// Projects: fast unit tests; API tests against PGlite and (when TEST_DATABASE_URL is set) a real
// PostgreSQL server; browser journeys against one built server.
// Every fast-check property runs with one seed: fixed in `npm test`, drawn and printed in test:stress.
const FAST_CHECK_SETUP = 'server/test/fuzz/fast-check-setup.ts';

const apiTest = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    exclude: ['server/**/*.unit.test.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: [FAST_CHECK_SETUP],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['core/**/*.test.ts', 'server/**/*.unit.test.ts', 'web/**/*.test.ts'], setupFiles: [FAST_CHECK_SETUP] } },
      apiTest('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiTest('api-postgres', 'postgres')] : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
