// One job with very large booking calendars (issue 35): what a host can import in one go. The feeds
// are given already parsed (parsing is its own cost: server/calendars/parse.ts), so the figures are
// the store-and-re-plan path every sync runs (server/features/calendars/sync.ts storeGoodSync, the
// planner in core/turnovers.ts, server/features/turnovers/changes.ts applySyncPlan) and the removal
// of a calendar. Each step also reports the longest stall of the event loop it caused.
//
//  - "4 × 5,000": four feeds of 5,000 one-night stays each (interleaved: 20,000 nights, most of them
//    years in the past, about two years ahead), added one after the other, synced again unchanged,
//    synced with every UID reissued (Airbnb does), then the first calendar removed.
//  - "60,000 events": twelve feeds listing the same 5,000 stays (a stay on twelve channels); the
//    twelfth's sync re-plans from all 60,000 events, then syncs again unchanged.
//  - "planner": the pure planner (deriveTurnovers and planSync) on 5,000 to 40,000 future stays with
//    as many existing turnovers, no window and no cap: its time per stay shows whether it is linear.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { defaultTimeZone } from '@core/time-zones';
import { deriveTurnovers, planSync, type Booking, type ExistingTurnover } from '@core/turnovers';
import type { FeedEvent } from '@server/calendars/parse';
import { realClock } from '@server/clock';
import type { Database } from '@server/db/client';
import { calendarEvent, job, jobCalendar, turnover } from '@server/db/schema';
import { createMailer } from '@server/email/mailer';
import { removeCalendar } from '@server/features/calendars/service';
import { storeGoodSync, type ReadFeed } from '@server/features/calendars/sync';

/** Signs the offer links in the emails the sync writes (the bench never sends them). */
const BENCH_SECRET = 'bench-secret-that-is-long-enough-0123456789';

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

export type Step = { name: string; seconds: number; stallMs: number; events: number; turnovers: number };
export type BigJobResult = { steps: Step[]; planner: { stays: number; ms: number }[] };

const DAY = 86_400_000;
const dayFromToday = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** One-night stays on the given day offsets from today. */
const feedOf = (offsets: number[], uidPrefix: string): ReadFeed => ({
  kind: 'airbnb',
  detectedKind: 'airbnb',
  skipped: 0,
  events: offsets.map((o): FeedEvent => ({
    uid: `${uidPrefix}-${o}@bench`,
    summary: 'Reserved',
    startDate: dayFromToday(o),
    endDate: dayFromToday(o + 1),
    isBlock: false,
    cancelled: false,
  })),
});

/** Runs `fn`, timing it and the longest event-loop stall while it ran (PGlite's own work included: it runs in this thread). */
async function measured<T>(fn: () => Promise<T>): Promise<{ seconds: number; stallMs: number; value: T }> {
  let last = performance.now();
  let stallMs = 0;
  const tick = setInterval(() => {
    const at = performance.now();
    stallMs = Math.max(stallMs, at - last);
    last = at;
  }, 5);
  const started = performance.now();
  try {
    const value = await fn();
    const seconds = (performance.now() - started) / 1000;
    // The stall that ended the step is seen when the timer next runs.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { seconds, stallMs, value };
  } finally {
    clearInterval(tick);
  }
}

export async function measureBigJob(
  database: Database,
  opts: { hostUserId: string; log?: (m: string) => void },
): Promise<BigJobResult> {
  const log = opts.log ?? (() => {});
  const { db } = database;
  const mailer = createMailer({ db, smtpUrl: undefined, from: 'bench <bench@turnready.test>', log: silentLog });
  const deps = { mailer, appUrl: 'http://127.0.0.1', authSecret: BENCH_SECRET, clock: realClock(), syncMinutes: 30 };
  const steps: Step[] = [];

  const newJob = async (name: string) => {
    const [row] = await db
      .insert(job)
      .values({
        hostUserId: opts.hostUserId,
        city: 'Miami',
        state: 'FL',
        bedrooms: 2,
        bathrooms: 1,
        squareFootage: 900,
        amenities: [],
        paymentPerTurnover: 85,
        startDate: dayFromToday(1),
        isRecurring: true,
        propertyAddress: name,
        timeZone: defaultTimeZone('FL')!,
      })
      .returning({ id: job.id });
    return row!.id;
  };
  const newCalendar = async (jobId: string, i: number) => {
    const [row] = await db
      .insert(jobCalendar)
      .values({ jobId, url: `https://bench.invalid/${i}.ics` })
      .returning();
    return row!;
  };
  const counts = async (jobId: string) => {
    const [events] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvent)
      .where(
        inArray(
          calendarEvent.calendarId,
          db.select({ id: jobCalendar.id }).from(jobCalendar).where(eq(jobCalendar.jobId, jobId)),
        ),
      );
    const [live] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(turnover)
      .where(and(eq(turnover.jobId, jobId), inArray(turnover.status, ['scheduled', 'confirmed'])));
    return { events: Number(events?.n ?? 0), turnovers: Number(live?.n ?? 0) };
  };
  const step = async (name: string, jobId: string, fn: () => Promise<unknown>) => {
    const m = await measured(fn);
    const c = await counts(jobId);
    steps.push({ name, seconds: m.seconds, stallMs: m.stallMs, ...c });
    log(
      `big job: ${name}: ${m.seconds.toFixed(2)} s (longest stall ${m.stallMs.toFixed(0)} ms), ${c.events} events stored, ${c.turnovers} live turnovers`,
    );
  };

  try {
    // 4 × 5,000: night n (from 19,200 days ago to 800 days ahead) belongs to feed n mod 4.
    const fourJob = await newJob('4 x 5,000');
    const nights = (k: number) => Array.from({ length: 5000 }, (_, i) => -19_200 + 4 * i + k);
    const calendars: (typeof jobCalendar.$inferSelect)[] = [];
    for (let k = 0; k < 4; k++) {
      const cal = await newCalendar(fourJob, k);
      calendars.push(cal);
      await step(`4 × 5,000: add calendar ${k + 1}`, fourJob, () =>
        db.transaction((tx) => storeGoodSync(tx, deps, cal, feedOf(nights(k), `c${k}`), new Date())),
      );
    }
    await step('4 × 5,000: sync calendar 4 again, unchanged', fourJob, () =>
      db.transaction((tx) => storeGoodSync(tx, deps, calendars[3]!, feedOf(nights(3), 'c3'), new Date())),
    );
    await step('4 × 5,000: sync calendar 4 with every UID reissued', fourJob, () =>
      db.transaction((tx) => storeGoodSync(tx, deps, calendars[3]!, feedOf(nights(3), 'c3-new'), new Date())),
    );
    await step('4 × 5,000: remove calendar 1', fourJob, () =>
      db.transaction((tx) => removeCalendar(tx, deps, opts.hostUserId, calendars[0]!.id)),
    );

    // 60,000 events: eleven calendars' events stored directly, then the twelfth synced.
    const bigJob = await newJob('60,000 events');
    const same = Array.from({ length: 5000 }, (_, i) => -4_800 + i);
    const feed = (k: number) => feedOf(same, `m${k}`);
    for (let k = 0; k < 11; k++) {
      const cal = await newCalendar(bigJob, 100 + k);
      const rows = feed(k).events.map((e) => ({
        calendarId: cal.id,
        uid: e.uid,
        summary: e.summary,
        startDate: e.startDate,
        endDate: e.endDate,
        isBlock: false,
      }));
      for (let i = 0; i < rows.length; i += 1000) await db.insert(calendarEvent).values(rows.slice(i, i + 1000));
    }
    const twelfth = await newCalendar(bigJob, 111);
    await step('60,000 events: sync the twelfth calendar (first time)', bigJob, () =>
      db.transaction((tx) => storeGoodSync(tx, deps, twelfth, feed(11), new Date())),
    );
    await step('60,000 events: sync it again, unchanged', bigJob, () =>
      db.transaction((tx) => storeGoodSync(tx, deps, twelfth, feed(11), new Date())),
    );

    await db.delete(job).where(inArray(job.id, [fourJob, bigJob]));
  } finally {
    await mailer.stop();
  }

  // The pure planner: n future stays, the same n slots already stored as turnovers under other UIDs.
  const planner: BigJobResult['planner'] = [];
  const times = { checkoutTime: '11:00', checkinTime: '16:00', timeZone: 'America/New_York' };
  for (const n of [5_000, 10_000, 20_000, 40_000]) {
    const bookings: Booking[] = Array.from({ length: n }, (_, i) => ({
      uid: `s${i}`,
      calendarId: 'c',
      startDate: dayFromToday(1 + i),
      endDate: dayFromToday(2 + i),
    }));
    const existing: ExistingTurnover[] = deriveTurnovers(bookings, times).map((s, i) => ({
      id: `t${i}`,
      date: s.date,
      status: 'scheduled',
      source: 'calendar',
      sourceUid: `old-${i}`,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      sameDay: s.sameDay,
    }));
    const started = performance.now();
    const slots = deriveTurnovers(bookings, times);
    // No window and no cap: the algorithm alone.
    planSync(existing, slots, new Date(), { maxAhead: Infinity });
    const ms = performance.now() - started;
    planner.push({ stays: n, ms });
    log(
      `planner: ${n.toLocaleString('en-US')} stays ${ms.toFixed(0)} ms (${((ms / n) * 1000).toFixed(1)} µs per stay)`,
    );
  }
  return { steps, planner };
}

export function renderBigJob(r: BigJobResult): string[] {
  return [
    ...r.steps.map(
      (s) =>
        `| ${s.name} | ${s.seconds.toFixed(2)} s, longest event-loop stall ${s.stallMs.toFixed(0)} ms; ${s.events.toLocaleString('en-US')} events stored, ${s.turnovers.toLocaleString('en-US')} live turnovers | | |`,
    ),
    ...r.planner.map(
      (p) =>
        `| Planner alone: ${p.stays.toLocaleString('en-US')} future stays and turnovers | ${p.ms.toFixed(0)} ms (${((p.ms / p.stays) * 1000).toFixed(1)} µs per stay) | | |`,
    ),
  ];
}
