// One booking calendar's sync (issue 16): fetch the link safely, parse it in the property's zone,
// keep its events as the last good ones, then re-plan the job's turnovers from ALL its calendars'
// last good events (minus blocks and the host's marks) and apply the plan. A failure keeps the last
// good events (so the schedule stays), stores the error in plain words, and emails the host at
// exactly the third failure in a row. The caller holds the calendar's lease (scheduler.ts).
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { format } from '@core/messages/format';
import { calendarEmails as text } from '@core/messages/en/calendar-emails';
import { fullAddress } from '@core/places';
import {
  deriveTurnovers,
  importWindow,
  inImportWindow,
  LIVE_TURNOVER_STATUSES,
  planSync,
  type Booking,
  type SyncPlan,
} from '@core/turnovers';
import type { OwnAddress } from '../../calendars/own-address';
import { CalendarParseError, type FeedEvent } from '../../calendars/parse';
import { parseCalendarBounded, type ParsePool } from '../../calendars/parse-pool';
import { CalendarFetchError, fetchCalendar, type CalendarLookup } from '../../calendars/safe-fetch';
import type { AppClock } from '../../clock';
import type { Db, Queryable, Tx } from '../../db/client';
import { calendarBlockMark, calendarEvent, hostProfile, job, jobCalendar, turnover, user } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { calendarFailingEmail } from '../../email/templates';
import { applySyncPlan } from '../turnovers';

/** After this many failed syncs in a row the host is emailed (once per run of failures). */
export const FAILURES_BEFORE_EMAIL = 3;

export type SyncDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  appUrl: string;
  /** The app's secret: the cleaners' emails carry signed offer links (server/features/offer-links). */
  authSecret: string;
  /**
   * The app clock (server/clock.ts): a sync's "now" (offer deadlines, which stays are past, when the
   * next sync is due) is the time everything else in the app keeps, the development clock included.
   */
  clock: Pick<AppClock, 'now'>;
  /** CALENDAR_SYNC_MINUTES: the next sync after this one. */
  syncMinutes: number;
  /** CALENDAR_FETCH_ALLOW. */
  allow: string[];
  /** Where the app listens, read at each fetch (the port is known only once it listens): never fetched. */
  self?: () => OwnAddress[];
  /** Name resolution for the fetch (tests and the bench may pin names; the system's otherwise). */
  lookup?: CalendarLookup;
  fetchTimeoutMs?: number;
  /** Parses a feed's text: the shared worker pool's (tests pass a pool with other limits). */
  parse?: ParsePool['parse'];
};

type CalendarRow = typeof jobCalendar.$inferSelect;
/** What a re-plan needs: the cleaners are told by email (server/features/turnovers/messages). */
export type ReplanDeps = Pick<SyncDeps, 'mailer' | 'appUrl' | 'authSecret' | 'clock'>;
export type SyncOutcome =
  | { ok: true; changes: { created: number; updated: number; moved: number; cancelled: number } }
  | { ok: false; error: string; failures: number };

/** The error a host reads on the Turnovers page (and in the email) for a failed fetch or parse. */
export function plainError(err: unknown): string {
  if (err instanceof CalendarFetchError) {
    if (err.reason === 'http_status' && err.status !== undefined) {
      if (err.status === 404 || err.status === 410) return text.errors.notFoundStatus;
      if (err.status === 401 || err.status === 403) return text.errors.deniedStatus;
      if (err.status >= 500) return format(text.errors.serverStatus, { status: err.status });
    }
    return err.message;
  }
  if (err instanceof CalendarParseError) return err.message;
  return text.errors.unexpected;
}

/** A turnover as the sync planner compares it with the feed (core/turnovers.ts ExistingTurnover). */
export const EXISTING_TURNOVER_COLUMNS = {
  id: turnover.id,
  date: turnover.date,
  status: turnover.status,
  source: turnover.source,
  sourceUid: turnover.sourceUid,
  startsAt: turnover.startsAt,
  endsAt: turnover.endsAt,
  sameDay: turnover.sameDay,
};

/**
 * Reads a calendar link: the events as the host's chosen kind (or the detected one) calls them. The
 * text is parsed in a worker thread with a time and memory limit (calendars/parse-pool.ts).
 */
export async function readFeed(
  deps: Pick<SyncDeps, 'allow' | 'self' | 'lookup' | 'fetchTimeoutMs' | 'parse'>,
  url: string,
  feed: { timeZone: string; kind?: CalendarRow['kind'] },
) {
  const { text: body } = await fetchCalendar(url, {
    allow: deps.allow,
    self: deps.self?.(),
    lookup: deps.lookup,
    timeoutMs: deps.fetchTimeoutMs,
  });
  return (deps.parse ?? parseCalendarBounded)(body, feed);
}

export type ReadFeed = Awaited<ReturnType<typeof readFeed>>;

/** Fetches, parses and applies one (leased) calendar; never throws for a feed's fault. */
export async function syncCalendar(
  deps: SyncDeps,
  calendar: CalendarRow,
  now = deps.clock.now(),
): Promise<SyncOutcome> {
  const [owner] = await deps.db.select({ timeZone: job.timeZone }).from(job).where(eq(job.id, calendar.jobId)).limit(1);
  if (!owner) return { ok: false, error: text.errors.unexpected, failures: calendar.consecutiveFailures };
  let feed: ReadFeed;
  try {
    feed = await readFeed(deps, calendar.url, {
      timeZone: owner.timeZone,
      kind: calendar.kindChosen ? calendar.kind : undefined,
    });
  } catch (err) {
    if (!(err instanceof CalendarFetchError || err instanceof CalendarParseError))
      deps.log.error({ err, calendarId: calendar.id }, 'calendar sync failed unexpectedly');
    return recordFailure(deps, calendar, plainError(err), now);
  }
  try {
    const changes = await deps.db.transaction((tx) => storeGoodSync(tx, deps, calendar, feed, now));
    deps.mailer.kick();
    return { ok: true, changes };
  } catch (err) {
    deps.log.error({ err, calendarId: calendar.id }, 'calendar sync could not be stored');
    return recordFailure(deps, calendar, text.errors.unexpected, now);
  }
}

const nextSync = (deps: Pick<SyncDeps, 'syncMinutes'>, now: Date) =>
  new Date(now.getTime() + deps.syncMinutes * 60_000);

/**
 * A good sync: the calendar's events are replaced by the feed's, then the job's turnovers are
 * re-planned. The job row is locked first, so the syncs of one job's calendars (on any server) and
 * the host's block marks apply one after the other.
 */
export async function storeGoodSync(
  tx: Tx,
  deps: ReplanDeps & Pick<SyncDeps, 'syncMinutes'>,
  calendar: CalendarRow,
  feed: ReadFeed,
  now: Date,
) {
  const [locked] = await tx
    .select({ id: job.id, timeZone: job.timeZone })
    .from(job)
    .where(eq(job.id, calendar.jobId))
    .for('update');
  if (!locked) throw new Error('job gone');
  const [still] = await tx.select({ id: jobCalendar.id }).from(jobCalendar).where(eq(jobCalendar.id, calendar.id));
  // Removed while it was being fetched: nothing to store.
  if (!still) return { created: 0, updated: 0, moved: 0, cancelled: 0 };
  // Only the import window is kept (issue 35): years of history or of far bookings would cost every sync.
  const window = importWindow(now, locked.timeZone);
  await replaceEvents(
    tx,
    calendar.id,
    feed.events.filter((e) => inImportWindow(e, window)),
  );
  await tx
    .update(jobCalendar)
    .set({
      ...(calendar.kindChosen ? {} : { kind: feed.detectedKind }),
      lastSyncedAt: now,
      lastAttemptAt: now,
      lastError: null,
      consecutiveFailures: 0,
      nextSyncAt: nextSync(deps, now),
      leaseUntil: null,
      updatedAt: now,
    })
    .where(eq(jobCalendar.id, calendar.id));
  return replanJob(tx, deps, calendar.jobId, calendar.id, now);
}

const EVENT_CHUNK = 1000;

type EventValues = Omit<typeof calendarEvent.$inferInsert, 'id'>;
const eventKey = (e: EventValues) =>
  JSON.stringify([e.uid, e.summary, e.startDate, e.endDate, e.startTime ?? null, e.endTime ?? null, e.isBlock]);

/** Replaces the calendar's stored events with the feed's; an unchanged feed (most syncs) writes nothing. */
async function replaceEvents(tx: Tx, calendarId: string, events: readonly FeedEvent[]) {
  const rows: EventValues[] = events
    .filter((e) => !e.cancelled)
    .map((e) => ({
      calendarId,
      uid: e.uid,
      summary: e.summary,
      startDate: e.startDate,
      endDate: e.endDate,
      startTime: e.startTime ?? null,
      endTime: e.endTime ?? null,
      isBlock: e.isBlock,
    }));
  const stored = await tx.select().from(calendarEvent).where(eq(calendarEvent.calendarId, calendarId));
  const same =
    stored.length === rows.length && stored.map(eventKey).sort().join('\n') === rows.map(eventKey).sort().join('\n');
  if (same) return;
  await tx.delete(calendarEvent).where(eq(calendarEvent.calendarId, calendarId));
  for (let i = 0; i < rows.length; i += EVENT_CHUNK)
    await tx.insert(calendarEvent).values(rows.slice(i, i + EVENT_CHUNK));
}

const markKey = (calendarId: string, startDate: string, endDate: string) => `${calendarId}|${startDate}|${endDate}`;

/**
 * Re-plans a job's calendar-made turnovers from every calendar's last good events in the import
 * window, minus the feeds' blocks and the host's marks, and applies the plan; each calendar keeps
 * how many of its stays the job's cap of turnovers ahead left out. Call with the job row locked.
 * `calendarId` is the calendar that caused it (null: a calendar was removed).
 */
export async function replanJob(tx: Tx, deps: ReplanDeps, jobId: string, calendarId: string | null, now: Date) {
  const [times] = await tx
    .select({ checkoutTime: job.checkoutTime, checkinTime: job.checkinTime, timeZone: job.timeZone })
    .from(job)
    .where(eq(job.id, jobId));
  if (!times) return { created: 0, updated: 0, moved: 0, cancelled: 0 };
  const window = importWindow(now, times.timeZone);
  const calendars = await tx
    .select({ id: jobCalendar.id, leftOut: jobCalendar.turnoversLeftOut })
    .from(jobCalendar)
    .where(eq(jobCalendar.jobId, jobId))
    .orderBy(asc(jobCalendar.createdAt), asc(jobCalendar.id));
  const ids = calendars.map((c) => c.id);
  const order = new Map(ids.map((id, i) => [id, i]));
  const events = ids.length
    ? await tx
        .select()
        .from(calendarEvent)
        .where(
          and(
            inArray(calendarEvent.calendarId, ids),
            eq(calendarEvent.isBlock, false),
            gte(calendarEvent.endDate, window.from),
            lte(calendarEvent.startDate, window.to),
          ),
        )
    : [];
  const marks = ids.length
    ? await tx.select().from(calendarBlockMark).where(inArray(calendarBlockMark.calendarId, ids))
    : [];
  const marked = new Set(marks.map((m) => markKey(m.calendarId, m.startDate, m.endDate)));
  const bookings: Booking[] = events
    .filter((e) => !marked.has(markKey(e.calendarId, e.startDate, e.endDate)))
    .sort(
      (a, b) =>
        order.get(a.calendarId)! - order.get(b.calendarId)! ||
        a.startDate.localeCompare(b.startDate) ||
        a.uid.localeCompare(b.uid),
    )
    .map((e) => ({
      uid: e.uid,
      calendarId: e.calendarId,
      startDate: e.startDate,
      endDate: e.endDate,
      ...(e.startTime ? { startTime: e.startTime } : {}),
      ...(e.endTime ? { endTime: e.endTime } : {}),
    }));
  const slots = deriveTurnovers(bookings, times);
  // Live turnovers older than the window cannot share a date with a slot: they are left out of the plan.
  const existing = await tx
    .select(EXISTING_TURNOVER_COLUMNS)
    .from(turnover)
    .where(
      and(eq(turnover.jobId, jobId), inArray(turnover.status, LIVE_TURNOVER_STATUSES), gte(turnover.date, window.from)),
    );
  const plan = planSync(existing, slots, now, { until: window.to });
  await recordLeftOut(tx, calendars, plan.leftOut);
  if (isEmpty(plan)) return { created: 0, updated: 0, moved: 0, cancelled: 0 };
  return applySyncPlan(tx, { jobId, calendarId, plan, now }, deps);
}

/** Stores, per calendar, how many of its stays the cap left out (written only where it changed). */
async function recordLeftOut(
  tx: Tx,
  calendars: { id: string; leftOut: number }[],
  leftOut: readonly { calendarId: string }[],
) {
  const counts = new Map<string, number>();
  for (const s of leftOut) counts.set(s.calendarId, (counts.get(s.calendarId) ?? 0) + 1);
  for (const c of calendars) {
    const n = counts.get(c.id) ?? 0;
    if (n !== c.leftOut) await tx.update(jobCalendar).set({ turnoversLeftOut: n }).where(eq(jobCalendar.id, c.id));
  }
}

const isEmpty = (p: SyncPlan) =>
  p.create.length + p.update.length + p.move.length + p.cancel.length + p.relabel.length === 0;

/**
 * A failed sync: the last good events stay, the error is stored, and at exactly the third failure
 * in a row (counted in the row, so two servers cannot both see "3") the host is emailed.
 */
async function recordFailure(deps: SyncDeps, calendar: CalendarRow, error: string, now: Date): Promise<SyncOutcome> {
  const failures = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(jobCalendar)
      .set({
        consecutiveFailures: sql`${jobCalendar.consecutiveFailures} + 1`,
        lastError: error,
        lastAttemptAt: now,
        nextSyncAt: nextSync(deps, now),
        leaseUntil: null,
        updatedAt: now,
      })
      .where(eq(jobCalendar.id, calendar.id))
      .returning({ failures: jobCalendar.consecutiveFailures, label: jobCalendar.label });
    if (!row) return calendar.consecutiveFailures;
    if (row.failures === FAILURES_BEFORE_EMAIL)
      await emailHost(tx, deps, calendar.jobId, row.label, error, row.failures);
    return row.failures;
  });
  if (failures === FAILURES_BEFORE_EMAIL) deps.mailer.kick();
  return { ok: false, error, failures };
}

async function emailHost(
  q: Queryable,
  deps: SyncDeps,
  jobId: string,
  label: string | null,
  error: string,
  count: number,
) {
  const [host] = await q
    .select({
      email: user.email,
      name: user.name,
      locale: user.locale,
      firstName: hostProfile.firstName,
      city: job.city,
      state: job.state,
      address: job.propertyAddress,
    })
    .from(job)
    .innerJoin(user, eq(user.id, job.hostUserId))
    .leftJoin(hostProfile, eq(hostProfile.userId, job.hostUserId))
    .where(eq(job.id, jobId));
  if (!host) return;
  const place = fullAddress({ propertyAddress: host.address, city: host.city, state: host.state });
  const content = calendarFailingEmail({
    locale: host.locale,
    appUrl: deps.appUrl,
    name: host.firstName ?? host.name,
    calendar: label ?? text.errors.unnamed,
    place,
    error,
    count,
    minutes: deps.syncMinutes,
    jobId,
  });
  await deps.mailer.enqueue(q, { to: host.email, kind: 'calendar-failing', ...content });
}
