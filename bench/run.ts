// `npm run bench`: builds the web app, seeds a large marketplace into a fresh database, measures the
// API against the database's own limit, live notifications, a sign-in burst, page weight and page
// speed, the calendar sync cycle and photo uploads, then prints the results and prepends them to
// bench/results.md.
//
// Settings (environment): DATABASE_URL (a PostgreSQL server: a new database is created on it and
// dropped; unset: PGlite in a temporary folder), BENCH_SCALE (1 = issue 9's sizes; 0.05 to try it
// out quickly), BENCH_DURATION (seconds per endpoint, 10), BENCH_WARMUP (2), BENCH_CONNECTIONS (50),
// BENCH_STREAMS (1000), BENCH_LIGHTHOUSE_RUNS (3; 0 skips Lighthouse), BENCH_NOTE (a sentence for
// the results, e.g. that the machine was busy), BENCH_RESULTS (where to write; at a scale other than 1
// nothing is written unless this is set), BENCH_ONLY=pages (the front end alone: build, seed, page
// weight and Lighthouse, in a minute or two; see mainPages), BENCH_ONLY=records (issue 39's applicant
// records figure and the query plans alone, on the same seed; see mainRecords), BENCH_PAGES (a comma-separated list of
// the pages Lighthouse measures, e.g. `/browse-jobs,/cleaner/schedule`; default: all of them),
// BENCH_LIGHTHOUSE_REPORTS (a folder for each Lighthouse run's whole report).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from '@server/email/mailer';
import { measureApplicantRecords } from './applicant-records';
import { measureRoutes, repoRoot } from './bundle';
import { measureCalendarSync } from './calendar-sync';
import { createBenchDatabase, migrateBenchDatabase } from './database';
import { measurePages } from './lighthouse';
import { measureLiveMessages, measureLiveNotifications } from './live';
import { loadApi, loadDatabase } from './load';
import { measureSignInBurst } from './login';
import { measurePhotos } from './photos';
import { explainListQueries } from './query-plans';
import {
  CLEANER_PAGES,
  prependResults,
  renderPagesResults,
  renderResults,
  SCORED_PAGES,
  type BenchResults,
  type EndpointResult,
} from './report';
import { countsFor, seedCleanerTurnovers, seedMarketplace } from './seed';
import { signIn, startServer, type BenchServer } from './server';
import { BENCH_PASSWORD, loadFixtures, SCENARIOS, type Sessions } from './workload';

const number = (name: string, fallback: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number (got ${raw}).`);
  return value;
};

const config = {
  scale: number('BENCH_SCALE', 1),
  seconds: number('BENCH_DURATION', 10),
  warmupSeconds: number('BENCH_WARMUP', 2),
  connections: number('BENCH_CONNECTIONS', 50),
  streams: number('BENCH_STREAMS', 1000),
  lighthouseRuns: number('BENCH_LIGHTHOUSE_RUNS', 3),
  signInRate: 50,
  signInSeconds: 5,
  liveEvents: 200,
  calendars: Math.max(100, Math.round(number('BENCH_CALENDARS', 10_000) * number('BENCH_SCALE', 1))),
  syncConcurrency: number('BENCH_SYNC_CONCURRENCY', 16),
};

/** BENCH_PAGES: the pages to measure, by path or route pattern (`/cleaner/turnovers/:id`); unset: all. */
const pageFilter = (process.env.BENCH_PAGES ?? '')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);

/**
 * The pages Lighthouse measures: the prerendered public pages as a visitor, the cleaner's pages
 * (issue 38) signed in as the seeded cleaner, whose first confirmed turnover is `turnoverId`.
 */
function lighthousePages(cleanerCookie: string, turnoverId: string) {
  const pages = [
    ...SCORED_PAGES.map((path) => ({ path, route: path, cookie: undefined as string | undefined })),
    ...CLEANER_PAGES.map((route) => ({ path: route.replace(':id', turnoverId), route, cookie: cleanerCookie })),
  ];
  if (pageFilter.length === 0) return pages;
  const unknown = pageFilter.filter((p) => !pages.some((page) => page.route === p || page.path === p));
  if (unknown.length)
    throw new Error(`BENCH_PAGES: ${unknown.join(', ')} is not one of ${pages.map((p) => p.route).join(', ')}.`);
  return pages.filter((page) => pageFilter.includes(page.route) || pageFilter.includes(page.path));
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[bench ${elapsed().padStart(5)}] ${message}`);

/** The mailer's log when the benchmark applies directly on the database: nothing to say. */
const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
  level: 'silent',
} as unknown as FastifyBaseLogger;

async function main() {
  const loadAtStart = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  log(
    `scale ${config.scale}, ${config.connections} connections, ${config.seconds} s per endpoint; load average ${loadAtStart}`,
  );

  const bundles = buildWeb();

  const target = await createBenchDatabase(process.env.DATABASE_URL);
  let server: BenchServer | undefined;
  try {
    const databaseName = await migrateBenchDatabase(target);
    const counts = countsFor(config.scale);
    const sizes = `${counts.jobs.toLocaleString('en-US')} active jobs (+${counts.deletedJobs} deleted), ${counts.hosts.toLocaleString('en-US')} hosts, ${counts.cleaners.toLocaleString('en-US')} cleaners, ${counts.applications.toLocaleString('en-US')} applications`;
    log(`seeding ${databaseName}: ${sizes}`);
    const database = await target.open(config.connections);
    const seedStarted = performance.now();
    await seedMarketplace(database.db, counts, await hashPassword(BENCH_PASSWORD));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const fixtures = await loadFixtures(database.db, counts);
    const turnoverId = await seedCleanerTurnovers(database.db, {
      hostUserId: fixtures.host.id,
      cleanerUserId: fixtures.cleaner.id,
    });
    log(
      `seeded in ${seedSeconds.toFixed(1)} s; browse filters: state ${fixtures.state} (${fixtures.stateJobs} jobs), city "${fixtures.city}" (${fixtures.cityJobs} jobs), within 25 / 100 miles of the near cleaner (${fixtures.nearJobs} / ${fixtures.near100Jobs} jobs)`,
    );

    const plans = await explainListQueries(database, fixtures);
    log(
      `query plans: ${plans.length} statements, ${plans.filter((p) => p.seqScans.length).length} with a Seq Scan on a big table`,
    );

    const load = { connections: config.connections, seconds: config.seconds, warmupSeconds: config.warmupSeconds };
    const deps = {
      mailer: createMailer({
        db: database.db,
        smtpUrl: undefined,
        from: 'bench <bench@turnready.test>',
        log: silentLog,
      }),
      appUrl: 'http://127.0.0.1',
    };
    const dbMeasures = new Map<string, Awaited<ReturnType<typeof loadDatabase>>>();
    for (const scenario of SCENARIOS) {
      const measure = await loadDatabase(database.db, scenario.db(fixtures, deps), load);
      dbMeasures.set(scenario.key, measure);
      log(
        `database  ${scenario.name}: ${measure.rps.toFixed(0)} ops/s, p99 ${measure.p99} ms, ${measure.errors} errors`,
      );
    }
    // Issue 39: 500 applicants' page with and without their reliability records (writes its own job's
    // applications after every other database scenario has read the seeded data).
    const applicantRecords = await measureApplicantRecords(database.db, counts, load);
    log(
      `applicants with records: ${applicantRecords.withRecords.rps.toFixed(1)} pages/s vs ${applicantRecords.withoutRecords.rps.toFixed(1)} without (${applicantRecords.applicants} applicants)`,
    );
    // PGlite allows one process per data folder: the server opens it next.
    await database.close();

    server = await startServer(target.serverEnv);
    const { baseUrl } = server;
    log(`server listening at ${baseUrl}; signing in`);
    const signInAll = async (emails: string[]) => {
      const cookies: string[] = [];
      for (let i = 0; i < emails.length; i += 5)
        cookies.push(...(await Promise.all(emails.slice(i, i + 5).map((e) => signIn(baseUrl, e, BENCH_PASSWORD)))));
      return cookies;
    };
    const sessions: Sessions = {
      cleaner: await signIn(baseUrl, fixtures.cleaner.email, BENCH_PASSWORD),
      nearCleaner: await signIn(baseUrl, fixtures.nearCleaner.email, BENCH_PASSWORD),
      host: await signIn(baseUrl, fixtures.host.email, BENCH_PASSWORD),
      applyCleaners: await signInAll(fixtures.apiCleaners.map((c) => c.email)),
      origin: baseUrl,
    };

    const endpoints: EndpointResult[] = [];
    const apiRun = async (scenario: (typeof SCENARIOS)[number]) => {
      const api = await loadApi(baseUrl, scenario.api(fixtures, sessions), load);
      endpoints.push({ key: scenario.key, name: scenario.name, api, db: dbMeasures.get(scenario.key)! });
      log(
        `API       ${scenario.name}: ${api.rps.toFixed(0)} req/s, p99 ${api.p99} ms, ${api.errors} errors${api.conflicts ? `, ${api.conflicts} conflicts` : ''}`,
      );
    };
    for (const scenario of SCENARIOS.filter((s) => !s.writes)) await apiRun(scenario);

    log(`live notifications: opening ${config.streams} idle streams`);
    const streamCookies = await signInAll(fixtures.streamHosts.map((h) => h.email));
    const live = await measureLiveNotifications({
      baseUrl,
      idleStreams: config.streams,
      idleCookies: streamCookies,
      hostCookie: sessions.host,
      applications: Array.from({ length: config.liveEvents }, (_, i) => ({
        cookie: sessions.applyCleaners[i % 20]!,
        jobId: fixtures.hostJobIds[Math.floor(i / 20) % fixtures.hostJobIds.length]!,
      })),
    });
    log(
      `live notifications: p50 ${live.p50} ms, p95 ${live.p95} ms over ${live.events} events (${live.missed} missed)`,
    );
    // Issue 40: the cleaners above applied to the host's first job, so each may message the host.
    log(`live messages: opening ${config.streams} idle streams`);
    const liveMessages = await measureLiveMessages({
      baseUrl,
      idleStreams: config.streams,
      idleCookies: streamCookies,
      hostCookie: sessions.host,
      senders: sessions.applyCleaners.slice(0, 20).map((cookie) => ({ cookie, jobId: fixtures.hostJobIds[0]! })),
      messages: config.liveEvents,
    });
    log(
      `live messages: p50 ${liveMessages.p50} ms, p95 ${liveMessages.p95} ms over ${liveMessages.events} messages (${liveMessages.missed} missed)`,
    );

    // The only writing load runs last, so every read above saw the data as seeded.
    for (const scenario of SCENARIOS.filter((s) => s.writes)) await apiRun(scenario);

    log(`sign-in burst: ${config.signInRate}/s for ${config.signInSeconds} s`);
    const signInBurst = await measureSignInBurst(server, {
      accounts: fixtures.signInAccounts,
      password: BENCH_PASSWORD,
      rate: config.signInRate,
      seconds: config.signInSeconds,
    });
    log(
      `sign-in burst: ${signInBurst.signIns - signInBurst.busy - signInBurst.failed} served (max ${signInBurst.served.max} ms), ${signInBurst.busy} told to retry, event-loop delay p99 ${signInBurst.loopBurst.p99} ms (idle ${signInBurst.loopIdle.p99} ms)`,
    );

    let pages;
    let lighthouseError: string | undefined;
    if (config.lighthouseRuns > 0) {
      const targets = lighthousePages(sessions.cleaner, turnoverId);
      log(`Lighthouse: ${config.lighthouseRuns} runs each of ${targets.map((p) => p.route).join(', ')}`);
      try {
        pages = await measurePages(baseUrl, targets, config.lighthouseRuns);
      } catch (err) {
        // Everything else measured is still worth writing down.
        lighthouseError = (err as Error).message;
        log(`Lighthouse failed: ${lighthouseError}`);
      }
    }
    await server.stop();
    server = undefined;

    // The calendar sync cycle runs the worker in this process (PGlite: once the server has let go).
    const syncDatabase = await target.open(config.syncConcurrency + 4);
    let calendarSync;
    try {
      calendarSync = await measureCalendarSync(syncDatabase, {
        hostUserId: fixtures.host.id,
        calendars: config.calendars,
        concurrency: config.syncConcurrency,
        log,
      });
    } finally {
      await syncDatabase.close();
    }

    // Photo uploads need no database: the pipeline and the local file store, on their own.
    const photos = await measurePhotos({ log });

    const results: BenchResults = {
      date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      machine: machine(databaseName, loadAtStart),
      scale: config.scale,
      sizes,
      seedSeconds,
      load,
      endpoints,
      applicantRecords,
      live,
      liveMessages,
      signIn: signInBurst,
      bundles,
      pages,
      lighthouseError,
      plans,
      calendarSync,
      photos,
      totalSeconds: (performance.now() - started) / 1000,
    };
    const section = renderResults(results);
    console.log(`\n${section}`);
    writeSection(section);
  } finally {
    await server?.stop();
    await target.dispose();
  }
}

function buildWeb() {
  log('building the web app');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  return measureRoutes();
}

function machine(databaseName: string, loadAtStart: string): BenchResults['machine'] {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown CPU',
    cores: os.cpus().length,
    ramGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.versions.node,
    database: databaseName,
    loadAtStart,
    note: process.env.BENCH_NOTE,
  };
}

function writeSection(section: string) {
  const file = process.env.BENCH_RESULTS
    ? path.resolve(process.env.BENCH_RESULTS)
    : config.scale === 1
      ? path.join(repoRoot, 'bench/results.md')
      : undefined;
  if (file) {
    prependResults(file, section);
    log(`results written to ${path.relative(process.cwd(), file)}`);
  } else {
    log('results not written (scale is not 1; set BENCH_RESULTS to write them)');
  }
}

/**
 * BENCH_ONLY=pages: the front end alone, to iterate on page speed. The same build, seed (at
 * BENCH_SCALE), server and Lighthouse runs as the whole bench, without the load, sign-in burst,
 * calendar and photo parts; its section in the results says so.
 */
async function mainPages() {
  const loadAtStart = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  log(
    `front end only: scale ${config.scale}, ${config.lighthouseRuns} Lighthouse runs per page; load average ${loadAtStart}`,
  );
  const bundles = buildWeb();
  const target = await createBenchDatabase(process.env.DATABASE_URL);
  let server: BenchServer | undefined;
  try {
    const databaseName = await migrateBenchDatabase(target);
    const counts = countsFor(config.scale);
    const database = await target.open(4);
    let fixtures: Awaited<ReturnType<typeof loadFixtures>>;
    let turnoverId: string;
    try {
      await seedMarketplace(database.db, counts, await hashPassword(BENCH_PASSWORD));
      fixtures = await loadFixtures(database.db, counts);
      turnoverId = await seedCleanerTurnovers(database.db, {
        hostUserId: fixtures.host.id,
        cleanerUserId: fixtures.cleaner.id,
      });
    } finally {
      await database.close();
    }
    log(`seeded ${counts.jobs.toLocaleString('en-US')} jobs; starting the server`);
    server = await startServer(target.serverEnv);
    const cleaner = await signIn(server.baseUrl, fixtures.cleaner.email, BENCH_PASSWORD);
    const targets = lighthousePages(cleaner, turnoverId);
    log(`Lighthouse: ${config.lighthouseRuns} runs each of ${targets.map((p) => p.route).join(', ')}`);
    let pages;
    let lighthouseError: string | undefined;
    try {
      pages = config.lighthouseRuns > 0 ? await measurePages(server.baseUrl, targets, config.lighthouseRuns) : [];
    } catch (err) {
      lighthouseError = (err as Error).message;
      log(`Lighthouse failed: ${lighthouseError}`);
    }
    const section = renderPagesResults({
      date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      machine: machine(databaseName, loadAtStart),
      scale: config.scale,
      bundles,
      pages,
      lighthouseError,
      totalSeconds: (performance.now() - started) / 1000,
    });
    console.log(`\n${section}`);
    writeSection(section);
  } finally {
    await server?.stop();
    await target.dispose();
  }
}

/**
 * BENCH_ONLY=records: issue 39's "500 applicants' page with their reliability records" figure and
 * the list queries' plans alone, on the same seed (at BENCH_SCALE) and load settings as the whole
 * bench, in a minute or two. Prints the two rows; writes nothing (copy them into the results by hand).
 */
async function mainRecords() {
  const loadAtStart = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  log(
    `applicant records only: scale ${config.scale}, ${config.connections} connections, ${config.seconds} s each; load average ${loadAtStart}`,
  );
  const target = await createBenchDatabase(process.env.DATABASE_URL);
  try {
    const databaseName = await migrateBenchDatabase(target);
    const counts = countsFor(config.scale);
    const database = await target.open(config.connections);
    try {
      await seedMarketplace(database.db, counts, await hashPassword(BENCH_PASSWORD));
      const fixtures = await loadFixtures(database.db, counts);
      log(`seeded ${databaseName}`);
      const plans = await explainListQueries(database, fixtures);
      for (const plan of plans.filter((p) => p.seqScans.length))
        log(`query plan: ${plan.query}: Seq Scan on ${plan.seqScans.join(', ')}\n${plan.sql}\n${plan.plan}`);
      log(
        `query plans: ${plans.length} statements, ${plans.filter((p) => p.seqScans.length).length} with a Seq Scan on a big table`,
      );
      const load = { connections: config.connections, seconds: config.seconds, warmupSeconds: config.warmupSeconds };
      const r = await measureApplicantRecords(database.db, counts, load);
      const cpu = (m: typeof r.withRecords) =>
        `CPU ${m.cpuMsPerPage === null ? '?' : m.cpuMsPerPage.toFixed(1)} ms/page, of which Node ${m.nodeCpuMsPerPage.toFixed(1)}`;
      log(
        `applicants with records: ${r.withRecords.rps.toFixed(1)} pages/s (p50 ${r.withRecords.p50} ms; ${cpu(r.withRecords)}) vs ${r.withoutRecords.rps.toFixed(1)} without (p50 ${r.withoutRecords.p50} ms; ${cpu(r.withoutRecords)}): ${(r.withRecords.rps / r.withoutRecords.rps).toFixed(2)} (${r.applicants} applicants); load average now ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(', ')}`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await target.dispose();
  }
}

const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== '' && only !== 'pages' && only !== 'records')
  throw new Error(
    `BENCH_ONLY must be 'pages' (the front end alone), 'records' (issue 39's applicant records) or unset (got ${only}).`,
  );

(only === 'pages' ? mainPages() : only === 'records' ? mainRecords() : main()).then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
