import { defineConfig } from 'vitest/config';
import { ClockAwareSequencer } from './e2e/support/sequencer.ts';

// Projects: fast unit tests; API tests against PGlite and (when TEST_DATABASE_URL is set) a real
// PostgreSQL server; browser journeys against one built server.
// Every fast-check property runs with one seed: fixed in `npm test`, drawn and printed in test:stress.
const FAST_CHECK_SETUP = 'server/test/fuzz/fast-check-setup.ts';

// Every API test runs once, on one database; the tests that depend on the database run on both.
// Without TEST_DATABASE_URL that one database is PGlite (a newcomer's machine has no server). With
// it, `npm test` sets TEST_EVERYTHING_ON=postgres: the native server runs the same suite in two
// thirds of PGlite's CPU time (CI's second Node version does the same: .ci/run). PGlite
// is PostgreSQL itself (compiled to WebAssembly), so SQL, types, constraints and migrations behave
// the same; what it cannot show is more than one connection. What depends on the database: the
// pg driver and a server; migrations, constraints and query plans; concurrent requests racing for
// one row or one limit (and the transactions that must serialize them); failures (crash, shutdown,
// mail outage, a lost database); realtime across two server processes; counters kept in the
// database that every process must see (sign-in guard, rate limits, single-use links).
// README, "Developing": which runs where.
const DATABASE_TESTS = [
  'server/db/**/*.test.ts', // migrations, seed, constraints, query plans
  'server/test/harness.test.ts',
  // Races for one row or one limit, and the transactions that serialize them: a feature's racing
  // cases live here (named after the feature), so the rest of its file runs once.
  'server/test/concurrency/**/*.test.ts',
  'server/test/failure/**/*.test.ts',
  'server/test/production-build.test.ts', // the built server on PostgreSQL; npm start's SIGTERM, as production starts it
  'server/realtime/**/*.test.ts', // LISTEN/NOTIFY between two server processes
  'server/clock.test.ts', // one development clock for two server processes
  'server/work/**/*.test.ts', // scheduled work: leases, retries and wake-ups on a real server
  'server/test/security/sign-in-guard.test.ts', // failed sign-ins counted in the database, across processes
  'server/test/security/email-tokens.test.ts', // a link clicked three times at once works once
  'server/test/rate-limits.test.ts', // bursts against counters kept in the database
  'server/test/cluster/**/*.test.ts', // two processes behind nginx (ops/nginx/turnready.conf)
  'server/test/rate-limits-shared.test.ts', // two server processes share every limit; a store outage
  'server/features/system/lost-database.test.ts', // health and readiness answer 503 when the pool loses the database
  'server/metrics/database-gauges.test.ts', // gauges read through the pg driver (counts and ages arrive as numbers), and without the database
  'server/features/turnovers/changes.test.ts', // every case writes a sync's plan: instants in zones (through the pg driver), the live-date unique index
  'server/features/turnovers/board.test.ts', // each property's own today in SQL (at time zone), the board's bounded reads
  'server/features/areas/**/*.test.ts', // ZIP codes loaded through jsonb, distances in float8 SQL, the location indexes
  'server/features/push/**/*.test.ts', // pushes queued with insert ... select and leased like the email outbox
  'server/features/support/support.test.ts', // a suspension ends sessions on another server process (NOTIFY)
  'server/features/reliability/**/*.test.ts', // monthly counters bumped with ON CONFLICT, the migration's backfill SQL on both databases
];

// What only the embedded database has: backups of its data folder.
const PGLITE_TESTS = ['server/ops/**/*.test.ts'];
const EVERY_API_TEST = ['server/**/*.test.ts'];
const everythingOn = process.env.TEST_EVERYTHING_ON === 'postgres' ? 'postgres' : 'pglite';

// @core/…, @server/…, @web/… as tsconfig.json "paths" spells them (each project resolves on its own).
const resolve = { tsconfigPaths: true };

const apiTest = (name: string, db: 'pglite' | 'postgres') => ({
  resolve,
  test: {
    name,
    include:
      db === everythingOn ? EVERY_API_TEST : db === 'pglite' ? [...DATABASE_TESTS, ...PGLITE_TESTS] : DATABASE_TESTS,
    exclude: ['server/**/*.unit.test.ts', ...(db === 'postgres' ? PGLITE_TESTS : [])],
    globalSetup: ['server/test/global-setup.ts'],
    setupFiles: [FAST_CHECK_SETUP],
    env: { TEST_DB: db },
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one (2 - 1 = 1 on a 2-core machine). API tests
    // wait much of the time (PostgreSQL, SMTP, child servers, timers), so three workers keep both
    // cores busy. Unit, PGlite and PostgreSQL files share them.
    maxWorkers: 3,
    // Browser test files that share the app clock alternate with those that do not (e2e/support/sequencer.ts).
    sequence: { sequencer: ClockAwareSequencer },
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.unit.test.ts', 'web/**/*.test.ts'],
          setupFiles: [FAST_CHECK_SETUP],
          isolate: false,
          // The property tests take about a second alone; three workers on two cores need margin.
          testTimeout: 15_000,
        },
      },
      apiTest('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiTest('api-postgres', 'postgres')] : []),
      {
        resolve,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          // Four files at a time against the one server and the one Chromium: each test has its own
          // accounts and context; tests that move the app clock take a lock (e2e/support/seed-server.ts).
          // Two left a third of both cores idle (tests wait on the server, live events and mail). With
          // three, a file waiting for the clock lock held a worker while the cores had time to spare
          // (11% idle); four fill it (6% idle, 315 s to 277 s on 24 Nov 2026), and five gain nothing
          // more: the cores are busy.
          // Its own group, so a run of every project does not mix this worker count with theirs.
          fileParallelism: true,
          maxWorkers: 4,
          sequence: { groupOrder: 1 },
          // The support modules keep no state between files: a worker imports playwright and axe once.
          isolate: false,
          // The sign-up journeys take 45 s on a quiet 2-core machine: a hang still fails, with margin for load.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page shows after a request or a live event: 1 s (Vitest's
          // default) is less than a page load takes on a loaded 2-core machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
