// The results table: every figure next to its goal, met or not, and for a miss the gap and its cause.
// New runs go on top of bench/results.md; earlier runs stay below for comparison.
import { renderCalendarSync, type CalendarSyncResult } from './calendar-sync';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { RouteWeight } from './bundle';
import { FIRST_LOAD_BUDGET_KB } from './bundle';
import type { PageScores } from './lighthouse';
import type { LiveResult } from './live';
import type { ApplicantRecordsResult } from './applicant-records';
import type { Measure } from './load';
import type { SignInBurstResult } from './login';
import { renderPhotos, type PhotoBenchResult } from './photos';
import type { QueryPlan } from './query-plans';

export type EndpointResult = { key: string; name: string; api: Measure; db: Measure };

export type BenchResults = {
  date: string;
  machine: {
    cpu: string;
    cores: number;
    ramGb: number;
    node: string;
    database: string;
    loadAtStart: string;
    note?: string;
  };
  scale: number;
  sizes: string;
  seedSeconds: number;
  load: { connections: number; seconds: number; warmupSeconds: number };
  endpoints: EndpointResult[];
  /** Issue 39: 500 applicants' page with and without their reliability records (bench/applicant-records.ts). */
  applicantRecords?: ApplicantRecordsResult;
  live?: LiveResult;
  /** Issue 40: a message → the other side's open stream. */
  liveMessages?: LiveResult;
  signIn?: SignInBurstResult;
  bundles: RouteWeight[];
  pages?: PageScores[];
  lighthouseError?: string;
  plans: QueryPlan[];
  /** The booking calendar sync cycle (bench/calendar-sync.ts). */
  calendarSync?: CalendarSyncResult;
  /** Photo uploads end to end, time and memory (bench/photos.ts). */
  photos?: PhotoBenchResult;
  totalSeconds: number;
};

export const GOALS = {
  ratio: 0.5,
  p99Ms: 50,
  liveP95Ms: 250,
  loopP99Ms: 50,
  signInMaxMs: 3_000,
  performance: 95,
  accessibility: 100,
  lcpMs: 2_000,
  cls: 0.02,
  /** Issue 38: the cleaner's pages, signed in, on the same emulated phone. */
  cleanerPerformance: 90,
  cleanerLcpMs: 2_500,
  /** Issue 40: "as fast as the notification list", allowing the 10% two endpoints vary by in one run. */
  conversationVsNotifications: 0.9,
  /** Issue 39: 500 applicants with their reliability records "cost no more than today" (within one run's 10% noise). */
  applicantRecords: 0.9,
} as const;

/** The pages issue 19 sets Lighthouse goals for (prerendered); others are measured for information. */
export const SCORED_PAGES = ['/', '/login', '/terms-of-service', '/contact-us'];
/** Issue 38: the cleaner's pages, measured signed in as a cleaner (route patterns of web/src/app/router.tsx). */
export const CLEANER_PAGES = ['/cleaner/schedule', '/cleaner/turnovers/:id', '/browse-jobs'];

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const ms = (n: number) => `${fmt(n, n < 10 ? 1 : 0)} ms`;
const met = 'met';
const miss = (gap: string, cause: string) => `**not met**: ${gap}. Cause: ${cause}`;

function endpointStatus(e: EndpointResult, isPostgres: boolean, connections: number): string {
  const ratio = e.api.rps / e.db.rps;
  const misses: string[] = [];
  const causes: string[] = [];
  if (ratio < GOALS.ratio) {
    misses.push(`API/DB ${fmt(ratio, 2)} < ${GOALS.ratio}`);
    causes.push(
      isPostgres
        ? "each request also runs the session lookup (better-auth: session and user) and the role check, and goes through HTTP, validation and JSON; the database figure is only the feature's SQL"
        : "PGlite runs one query at a time inside the server process, so the session lookup and role check of each request queue on the same single connection as the feature's SQL",
    );
  }
  const errors = e.api.errors + e.db.errors;
  if (errors > 0) {
    misses.push(`${errors} errors (${JSON.stringify({ ...e.api.statuses, ...e.db.statuses })})`);
    causes.push('see the server log printed above');
  }
  if (isPostgres && e.api.p99 >= GOALS.p99Ms) {
    misses.push(`API p99 ${ms(e.api.p99)} ≥ ${GOALS.p99Ms} ms`);
    // Little's law: with `connections` requests always in flight, the mean latency is connections / throughput.
    const needed = (connections * 1000) / GOALS.p99Ms;
    causes.push(
      `with ${connections} requests always in flight, latency is ${connections} / throughput (${connections} / ${fmt(e.api.rps)} req/s ≈ ${ms((connections / e.api.rps) * 1000)} on average), ` +
        `so a p99 under ${GOALS.p99Ms} ms needs well over ${fmt(needed)} req/s; on 2 cores shared by the load generator, the server and PostgreSQL ` +
        `even the database alone does ${fmt(e.db.rps)} ops/s (p99 ${ms(e.db.p99)}): the time is queueing, not any one slow query`,
    );
  }
  return misses.length ? miss(misses.join('; '), causes.join('; ')) : met;
}

/** Why a page missed its goals, from the metrics Lighthouse weighs most. */
function frontEndCause(bundle: RouteWeight, page: PageScores | undefined): string {
  const causes: string[] = [];
  if (bundle.gzipKb > FIRST_LOAD_BUDGET_KB)
    causes.push(
      'the entry or the page imports code the first render does not need (e2e/first-visit-weight.e2e.ts names the chunks)',
    );
  const lcpGoal = CLEANER_PAGES.includes(bundle.route) ? GOALS.cleanerLcpMs : GOALS.lcpMs;
  if (page && page.lcp > lcpGoal) {
    causes.push(
      CLEANER_PAGES.includes(bundle.route)
        ? `LCP ${ms(page.lcp)}: the page paints once ${fmt(page.scriptKb, 0)} KB of JavaScript has crossed the simulated slow 4G and its data has come back`
        : `LCP ${ms(page.lcp)}: the prerendered HTML shares the simulated slow 4G with ${fmt(page.scriptKb, 0)} KB of JavaScript that starts loading at the same time`,
    );
  }
  if (page && page.tbt > 200)
    causes.push(
      `TBT ${ms(page.tbt)}: compiling that JavaScript and ${CLEANER_PAGES.includes(bundle.route) ? 'rendering' : 'hydrating'} the page on the 4× slowed CPU of a shared 2-core machine`,
    );
  if (page && page.cls > GOALS.cls)
    causes.push(
      `CLS ${page.cls}: content moves after the first paint${page.clsElement ? ` (most: \`${page.clsElement}\`)` : ''}`,
    );
  if (page && page.accessibility < GOALS.accessibility)
    causes.push(
      'see the accessibility audits of the Lighthouse report (`npx lighthouse <url> --only-categories=accessibility`)',
    );
  return causes.join('; ') || 'see the Lighthouse report of the page';
}

export function renderResults(r: BenchResults): string {
  const isPostgres = r.machine.database.startsWith('PostgreSQL');
  const lines: string[] = [];
  lines.push(`## ${r.date}: ${r.machine.database}, scale ${r.scale}`);
  lines.push('');
  lines.push(
    `Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.ramGb} GB RAM, Node ${r.machine.node}, ${r.machine.database}. ` +
      `Load average at start: ${r.machine.loadAtStart}.${r.machine.note ? ` ${r.machine.note}` : ''}`,
  );
  lines.push(
    `Data: ${r.sizes} (seeded in ${fmt(r.seedSeconds, 1)} s). Load: ${r.load.connections} connections, ${r.load.warmupSeconds} s warm-up then ${r.load.seconds} s per endpoint. Whole run: ${fmt(r.totalSeconds)} s.`,
  );
  lines.push('');
  lines.push("### API against the database's own limit");
  lines.push('');
  lines.push(
    '| endpoint | API req/s | API p50 / p99 | API errors | DB ops/s | DB p50 / p99 | API / DB | goal | status |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const e of r.endpoints) {
    const conflicts = e.api.conflicts + e.db.conflicts ? ` (+${e.api.conflicts + e.db.conflicts} 409)` : '';
    lines.push(
      `| ${e.name} | ${fmt(e.api.rps)} | ${ms(e.api.p50)} / ${ms(e.api.p99)} | ${e.api.errors}${conflicts} | ${fmt(e.db.rps)} | ${ms(e.db.p50)} / ${ms(e.db.p99)} | ${fmt(e.api.rps / e.db.rps, 2)} | ` +
        `≥ ${GOALS.ratio}, 0 errors${isPostgres ? `, p99 < ${GOALS.p99Ms} ms` : ''} | ${endpointStatus(e, isPostgres, r.load.connections)} |`,
    );
  }
  lines.push('');
  lines.push('### Live notifications, sign-in burst, calendar sync, photo uploads, query plans');
  lines.push('');
  lines.push('| figure | value | goal | status |');
  lines.push('| --- | --- | --- | --- |');
  if (r.live) {
    const l = r.live;
    const status =
      l.p95 < GOALS.liveP95Ms && l.missed === 0
        ? met
        : miss(
            `p95 ${ms(l.p95)}${l.missed ? `, ${l.missed} events missed` : ''}`,
            'see the server log; each event costs the listener one query to load the notification',
          );
    lines.push(
      `| Apply → host's open stream receives it (${l.events} events, ${l.streams} streams open) | p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, max ${ms(l.max)} | p95 < ${GOALS.liveP95Ms} ms | ${status} |`,
    );
  }
  if (r.liveMessages) {
    const l = r.liveMessages;
    const status =
      l.p95 <= GOALS.liveP95Ms && l.missed === 0
        ? met
        : miss(
            `p95 ${ms(l.p95)}${l.missed ? `, ${l.missed} messages missed` : ''}`,
            'see the server log; each message costs each listening process a query per side to load it',
          );
    lines.push(
      `| Message → other side's open stream receives it (${l.events} messages, ${l.streams} streams open) | p50 ${ms(l.p50)}, p95 ${ms(l.p95)}, max ${ms(l.max)} | p95 ≤ ${GOALS.liveP95Ms} ms | ${status} |`,
    );
  }
  if (r.applicantRecords) {
    const a = r.applicantRecords;
    const ratio = a.withRecords.rps / a.withoutRecords.rps;
    const w = a.withRecords.cpuMsPerPage;
    const wo = a.withoutRecords.cpuMsPerPage;
    const cpu = w !== null && wo !== null ? `; CPU ${fmt(w, 1)} ms vs ${fmt(wo, 1)} ms a page (${fmt(wo / w, 2)})` : '';
    const status =
      ratio >= GOALS.applicantRecords
        ? met
        : miss(
            `${fmt(ratio, 2)} of the page's throughput without the records`,
            "each applicant's record row, joined to the page's own read by its primary key, and its 28 figures computed and carried",
          );
    lines.push(
      `| ${a.applicants} applicants' page with their reliability records (${a.countersPerApplicant} months of counters each) against the same page without (database pages/s) | ${fmt(a.withRecords.rps, 1)} vs ${fmt(a.withoutRecords.rps, 1)} (${fmt(ratio, 2)}); p50 ${ms(a.withRecords.p50)} vs ${ms(a.withoutRecords.p50)}${cpu} | ≥ ${GOALS.applicantRecords} | ${status} |`,
    );
  }
  const conversation = r.endpoints.find((e) => e.key === 'conversation');
  const notifications = r.endpoints.find((e) => e.key === 'notifications');
  if (conversation && notifications) {
    // Issue 40: a 5,000-message conversation opens its latest page as fast as the notification list.
    const ratio = conversation.api.rps / notifications.api.rps;
    const status =
      ratio >= GOALS.conversationVsNotifications
        ? met
        : miss(
            `${fmt(ratio, 2)} of the notification list's throughput`,
            "the page reads the conversation's summary (members, last messages, jobs) beside its 50 messages; see the query-plan rows for both",
          );
    lines.push(
      `| A 5,000-message conversation's latest page against the notification list (API req/s) | ${fmt(conversation.api.rps)} vs ${fmt(notifications.api.rps)} req/s (${fmt(ratio, 2)}) | ≥ ${GOALS.conversationVsNotifications} | ${status} |`,
    );
  }
  if (r.signIn) {
    const s = r.signIn;
    // Issue 19: no sign-in waits more than 3 s for its hash (its own hashing time comes on top); the
    // ones that would are told at once to retry (503 with Retry-After), and the event loop stays free.
    const waitOk = s.served.max <= GOALS.signInMaxMs + s.served.p50;
    const ok = s.loopBurst.p99 < GOALS.loopP99Ms && s.failed === 0 && waitOk;
    const gaps = [
      ...(s.loopBurst.p99 >= GOALS.loopP99Ms ? [`event-loop delay p99 ${ms(s.loopBurst.p99)}`] : []),
      ...(waitOk ? [] : [`a served sign-in took ${ms(s.served.max)}`]),
      ...(s.failed ? [`${s.failed} sign-ins failed`] : []),
    ];
    const status = ok
      ? met
      : miss(
          gaps.join(', '),
          `each sign-in hashes the password with scrypt (better-auth: N=16384, r=16) on libuv's thread pool, through a bounded queue (server/auth/password-work.ts: ` +
            `2 at once, refused past a 3 s wait); the ${s.rate}/s asked for is ${fmt(s.rate / Math.max(s.throughput, 0.1), 0)}× the ${fmt(s.throughput, 1)}/s these cores can hash`,
        );
    lines.push(
      `| Sign-in burst: ${s.rate}/s for ${s.seconds} s (${s.signIns} sign-ins) | ${s.signIns - s.busy - s.failed} served (p50 ${ms(s.served.p50)}, max ${ms(s.served.max)}), ${s.busy} told to retry (503); ` +
        `${fmt(s.throughput, 1)} answered/s; event-loop delay p99 ${ms(s.loopIdle.p99)} idle → ${ms(s.loopBurst.p99)} in the burst (max ${ms(s.loopBurst.max)}); ` +
        `GET /api/health p99 ${ms(s.healthIdle.p99)} idle → ${ms(s.healthBurst.p99)} | no served sign-in waits over ${GOALS.signInMaxMs / 1000} s for its hash; event-loop delay p99 < ${GOALS.loopP99Ms} ms; no failures | ${status} |`,
    );
  }
  if (r.calendarSync) lines.push(...renderCalendarSync(r.calendarSync));
  if (r.photos) lines.push(...renderPhotos(r.photos));
  const scans = r.plans.filter((p) => p.seqScans.length);
  const queries = new Set(r.plans.map((p) => p.query)).size;
  lines.push(
    `| Query plans of the list queries at this size (${queries} queries, ${r.plans.length} statements) | ${scans.length ? scans.map((p) => `${p.query}: Seq Scan on ${p.seqScans.join(', ')}`).join('; ') : 'every one uses an index'} | no Seq Scan on a big table | ${scans.length ? miss(`${scans.length} statements scan a table`, 'a missing or unusable index') : met} |`,
  );
  lines.push('');
  lines.push(...renderFrontEnd(r));
  return lines.join('\n');
}

/** The front-end table: every measured route's weight, and its Lighthouse figures where measured. */
function renderFrontEnd(r: Pick<BenchResults, 'bundles' | 'pages' | 'lighthouseError'>): string[] {
  const lines: string[] = [];
  lines.push('### Front end');
  lines.push('');
  lines.push(
    '| page | first-load JS (gzip) | Lighthouse performance | accessibility | LCP / TBT / CLS | all JS fetched | goal | status |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  for (const b of r.bundles) {
    const page = r.pages?.find((p) => p.route === b.route);
    const goals: string[] = [];
    const misses: string[] = [];
    goals.push(`≤ ${FIRST_LOAD_BUDGET_KB} KB`);
    if (b.gzipKb > FIRST_LOAD_BUDGET_KB) misses.push(`${fmt(b.gzipKb - FIRST_LOAD_BUDGET_KB, 1)} KB over`);
    if (page && SCORED_PAGES.includes(b.route)) {
      goals.push(`≥ ${GOALS.performance} / ${GOALS.accessibility}, LCP ≤ ${ms(GOALS.lcpMs)}, CLS ≤ ${GOALS.cls}`);
      if (page.performance < GOALS.performance) misses.push(`performance ${page.performance}`);
      if (page.accessibility < GOALS.accessibility) misses.push(`accessibility ${page.accessibility}`);
      if (page.lcp > GOALS.lcpMs) misses.push(`LCP ${ms(page.lcp)}`);
      if (page.cls > GOALS.cls) misses.push(`CLS ${page.cls}`);
    }
    if (page && CLEANER_PAGES.includes(b.route)) {
      goals.push(`≥ ${GOALS.cleanerPerformance}, LCP ≤ ${ms(GOALS.cleanerLcpMs)} (signed in as a cleaner)`);
      if (page.performance < GOALS.cleanerPerformance) misses.push(`performance ${page.performance}`);
      if (page.lcp > GOALS.cleanerLcpMs) misses.push(`LCP ${ms(page.lcp)}`);
    }
    const status = goals.length === 0 ? 'info' : misses.length ? miss(misses.join(', '), frontEndCause(b, page)) : met;
    lines.push(
      `| \`${b.route}\` | ${fmt(b.gzipKb, 1)} KB | ${page ? page.performance : '–'} | ${page ? page.accessibility : '–'} | ${page ? `${ms(page.lcp)} / ${ms(page.tbt)} / ${page.cls}` : '–'} | ${page ? `${fmt(page.scriptKb, 1)} KB` : '–'} | ${goals.join(', ') || '–'} | ${status} |`,
    );
  }
  if (r.lighthouseError) lines.push('', `Lighthouse did not complete: ${r.lighthouseError}`);
  lines.push('');
  return lines;
}

export type PagesResults = Pick<
  BenchResults,
  'date' | 'machine' | 'scale' | 'bundles' | 'pages' | 'lighthouseError'
> & {
  totalSeconds: number;
};

/** `BENCH_ONLY=pages`: the front end alone, headed so it is never mistaken for a whole run. */
export function renderPagesResults(r: PagesResults): string {
  const lines = [
    `## ${r.date}: front end only (BENCH_ONLY=pages), ${r.machine.database}, scale ${r.scale}`,
    '',
    `Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.ramGb} GB RAM, Node ${r.machine.node}. ` +
      `Load average at start: ${r.machine.loadAtStart}.${r.machine.note ? ` ${r.machine.note}` : ''} Whole run: ${fmt(r.totalSeconds)} s.`,
    '',
    ...renderFrontEnd(r),
  ];
  return lines.join('\n');
}

const HEADER = `# Benchmark results

Written by \`npm run bench\` (see [docs/decisions/008-benchmarks.md](../docs/decisions/008-benchmarks.md)): newest run first, earlier runs
below for comparison. Figures are from one run on the machine named in each section; compare ratios and
scores between runs rather than absolute numbers.
`;

/** Puts `section` on top of the file's runs, keeping every earlier one. */
export function prependResults(file: string, section: string): void {
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const start = previous.indexOf('\n## ');
  const earlier = start >= 0 ? previous.slice(start + 1) : '';
  writeFileSync(file, `${HEADER}\n${section}\n${earlier}`);
}
