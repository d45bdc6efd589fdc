import { defineConfig } from 'vitest/config';

// Projects: fast unit tests; API tests against PGlite and (when TEST_DATABASE_URL is set) a real
// PostgreSQL server; browser journeys against one built server.
// Every fast-check property runs with one seed: fixed in `npm test`, drawn and printed in test:stress.
const FAST_CHECK_SETUP = 'server/test/fuzz/fast-check-setup.ts';

// PGlite runs every API test. It is PostgreSQL itself (compiled to WebAssembly), so SQL, types,
// constraints and migrations behave the same; what it cannot show is more than one connection. So
// the PostgreSQL project runs only what depends on that, or on the pg driver and server:
// migrations, constraints and query plans; concurrent requests racing for one row or one limit
// (and the transactions that must serialize them); failures (crash, shutdown, mail outage, a lost
// database); realtime across two server processes; counters kept in the database that every process
// must see (sign-in guard, rate limits, single-use links). README, "Developing": which runs where.
const POSTGRES_TESTS = [
  'server/db/**/*.test.ts', // migrations, seed, constraints, query plans
  'server/test/harness.test.ts',
  'server/test/concurrency/**/*.test.ts',
  'server/test/failure/**/*.test.ts',
  'server/realtime/**/*.test.ts', // LISTEN/NOTIFY between two server processes
  'server/test/security/sign-in-guard.test.ts', // failed sign-ins counted in the database, across processes
  'server/test/security/email-tokens.test.ts', // a link clicked three times at once works once
  'server/test/rate-limits.test.ts', // bursts against counters kept in the database
  'server/features/system/system.test.ts', // health answers 503 when the pool loses the database
  'server/billing/stripe.test.ts', // concurrent first checkouts make one customer
  'server/features/billing/webhook.test.ts', // events delivered concurrently, in any order
  'server/features/applications/applications.test.ts', // 50 concurrent applications, one row
  'server/features/applicants/applicants.test.ts', // concurrent status changes, concurrent sweeps
  'server/features/jobs/jobs.test.ts', // concurrent posts and transactions at the plan limit
  'server/features/jobs/paused-postings.test.ts', // concurrent reopens at the plan limit
  'server/features/calculator/calculator.test.ts', // per-address limit under concurrent sends
];

const apiTest = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: db === 'postgres' ? POSTGRES_TESTS : ['server/**/*.test.ts'],
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
