// GET /metrics and the database: the gauges read from it (through the pg driver, where counts and
// ages arrive as numbers), and, once the database is gone, 5xx counted by route and the gauges NaN
// rather than stale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCalendar, outboxEmail, turnover, turnoverOffer } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { createApplicant, createHost, createJob } from '../test/factories';
import { sample, scrapeMetrics } from '../test/metrics';
import { signedInClient } from '../test/sessions';

const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A scrape from this machine (no token needed). */
const scrape = () => scrapeMetrics(t);

describe('what the metrics show', () => {
  it('counts the email outbox queue and the age of its oldest email', async () => {
    const before = (await scrape()).body;
    expect(sample(before, 'turnready_outbox_pending_emails')).toBe(0);
    expect(sample(before, 'turnready_outbox_oldest_pending_age_seconds')).toBe(0);
    // Without SMTP nothing delivers them: they wait, as they would behind a mail server that is down.
    const email = {
      toAddress: 'someone@example.com',
      subject: 's',
      html: 'h',
      text: 't',
      kind: 'test',
      status: 'pending' as const,
    };
    await t.database.db.insert(outboxEmail).values([
      { ...email, createdAt: new Date(Date.now() - 2 * HOUR) },
      { ...email, createdAt: new Date(Date.now() - 60_000) },
      { ...email, status: 'sent' as const, createdAt: new Date(Date.now() - 5 * HOUR) },
      { ...email, status: 'stored' as const, createdAt: new Date(Date.now() - 5 * HOUR) },
    ]);
    await new Promise((r) => setTimeout(r, 1_100)); // past the one-second snapshot
    const after = (await scrape()).body;
    expect(sample(after, 'turnready_outbox_pending_emails')).toBe(2);
    const age = sample(after, 'turnready_outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(2 * 3600);
    expect(age).toBeLessThan(2 * 3600 + 120);
  });

  it('counts offers whose deadline passed while they still wait for an answer, and the calendar sync lag', async () => {
    const before = (await scrape()).body;
    expect(sample(before, 'turnready_offer_deadlines_overdue')).toBe(0);
    expect(sample(before, 'turnready_calendar_sync_lag_seconds')).toBe(0);

    const db = t.database.db;
    const host = await createHost(db);
    const job = await createJob(db, host.userId);
    const { cleaner } = await createApplicant(db, job.id, { status: 'accepted' });
    let day = 0;
    const newTurnover = async () =>
      (
        await db
          .insert(turnover)
          .values({
            jobId: job.id,
            date: `2030-01-0${++day}`,
            startsAt: new Date(Date.now() + 48 * HOUR),
            endsAt: new Date(Date.now() + 52 * HOUR),
            payment: 100,
            source: 'manual',
          })
          .returning()
      )[0]!;
    // Written directly, with no scheduled work behind them: the runner never gets to lapse them.
    const offer = { cleanerUserId: cleaner.userId, status: 'offered' as const };
    await db.insert(turnoverOffer).values([
      { ...offer, turnoverId: (await newTurnover()).id, deadlineAt: new Date(Date.now() - HOUR) },
      { ...offer, turnoverId: (await newTurnover()).id, deadlineAt: new Date(Date.now() + HOUR) },
      { ...offer, turnoverId: (await newTurnover()).id, deadlineAt: null },
      {
        ...offer,
        turnoverId: (await newTurnover()).id,
        deadlineAt: new Date(Date.now() - HOUR),
        status: 'confirmed',
        answeredAt: new Date(),
      },
    ]);
    // Synced three hours ago and not due again (no sync runs during the test); a deleted job's calendar does not count.
    const calendar = { url: 'https://calendar.invalid/feed.ics', nextSyncAt: new Date(Date.now() + 24 * HOUR) };
    const deleted = await createJob(db, host.userId, { status: 'deleted' });
    await db.insert(jobCalendar).values([
      { ...calendar, jobId: job.id, lastSyncedAt: new Date(Date.now() - 3 * HOUR) },
      { ...calendar, jobId: job.id, lastSyncedAt: new Date(Date.now() - 60_000) },
      { ...calendar, jobId: deleted.id, lastSyncedAt: new Date(Date.now() - 30 * HOUR) },
    ]);
    await new Promise((r) => setTimeout(r, 1_100));
    const after = (await scrape()).body;
    expect(sample(after, 'turnready_offer_deadlines_overdue')).toBe(1);
    const lag = sample(after, 'turnready_calendar_sync_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(3 * 3600);
    expect(lag).toBeLessThan(3 * 3600 + 120);
  });

  // Last: it closes this app's database.
  it('counts 5xx answers by route, and still answers without the database (its gauges NaN, not stale)', async () => {
    const host = await createHost(t.database.db);
    const client = await signedInClient(t.app, host);
    const job = await createJob(t.database.db, host.userId);
    await client.get(`/api/host/jobs/${job.id}`); // the session is cached: the next request reaches the handler
    await t.database.close();
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await client.get(`/api/host/jobs/${job.id}`)).status).toBe(500);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'http_server_errors_total', 'method="GET",route="/api/host/jobs/:jobId"')).toBe(1);
    for (const name of [
      'turnready_outbox_pending_emails',
      'turnready_outbox_oldest_pending_age_seconds',
      'turnready_calendar_sync_lag_seconds',
      'turnready_offer_deadlines_overdue',
    ]) {
      expect(sample(res.body, name), name).toBeNaN();
    }
    expect(sample(res.body, 'turnready_event_streams_open')).toBe(0);
  });
});
