// Issue 39: the races of a review window. Host and cleaner writing at once both land and publish
// the window once; one person sending twice at once writes one review (the unique index); and a
// review written as the 14 days run out either lands before the close publishes it or is refused:
// never written into a published window, never left unpublished.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { review, reviewWindow } from '../../db/schema';
import { runReviewWindowClose } from '../../features/reviews';
import { createTestApp, type TestApp } from '../app';
import { createCleaner, createHost, createJob } from '../factories';
import { completeTurnoverTogether } from '../reviews';
import { signedInClient } from '../sessions';
import { race, REPS, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LONG = 60_000;
const cleanerReview = { cleaner: { quality: 5, punctuality: 5, communication: 4 } };
const hostReview = {
  host: { matchedListing: true, accessWorked: true, checkoutOnTime: true, paidAsAgreed: true, overall: 5 },
};

async function window() {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId);
  const cleaner = await createCleaner(db);
  const turnoverId = await completeTurnoverTogether(
    db,
    { jobId: job.id, cleanerUserId: cleaner.userId, now: t.app.ctx.clock.now() },
    { mailer: t.app.ctx.mailer, appUrl: t.app.ctx.env.appUrl },
  );
  return { turnoverId, host: await signedInClient(t.app, host), cleaner: await signedInClient(t.app, cleaner) };
}

const windowOf = async (turnoverId: string) =>
  (await t.database.db.select().from(reviewWindow).where(eq(reviewWindow.turnoverId, turnoverId)))[0]!;
const reviewsOf = (turnoverId: string) => t.database.db.select().from(review).where(eq(review.turnoverId, turnoverId));

describe(`a review window's races (${REPS} runs)`, () => {
  it(
    'both sides writing at once: both reviews land and the window is published once',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await window();
        const answers = await race(
          t.database,
          () =>
            Promise.all([
              w.host.post(`/api/reviews/turnovers/${w.turnoverId}`, cleanerReview),
              w.cleaner.post(`/api/reviews/turnovers/${w.turnoverId}`, hostReview),
            ]),
          { wanted: 2 },
        );
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
        expect(await reviewsOf(w.turnoverId)).toHaveLength(2);
        expect((await windowOf(w.turnoverId)).publishedAt).not.toBeNull();
        // Whichever finished second saw the other's review; both see it now.
        const seen = await w.host.get(`/api/reviews/turnovers/${w.turnoverId}`);
        expect(seen.body.theirs).not.toBeNull();
      }
    },
    LONG,
  );

  it(
    'one person sending twice at once: one review, the other 409',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await window();
        const answers = await race(
          t.database,
          () => Promise.all([0, 1, 2].map(() => w.host.post(`/api/reviews/turnovers/${w.turnoverId}`, cleanerReview))),
          { wanted: 3 },
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 2 });
        expect(await reviewsOf(w.turnoverId)).toHaveLength(1);
        expect((await windowOf(w.turnoverId)).publishedAt).toBeNull();
      }
    },
    LONG,
  );

  it(
    'the window closing as one writes: the review is published with it, or refused',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await window();
        const { id: windowId, closesAt } = await windowOf(w.turnoverId);
        const item = {
          id: windowId,
          kind: 'review-window-close' as const,
          subjectId: windowId,
          dueAt: closesAt,
          attempts: 0,
        };
        const [write] = await race(
          t.database,
          () =>
            Promise.all([
              w.cleaner.post(`/api/reviews/turnovers/${w.turnoverId}`, hostReview),
              t.database.db.transaction((tx) => runReviewWindowClose(tx, item, closesAt)),
            ]),
          { wanted: 2 },
        );
        const closed = await windowOf(w.turnoverId);
        expect(closed.publishedAt).not.toBeNull();
        const written = await reviewsOf(w.turnoverId);
        if (write.status === 200) {
          expect(written).toHaveLength(1);
          expect(written[0]!.createdAt.getTime()).toBeLessThanOrEqual(closed.publishedAt!.getTime());
          // Published with the window: the host sees it.
          expect((await w.host.get(`/api/reviews/turnovers/${w.turnoverId}`)).body.theirs).not.toBeNull();
        } else {
          expect(write.status).toBe(409);
          expect(written).toEqual([]);
        }
      }
    },
    LONG,
  );
});
