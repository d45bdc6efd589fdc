// Calendar syncs and calendar-app feeds keep the app's time (server/clock.ts), as offer deadlines
// and scheduled work do: with the development clock moved ahead, an imported turnover's offer is
// not created already lapsed, a calendar falls due by the moved clock, and a feed's "last 30 days"
// are the moved clock's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCalendar, turnover, turnoverOffer } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createApplicant, createHost, createJob, futureDate } from '../../test/factories';
import { airbnbFeed, startFeedServer, type FeedServer } from '../../test/feed-server';
import { signedInClient } from '../../test/sessions';

const DAY = 86_400_000;
let t: TestApp;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ env: { CALENDAR_FETCH_ALLOW: feeds.host } });
});
afterAll(async () => {
  await t?.app.ctx.clock.reset();
  await t?.close();
  await feeds?.close();
});

describe('calendars on the app clock', () => {
  it('syncs, offers and serves feeds by the development clock, not the wall clock', async () => {
    const db = t.database.db;
    const host = await createHost(db);
    const job = await createJob(db, host.userId, {
      state: 'TX',
      city: 'Austin',
      propertyAddress: '3 Clock Ln',
      paymentPerTurnover: 90,
    });
    const { cleaner } = await createApplicant(db, job.id, { firstName: 'Ana', lastName: 'Team', status: 'accepted' });
    const hostClient = await signedInClient(t.app, host);
    const cleanerClient = await signedInClient(t.app, cleaner);

    // A stay checking out in five days (wall time): its turnover is on the cleaner's feed.
    feeds.serve('/clock.ics', airbnbFeed([{ uid: 'early', start: futureDate(3), end: futureDate(5) }]));
    const added = await hostClient.post(`/api/host/jobs/${job.id}/calendars`, { url: feeds.url('/clock.ics') });
    expect(added.status).toBe(201);
    const feedPath = new URL((await cleanerClient.get('/api/cleaner/schedule/feed')).body.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: feedPath })).body).toContain('3 Clock Ln');

    // Forty days on, by the app's clock: that turnover ended more than 30 days ago, off the feed.
    await t.app.ctx.clock.advance(40 * DAY);
    const now = () => t.app.ctx.clock.now().getTime();
    const feed = await t.app.inject({ method: 'GET', url: feedPath });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain('3 Clock Ln');

    // A new stay five days ahead of the moved clock: its offer has the whole response time ahead.
    feeds.serve(
      '/clock.ics',
      airbnbFeed([
        { uid: 'early', start: futureDate(3), end: futureDate(5) },
        { uid: 'later', start: futureDate(43), end: futureDate(45) },
      ]),
    );
    const synced = await hostClient.post(`/api/host/calendars/${added.body.id}/sync`);
    expect(synced.status).toBe(200);
    const [later] = await db
      .select()
      .from(turnover)
      .where(eq(turnover.date, futureDate(45)));
    expect(later).toBeDefined();
    const [offer] = await db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, later!.id));
    expect(offer).toMatchObject({ cleanerUserId: cleaner.userId, status: 'offered' });
    expect(offer!.deadlineAt!.getTime()).toBeGreaterThan(now() + 11 * 3_600_000);

    // The calendar's next sync is due by the moved clock: 31 minutes later the scheduler takes it.
    const [calendar] = await db.select().from(jobCalendar).where(eq(jobCalendar.id, added.body.id));
    expect(Math.abs(calendar!.lastSyncedAt!.getTime() - now())).toBeLessThan(60_000);
    expect(await t.app.calendarSync.runOnce()).toBe(0);
    await t.app.ctx.clock.advance(31 * 60_000);
    expect(await t.app.calendarSync.runOnce()).toBe(1);
  });
});
