// Calendar feeds whose contents cost the parser far more than their size, or that hold text the
// database cannot store (issue 35, items 1 and 8), added and synced through the API against a live
// app while /api/health is asked every 50 ms: the app keeps answering (parsing runs in worker
// threads, server/calendars/parse-pool.ts), the host reads why a feed was refused, and no 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvent, jobCalendar } from '../../db/schema';
import { createParsePool, parseCalendarBounded, PARSE_LIMITS, type ParsePool } from '../../calendars/parse-pool';
import { createTestApp, TestClient, type TestApp } from '../app';
import { createHost, createJob, futureDate, TEST_PASSWORD } from '../factories';
import { airbnbFeed, startFeedServer, type FeedServer } from '../feed-server';
import { bigFeed, NEXT_YEAR, nulFeed, zoneBombFeed } from '../hostile-feeds';

let t: TestApp;
let feeds: FeedServer;
/** The parser the app uses: the shared pool, or one with other limits for a test. */
let parse: ParsePool['parse'] = parseCalendarBounded;
/** Reads a feed in 20 ms at most: the 5,000-event feed takes longer, as a hostile one would. */
const tightPool = createParsePool({ ...PARSE_LIMITS, workers: 1, timeLimitMs: 20 });

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({
    env: { CALENDAR_FETCH_ALLOW: feeds.host },
    calendarSync: { parse: (text, options) => parse(text, options) },
  });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
  await tightPool.close();
});

let seq = 0;
async function hostWithJob() {
  const host = await createHost(t.database.db);
  const job = await createJob(t.database.db, host.userId, { state: 'FL', city: 'Miami' });
  const client = new TestClient(t.app);
  expect((await client.post('/api/session', { email: host.email, password: TEST_PASSWORD })).status).toBe(200);
  const path = `/hostile/${++seq}.ics`;
  const addCalendar = () => client.post(`/api/host/jobs/${job.id}/calendars`, { url: feeds.url(path) });
  return { job, client, path, addCalendar };
}

const storedCalendars = (jobId: string) => t.database.db.select().from(jobCalendar).where(eq(jobCalendar.jobId, jobId));

/**
 * Runs `action` while asking /api/health every 50 ms, and returns the longest the app went without
 * answering: a parse on the event loop (7 s for the hourly rule, minutes for the secondly one)
 * shows as a gap that long.
 */
async function withHealthPolled<T>(
  action: () => Promise<T>,
): Promise<{ result: T; longestGapMs: number; answers: number }> {
  let done = false;
  let answers = 0;
  let longestGapMs = 0;
  let last = performance.now();
  const answered = () => {
    longestGapMs = Math.max(longestGapMs, performance.now() - last);
    last = performance.now();
  };
  const polling = (async () => {
    while (!done) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      answers++;
      answered();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let result: T;
  try {
    result = await action();
  } finally {
    done = true;
    await polling;
    // The time since the last answer counts too: the action may have held the loop up to its end.
    answered();
  }
  return { result, longestGapMs, answers };
}

describe('hostile calendar feeds', () => {
  it.each([
    // The event is next June: inside the import window (decision 032). An event in 2100 (7 s of
    // expansion before) is beyond it, so the unit tests read that one (parse.unit.test.ts).
    [
      'every second since 1970 (minutes of CPU, then out of memory)',
      zoneBombFeed({ freq: 'SECONDLY' }),
      `${NEXT_YEAR}-06-10`,
    ],
    ['every hour from 1970 (seconds of CPU)', zoneBombFeed({ freq: 'HOURLY' }), `${NEXT_YEAR}-06-10`],
  ])(
    'a VTIMEZONE repeating %s: added at once, the zone read as floating, health answering throughout',
    async (_, bomb, startDate) => {
      const { job, client, path, addCalendar } = await hostWithJob();
      feeds.serve(path, bomb);
      const polled = await withHealthPolled(addCalendar);
      expect(polled.result.status).toBe(201);
      expect(polled.longestGapMs).toBeLessThan(1000);
      expect(polled.answers).toBeGreaterThan(0);
      const events = await client.get(`/api/host/calendars/${polled.result.body.id}/events`);
      expect(events.body.events).toMatchObject([
        { uid: 'zone-bomb-1', startDate, endDate: startDate.replace('-10', '-14') },
      ]);
      expect(await storedCalendars(job.id)).toHaveLength(1);
    },
  );

  it('a feed with a NUL character is refused by name (400, not 500), and nothing is stored', async () => {
    const { job, path, addCalendar } = await hostWithJob();
    feeds.serve(path, nulFeed());
    const polled = await withHealthPolled(addCalendar);
    expect(polled.result.status).toBe(400);
    expect(polled.result.body.error.fields.url).toBe(
      'The calendar contains a NUL character (byte 0), which is not allowed in a calendar.',
    );
    expect(polled.longestGapMs).toBeLessThan(1000);
    expect(await storedCalendars(job.id)).toHaveLength(0);
  });

  it('a stored calendar whose feed turns hostile: the zone bomb is read, a NUL is recorded as the plain error and the last good events stay', async () => {
    const { job, client, path, addCalendar } = await hostWithJob();
    feeds.serve(path, airbnbFeed([{ uid: 'good', start: futureDate(5), end: futureDate(8) }]));
    const added = await addCalendar();
    expect(added.status).toBe(201);
    const syncNow = () => client.post(`/api/host/calendars/${added.body.id}/sync`);

    feeds.serve(path, zoneBombFeed({ freq: 'SECONDLY' }));
    const bomb = await withHealthPolled(syncNow);
    expect(bomb.result.body).toMatchObject({ lastError: null, consecutiveFailures: 0 });
    expect(bomb.longestGapMs).toBeLessThan(1000);

    feeds.serve(path, nulFeed());
    const nul = await withHealthPolled(syncNow);
    expect(nul.result.status).toBe(200);
    expect(nul.result.body).toMatchObject({
      lastError: 'The calendar contains a NUL character (byte 0), which is not allowed in a calendar.',
      consecutiveFailures: 1,
    });
    const kept = await t.database.db.select().from(calendarEvent).where(eq(calendarEvent.calendarId, added.body.id));
    expect(kept.map((e) => e.uid)).toEqual(['zone-bomb-1']);
    expect((await storedCalendars(job.id))[0]!.lastError).toBe(nul.result.body.lastError);
  });

  it('a feed that still takes too long ends only its worker: the add is refused in plain words, a sync records it, the app answers throughout', async () => {
    const { client, path, addCalendar } = await hostWithJob();
    feeds.serve(path, airbnbFeed([{ uid: 'good', start: futureDate(5), end: futureDate(8) }]));
    const added = await addCalendar();
    expect(added.status).toBe(201);

    parse = tightPool.parse;
    try {
      const other = await hostWithJob();
      feeds.serve(other.path, bigFeed());
      const refused = await withHealthPolled(other.addCalendar);
      expect(refused.result.status).toBe(400);
      expect(refused.result.body.error.fields.url).toBe('The calendar took too long to read and was not imported.');
      expect(await storedCalendars(other.job.id)).toHaveLength(0);

      feeds.serve(path, bigFeed());
      const synced = await withHealthPolled(() => client.post(`/api/host/calendars/${added.body.id}/sync`));
      expect(synced.result.body).toMatchObject({
        lastError: 'The calendar took too long to read and was not imported.',
        consecutiveFailures: 1,
      });
      expect(Math.max(refused.longestGapMs, synced.longestGapMs)).toBeLessThan(1000);
    } finally {
      parse = parseCalendarBounded;
    }
  });
});
