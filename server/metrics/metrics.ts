// The Prometheus metrics of one app (GET /metrics; README, "Operations"). Each app has its own
// registry: tests build many apps in one process, and a shared default registry would mix their
// counts (and refuse a second registration of the same name).
//
// - HTTP: requests and their duration by method, route pattern (the route as registered,
//   `/api/jobs/:id`, never the URL: one series per route, not per id) and status code; 5xx by route.
// - Node.js: prom-client's default metrics, event-loop delay included. They start with the first
//   scrape, so the dozens of apps a test process builds do not each run an event-loop monitor.
// - This process: open live event streams.
// - The database, shared by every process (so the same value on each; aggregate with max, not sum):
//   the email outbox's queue, calendar sync lag, overdue offer deadlines. Read when scraped, in one
//   query, at most once a second however many scrapers ask.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppClock } from '../clock';
import type { Db } from '../db/client';

export type Metrics = ReturnType<typeof createMetrics>;

/** Seconds: from a cached page (milliseconds) to a slow report; past 10 s something is wrong anyway. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const STANDARD_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The route label of a request no route matched (unknown addresses, the web app's pages). */
export const UNMATCHED_ROUTE = '(unmatched)';
/** Event-loop delay is sampled this often (milliseconds). */
const EVENT_LOOP_PRECISION_MS = 20;
/** Concurrent or rapid scrapes share one database read this recent. */
const DB_SNAPSHOT_MS = 1_000;

type DbSnapshot = {
  outboxPending: number;
  outboxOldestSeconds: number;
  calendarSyncLagSeconds: number;
  offersOverdue: number;
};

export function createMetrics(options: { db: Db; clock: AppClock; log: FastifyBaseLogger; openStreams: () => number }) {
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    registers,
  });

  new Gauge({
    name: 'turnready_event_streams_open',
    help: 'Live notification streams (server-sent events) open on this process.',
    registers,
    collect() {
      this.set(options.openStreams());
    },
  });

  let snapshot: { at: number; value: Promise<DbSnapshot | undefined> } | undefined;
  /** The database-derived values, read once per DB_SNAPSHOT_MS; undefined when the read failed. */
  function readDatabase(): Promise<DbSnapshot | undefined> {
    if (snapshot && Date.now() - snapshot.at < DB_SNAPSHOT_MS) return snapshot.value;
    const now = options.clock.now();
    const value = (async () => {
      try {
        // Each part is answered by an index: the outbox's partial index on pending rows, the offers'
        // partial index on open deadlines; calendars are few per job.
        const result = (await options.db.execute(sql`
          select
            (select count(*) from outbox_emails where status = 'pending')::int as outbox_pending,
            coalesce((select extract(epoch from now() - min(created_at)) from outbox_emails where status = 'pending'), 0)::float8 as outbox_oldest_seconds,
            coalesce((
              select extract(epoch from now() - min(coalesce(c.last_synced_at, c.created_at)))
              from job_calendars c join jobs j on j.id = c.job_id
              where j.status = 'active'
            ), 0)::float8 as calendar_sync_lag_seconds,
            (select count(*) from turnover_offers where status = 'offered' and deadline_at < ${now.toISOString()}::timestamptz)::int as offers_overdue
        `)) as unknown as {
          rows: {
            outbox_pending: number;
            outbox_oldest_seconds: number;
            calendar_sync_lag_seconds: number;
            offers_overdue: number;
          }[];
        };
        const row = result.rows[0]!;
        return {
          outboxPending: Number(row.outbox_pending),
          outboxOldestSeconds: Math.max(0, Number(row.outbox_oldest_seconds)),
          calendarSyncLagSeconds: Math.max(0, Number(row.calendar_sync_lag_seconds)),
          offersOverdue: Number(row.offers_overdue),
        };
      } catch (err) {
        options.log.warn({ err }, 'metrics: could not read the database-derived gauges');
        return undefined;
      }
    })();
    snapshot = { at: Date.now(), value };
    return value;
  }

  /** A gauge set from the database snapshot; NaN (no value, rather than a stale one) when the read failed. */
  const dbGauge = (name: string, help: string, pick: (s: DbSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const s = await readDatabase();
        this.set(s ? pick(s) : Number.NaN);
      },
    });
  dbGauge(
    'turnready_outbox_pending_emails',
    'Emails waiting in the outbox to be sent over SMTP (all processes).',
    (s) => s.outboxPending,
  );
  dbGauge(
    'turnready_outbox_oldest_pending_age_seconds',
    'Age of the oldest email still waiting to be sent; 0 when none waits.',
    (s) => s.outboxOldestSeconds,
  );
  dbGauge(
    'turnready_calendar_sync_lag_seconds',
    'Longest time since a booking calendar of an active job last synced successfully (since it was added, if never); 0 without calendars.',
    (s) => s.calendarSyncLagSeconds,
  );
  dbGauge(
    'turnready_offer_deadlines_overdue',
    'Turnover offers still waiting for an answer after their deadline passed (the scheduled work has not run them).',
    (s) => s.offersOverdue,
  );

  let defaultsStarted = false;

  return {
    registry,
    /** Counts one answered request; `route` is the registered pattern (undefined: no route matched). */
    observeRequest(method: string, route: string | undefined, status: number, seconds: number) {
      const labels = {
        method: STANDARD_METHODS.has(method) ? method : 'OTHER',
        route: route ?? UNMATCHED_ROUTE,
        status: String(status),
      };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (status >= 500) serverErrors.inc({ method: labels.method, route: labels.route });
    },
    /** The exposition text and its content type. */
    async scrape(): Promise<{ contentType: string; text: string }> {
      if (!defaultsStarted) {
        defaultsStarted = true;
        collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_PRECISION_MS });
      }
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
