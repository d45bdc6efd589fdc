// The calendar parser's bound (issue 35): feeds that cost ical.js far more than their size (a
// VTIMEZONE repeating every second since 1970, or every hour up to an event in 2100), a NUL byte,
// and the largest feeds we accept (5,000 events; 150,000 lines), each read as the server reads it:
// in a fresh worker of the parse pool (server/calendars/parse-pool.ts). Per feed: the parse in this
// thread (parseCalendar, for comparison), the parse through the worker (copying the text in and
// the events out included), the worker's heap after it (V8's total heap: close to its peak, as
// nothing was collected since), and the longest the main thread's event loop went without a turn.
// Goal: every feed is read the same by a worker with half the pool's limits (time, old and young
// heap), and the event loop is never held up for long.
// Run with `npm run bench:calendars` (BENCH_CALENDARS=0: this part alone, in a few seconds).
import { CalendarParseError, MAX_EVENTS, MAX_LINES, parseCalendar } from '@server/calendars/parse';
import { createParsePool, PARSE_LIMITS } from '@server/calendars/parse-pool';
import { airbnbFeed } from '@server/test/feed-server';
import { bigFeed, manyPropertiesFeed, nulFeed, zoneBombFeed } from '@server/test/hostile-feeds';

export type CalendarParseRow = {
  feed: string;
  bytes: number;
  /** Events read, or the sentence the host would read. */
  outcome: string;
  inThreadMs: number;
  inWorkerMs: number;
  workerHeapMb: number;
  /** The longest gap between turns of this thread's event loop while the worker parsed. */
  longestStallMs: number;
  /** Whether a worker with half the pool's limits read it the same. */
  halfLimits: boolean;
};
export type CalendarParseResult = { rows: CalendarParseRow[]; idleWorkerHeapMb: number };

export const CALENDAR_PARSE_GOAL = { longestStallMs: 100 } as const;

const HALF_LIMITS = {
  ...PARSE_LIMITS,
  workers: 1,
  timeLimitMs: PARSE_LIMITS.timeLimitMs / 2,
  maxOldGenerationSizeMb: PARSE_LIMITS.maxOldGenerationSizeMb / 2,
  maxYoungGenerationSizeMb: PARSE_LIMITS.maxYoungGenerationSizeMb / 2,
};

const stays = Array.from({ length: 10 }, (_, i) => ({
  uid: `stay-${i}`,
  start: `2026-${String(i + 1).padStart(2, '0')}-01`,
  end: `2026-${String(i + 1).padStart(2, '0')}-05`,
}));

const FEEDS: Array<{ feed: string; text: () => string }> = [
  { feed: 'an Airbnb export (10 stays)', text: () => airbnbFeed(stays) },
  { feed: `${MAX_EVENTS.toLocaleString('en-US')} events (the most accepted)`, text: () => bigFeed(MAX_EVENTS) },
  {
    feed: `${(MAX_LINES - 1000).toLocaleString('en-US')} property lines in one event`,
    text: () => manyPropertiesFeed(MAX_LINES - 1000),
  },
  {
    feed: 'VTIMEZONE FREQ=SECONDLY from 1970, event in 2026',
    text: () => zoneBombFeed({ freq: 'SECONDLY', year: 2026 }),
  },
  { feed: 'VTIMEZONE FREQ=HOURLY from 1970, event in 2100', text: () => zoneBombFeed({ freq: 'HOURLY', year: 2100 }) },
  { feed: 'a NUL character', text: () => nulFeed() },
];

const mb = (bytes: number) => bytes / 2 ** 20;

export async function measureCalendarParse(options: { log?: (m: string) => void } = {}): Promise<CalendarParseResult> {
  const rows: CalendarParseRow[] = [];
  let idleWorkerHeapMb = 0;
  for (const { feed, text: make } of FEEDS) {
    const text = make();
    options.log?.(`calendar parse: ${feed}`);
    const inThread = timed(() => {
      try {
        return `${parseCalendar(text, { timeZone: 'America/New_York' }).events.length} events`;
      } catch (error) {
        if (error instanceof CalendarParseError) return `refused: "${error.message}"`;
        throw error;
      }
    });

    const pool = createParsePool({ ...PARSE_LIMITS, workers: 1 });
    const halved = createParsePool(HALF_LIMITS);
    try {
      // A started worker with an empty calendar read, so the figures are the feed's alone.
      idleWorkerHeapMb = mb((await pool.run('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { timeZone: 'UTC' })).heapBytes);
      let longestStallMs = 0;
      let last = performance.now();
      const ticker = setInterval(() => {
        longestStallMs = Math.max(longestStallMs, performance.now() - last);
        last = performance.now();
      }, 5);
      const started = performance.now();
      const run = await pool.run(text, { timeZone: 'America/New_York' }).then(
        (r) => ({ outcome: `${r.calendar.events.length} events`, heapBytes: r.heapBytes }),
        (error: Error) => ({ outcome: `refused: "${error.message}"`, heapBytes: 0 }),
      );
      const inWorkerMs = performance.now() - started;
      clearInterval(ticker);
      longestStallMs = Math.max(longestStallMs, performance.now() - last);
      if (run.outcome !== inThread.result)
        throw new Error(`the worker read "${feed}" differently: ${run.outcome} / ${inThread.result}`);
      const half = await halved.parse(text, { timeZone: 'America/New_York' }).then(
        (calendar) => `${calendar.events.length} events`,
        (error: Error) => `refused: "${error.message}"`,
      );
      rows.push({
        feed,
        bytes: Buffer.byteLength(text),
        outcome: run.outcome,
        inThreadMs: inThread.ms,
        inWorkerMs,
        workerHeapMb: mb(run.heapBytes),
        longestStallMs,
        halfLimits: half === run.outcome,
      });
    } finally {
      await Promise.all([pool.close(), halved.close()]);
    }
  }
  return { rows, idleWorkerHeapMb };
}

function timed<T>(fn: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = fn();
  return { result, ms: performance.now() - started };
}

export function renderCalendarParse(r: CalendarParseResult): string[] {
  const half = `${HALF_LIMITS.timeLimitMs / 1000} s, ${HALF_LIMITS.maxOldGenerationSizeMb} + ${HALF_LIMITS.maxYoungGenerationSizeMb} MB of heap`;
  const baseline = r.rows[0]!;
  return r.rows.map((row) => {
    const misses = [
      ...(row.halfLimits ? [] : [`a worker with ${half} did not read it the same`]),
      ...(row.longestStallMs > CALENDAR_PARSE_GOAL.longestStallMs
        ? [`the event loop held ${row.longestStallMs.toFixed(0)} ms`]
        : []),
    ];
    const heap = row.workerHeapMb
      ? `${row.workerHeapMb.toFixed(1)} MB (${(row.workerHeapMb / r.idleWorkerHeapMb).toFixed(1)}× an idle worker's ${r.idleWorkerHeapMb.toFixed(1)} MB)`
      : 'none (refused before parsing)';
    return (
      `| Calendar parse: ${row.feed}, ${(row.bytes / 1024).toFixed(row.bytes < 10_240 ? 1 : 0)} KB | ${row.outcome}; in a worker ${row.inWorkerMs.toFixed(0)} ms (${(row.inWorkerMs / baseline.inWorkerMs).toFixed(1)}× the Airbnb export), ` +
      `in this thread ${row.inThreadMs.toFixed(0)} ms; worker heap after it ${heap}; main event loop's longest wait ${row.longestStallMs.toFixed(0)} ms ` +
      `| read the same with half the pool's limits (${half}); the event loop never held ${CALENDAR_PARSE_GOAL.longestStallMs} ms | ${misses.length ? `**not met**: ${misses.join('; ')}` : 'met'} |`
    );
  });
}
