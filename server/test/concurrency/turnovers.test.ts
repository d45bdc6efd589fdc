// Turnovers raced (issue 16), on PostgreSQL: a host adding one date from several tabs gets one
// turnover; a cleaner answering from several tabs (confirm and "Can't make it" mixed) gets one
// outcome, and the host hears of it once; first visits to the feed link make one link.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeed, notification, turnover, turnoverOffer } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { createApplicant, createHost, createJob } from '../factories';
import { dateIn } from '../dates';
import { race, REPS, signedIn, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const TABS = 6;

async function hiredJob() {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId, { state: 'TX' });
  const { cleaner } = await createApplicant(db, job.id, { status: 'accepted' });
  return {
    host,
    job,
    cleaner,
    hostClient: await signedIn(t.app, host.email),
    cleanerClient: await signedIn(t.app, cleaner.email),
  };
}

describe(`turnovers raced (${REPS} runs each)`, () => {
  // The machine may be shared: each test runs its repetitions in well under this.
  const LONG = 120_000;

  it(
    'several adds of one date make one turnover; the others are 409 TURNOVER_DATE_TAKEN',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await hiredJob();
        const date = dateIn(5);
        const answers = await race(t.database, () =>
          Promise.all(
            Array.from({ length: TABS }, (_, i) =>
              w.hostClient.post(`/api/host/jobs/${w.job.id}/turnovers`, {
                date,
                checkoutTime: '11:00',
                checkinTime: `1${3 + (i % 5)}:00`,
              }),
            ),
          ),
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: TABS - 1 });
        for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.code).toBe('TURNOVER_DATE_TAKEN');
        const rows = await t.database.db.select().from(turnover).where(eq(turnover.jobId, w.job.id));
        expect(rows.map((r) => [r.date, r.status])).toEqual([[date, 'scheduled']]);
        expect(
          await t.database.db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, rows[0]!.id)),
        ).toHaveLength(1);
        // The cleaner was told once, of the one turnover.
        const told = await t.database.db
          .select()
          .from(notification)
          .where(and(eq(notification.userId, w.cleaner.userId), eq(notification.type, 'turnovers_changed')));
        expect(told).toHaveLength(1);
      }
    },
    LONG,
  );

  it(
    'confirm and decline at once give one answer; the rest are 409 TURNOVER_ALREADY_ANSWERED and the host hears once',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await hiredJob();
        const made = await w.hostClient.post(`/api/host/jobs/${w.job.id}/turnovers`, {
          date: dateIn(4),
          checkoutTime: '11:00',
          checkinTime: '16:00',
        });
        expect(made.status).toBe(201);
        const id = made.body.id as string;
        const answers = await race(t.database, () =>
          Promise.all(
            Array.from({ length: TABS }, (_, i) =>
              i % 2 === 0
                ? w.cleanerClient.post(`/api/cleaner/turnovers/${id}/confirm`)
                : w.cleanerClient.post(`/api/cleaner/turnovers/${id}/decline`, { reason: `tab ${i}` }),
            ),
          ),
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: TABS - 1 });
        for (const a of answers.filter((x) => x.status === 409))
          expect(a.body.error.code).toBe('TURNOVER_ALREADY_ANSWERED');
        const winner = answers.find((a) => a.status === 200)!.body;
        const [row] = await t.database.db.select().from(turnover).where(eq(turnover.id, id));
        const offers = await t.database.db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, id));
        expect(offers).toHaveLength(1);
        expect(offers[0]!.status).toBe(winner.offer.status);
        expect(row!.status).toBe(winner.offer.status === 'confirmed' ? 'confirmed' : 'scheduled');
        const heard = await t.database.db
          .select()
          .from(notification)
          .where(and(eq(notification.userId, w.host.userId), eq(notification.type, 'turnover_answered')));
        expect(heard).toHaveLength(1);
      }
    },
    LONG,
  );

  it(
    'first visits to the feed link at once make one link',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await hiredJob();
        const answers = await race(t.database, () =>
          Promise.all(Array.from({ length: TABS }, () => w.cleanerClient.get('/api/cleaner/schedule/feed'))),
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 200: TABS });
        expect(new Set(answers.map((a) => a.body.url)).size).toBe(1);
        expect(
          await t.database.db.select().from(calendarFeed).where(eq(calendarFeed.userId, w.cleaner.userId)),
        ).toHaveLength(1);
      }
    },
    LONG,
  );
});
