// Verified reviews through the API (issue 39): only a pair with a completed turnover may review,
// blind until both have written (or 14 days pass, on the scheduled work with the clock moved), then
// published together and never changed; one public review per reviewer with the turnovers they did
// together; "New" under 3; a reply and a report; support hiding a review; the no-show mark and its
// contest; invitations once, in the bell and by email.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_WINDOW_DAYS } from '@core/reviews';
import { notification, review, reviewReport, supportCase, turnover } from '../../db/schema';
import { TestClient } from '../../test/app';
import { createCleaner, createHost, createJob } from '../../test/factories';
import { completeTurnoverTogether, confirmedTurnover, turnoverStatus } from '../../test/reviews';
import { signedInClient } from '../../test/sessions';
import { useAppWithSmtp } from '../../test/with-app';
import { reliabilityFor } from '../reliability';
import { openReviewWindow, reviewSupportSubjects } from './index';

const env = useAppWithSmtp();
const db = () => env.t.database.db;
const signedIn = (account: { userId: string }) => signedInClient(env.t.app, account);
const now = () => env.t.app.ctx.clock.now();
const deps = () => ({ mailer: env.t.app.ctx.mailer, appUrl: env.t.app.ctx.env.appUrl });

const cleanerReview = { cleaner: { quality: 5, punctuality: 4, communication: 3 }, words: 'Spotless, thank you.' };
const hostReview = {
  host: { matchedListing: true, accessWorked: true, checkoutOnTime: false, paidAsAgreed: true, overall: 4 },
  words: 'Clear instructions.',
};

async function pair() {
  const host = await createHost(db(), { firstName: 'Hana', lastName: 'Host' });
  const job = await createJob(db(), host.userId, { city: 'Austin', state: 'TX', propertyAddress: '12 Elm St' });
  const cleaner = await createCleaner(db(), { firstName: 'Maria', lastName: 'Vega' });
  const turnoverId = await completeTurnoverTogether(
    db(),
    { jobId: job.id, cleanerUserId: cleaner.userId, now: now() },
    deps(),
  );
  return { host, job, cleaner, turnoverId, hostClient: await signedIn(host), cleanerClient: await signedIn(cleaner) };
}

describe('writing blind', () => {
  it('hides each side’s review from the other until both have written, then publishes both at once', async () => {
    const p = await pair();
    const write = await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}`, cleanerReview);
    expect(write.status).toBe(200);
    expect(write.body).toMatchObject({ role: 'host', kind: 'completed', publishedAt: null, theirs: null });
    expect(write.body.mine).toMatchObject({ cleaner: cleanerReview.cleaner, words: 'Spotless, thank you.', score: 4 });

    // The cleaner sees nothing of it, nor does anyone on the cleaner's public profile.
    const seen = await p.cleanerClient.get(`/api/reviews/turnovers/${p.turnoverId}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ role: 'cleaner', mine: null, theirs: null, publishedAt: null });
    expect(JSON.stringify(seen.body)).not.toContain('Spotless');
    const profile = await p.hostClient.get(`/api/reviews/users/${p.cleaner.userId}`);
    expect(profile.body).toMatchObject({ reviews: [], summary: { count: 0, average: null } });
    const pending = await p.cleanerClient.get('/api/reviews/pending');
    expect(pending.body.pending).toMatchObject([{ turnoverId: p.turnoverId, other: { name: 'Hana H.' } }]);
    expect((await p.hostClient.get('/api/reviews/pending')).body.pending).toEqual([]);

    const second = await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, hostReview);
    expect(second.status).toBe(200);
    expect(second.body.publishedAt).not.toBeNull();
    expect(second.body.theirs).toMatchObject({ words: 'Spotless, thank you.', turnoversTogether: 1 });
    const hostSees = await p.hostClient.get(`/api/reviews/turnovers/${p.turnoverId}`);
    expect(hostSees.body.theirs).toMatchObject({ host: hostReview.host, words: 'Clear instructions.', score: 4 });

    const cleanerProfile = await p.hostClient.get(`/api/reviews/users/${p.cleaner.userId}`);
    expect(cleanerProfile.body.reviews).toMatchObject([
      { author: { name: 'Hana H.' }, kind: 'completed', turnoversTogether: 1 },
    ]);
    // Published reviews are final.
    expect((await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}`, cleanerReview)).status).toBe(409);
  });

  it('is only for the pair, with the right ratings and plain words', async () => {
    const p = await pair();
    const stranger = await signedIn(await createCleaner(db()));
    expect((await stranger.get(`/api/reviews/turnovers/${p.turnoverId}`)).status).toBe(404);
    expect((await stranger.post(`/api/reviews/turnovers/${p.turnoverId}`, hostReview)).status).toBe(404);
    const otherHost = await signedIn(await createHost(db()));
    expect((await otherHost.post(`/api/reviews/turnovers/${p.turnoverId}`, cleanerReview)).status).toBe(404);
    expect((await new TestClient(env.t.app).get(`/api/reviews/turnovers/${p.turnoverId}`)).status).toBe(401);

    // A cleaner rates the host, not the cleaner; stars are 1–5; no contact details or links.
    expect((await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, cleanerReview)).status).toBe(400);
    const bad = { host: { ...hostReview.host, overall: 6 } };
    expect((await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, bad)).status).toBe(400);
    const phone = await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, {
      ...hostReview,
      words: 'Text me at 512-555-0134',
    });
    expect(phone.status).toBe(400);
    expect(phone.body.error.fields.words).toMatch(/phone numbers/);
    expect(
      (
        await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, {
          ...hostReview,
          words: 'x'.repeat(1001),
        })
      ).status,
    ).toBe(400);
    expect((await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, hostReview)).status).toBe(200);
    expect((await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, hostReview)).status).toBe(409);
    expect(await db().select().from(review).where(eq(review.turnoverId, p.turnoverId))).toHaveLength(1);
  });

  it('invites both sides once, in the bell and by email', async () => {
    const p = await pair();
    await env.t.database.db.transaction(async (tx) => {
      const { openReviewWindow } = await import('./index');
      await openReviewWindow(tx, { turnoverId: p.turnoverId, kind: 'completed' }, deps(), now());
    });
    for (const who of [p.host, p.cleaner]) {
      const bell = await db().select().from(notification).where(eq(notification.userId, who.userId));
      expect(bell.filter((n) => n.type === 'review_invited')).toHaveLength(1);
      expect(bell[0]!.data).toEqual({ turnover_id: p.turnoverId });
    }
    const mail = await env.smtp.waitForMail(p.cleaner.email, /Review Hana H\./);
    expect(mail.text).toContain(`/reviews/write/${p.turnoverId}`);
    await env.smtp.waitForMail(p.host.email, /Review Maria V\./);
  });
});

describe('the window closing', () => {
  it('publishes a lone review after 14 days, on the scheduled work', async () => {
    const p = await pair();
    const clock = env.t.app.ctx.clock;
    try {
      await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, hostReview);
      await clock.advance((REVIEW_WINDOW_DAYS * 24 - 1) * 3600_000);
      await env.t.app.ctx.work.runDue();
      expect((await p.hostClient.get(`/api/reviews/turnovers/${p.turnoverId}`)).body.theirs).toBeNull();
      await clock.advance(2 * 3600_000);
      await env.t.app.ctx.work.runDue();
      const seen = await p.hostClient.get(`/api/reviews/turnovers/${p.turnoverId}`);
      expect(seen.body.publishedAt).not.toBeNull();
      expect(seen.body.theirs).toMatchObject({ words: 'Clear instructions.' });
      expect((await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}`, cleanerReview)).status).toBe(409);
      const hostProfile = await p.cleanerClient.get(`/api/reviews/users/${p.host.userId}`);
      expect(hostProfile.body.reviews).toHaveLength(1);
    } finally {
      await clock.reset();
    }
  });
});

describe('the public reviews', () => {
  it('show one review per reviewer, the newest, "New" under 3, and the average from 3', async () => {
    const host = await createHost(db(), { firstName: 'Hana', lastName: 'Host' });
    const job = await createJob(db(), host.userId);
    const cleaner = await createCleaner(db(), { firstName: 'Maria', lastName: 'Vega' });
    const hostClient = await signedIn(host);
    for (const [i, stars] of [2, 5].entries()) {
      const id = await completeTurnoverTogether(
        db(),
        { jobId: job.id, cleanerUserId: cleaner.userId, now: now(), daysAgo: 3 - i },
        deps(),
      );
      const res = await hostClient.post(`/api/reviews/turnovers/${id}`, {
        cleaner: { quality: stars, punctuality: stars, communication: stars },
      });
      expect(res.status).toBe(200);
    }
    // Both windows close with the host's review alone.
    const clock = env.t.app.ctx.clock;
    try {
      await clock.advance((REVIEW_WINDOW_DAYS + 1) * 24 * 3600_000);
      await env.t.app.ctx.work.runDue();
    } finally {
      await clock.reset();
    }
    const one = await hostClient.get(`/api/reviews/users/${cleaner.userId}`);
    expect(one.body.reviews).toMatchObject([{ score: 5, turnoversTogether: 2 }]);
    expect(one.body.summary).toEqual({ userId: cleaner.userId, count: 1, average: null });

    // Two more hosts review her: three reviewers, an average.
    for (const stars of [4, 3]) {
      const other = await createHost(db());
      const otherJob = await createJob(db(), other.userId);
      const id = await completeTurnoverTogether(
        db(),
        { jobId: otherJob.id, cleanerUserId: cleaner.userId, now: now() },
        deps(),
      );
      await (
        await signedIn(other)
      ).post(`/api/reviews/turnovers/${id}`, {
        cleaner: { quality: stars, punctuality: stars, communication: stars },
      });
      await (await signedIn(cleaner)).post(`/api/reviews/turnovers/${id}`, hostReview);
    }
    const summaries = await hostClient.get(`/api/reviews/summaries?ids=${cleaner.userId},${host.userId}`);
    expect(summaries.body.summaries).toEqual([
      { userId: cleaner.userId, count: 3, average: 4 },
      { userId: host.userId, count: 0, average: null },
    ]);
    expect((await hostClient.get('/api/reviews/summaries?ids=nope')).status).toBe(400);
    // A cleaner browsing sees the host's stars by job.
    const byJob = await (await signedIn(cleaner)).get(`/api/reviews/job-hosts?ids=${job.id}`);
    expect(byJob.body.summaries).toEqual([{ jobId: job.id, count: 0, average: null }]);
  });

  it('take one reply from the reviewed person, reports once per person, and support can hide a review', async () => {
    const p = await pair();
    await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}`, cleanerReview);
    await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, hostReview);
    const mine = (await p.cleanerClient.get(`/api/reviews/turnovers/${p.turnoverId}`)).body.theirs.id as string;

    expect((await p.hostClient.post(`/api/reviews/items/${mine}/reply`, { text: 'Thanks' })).status).toBe(404);
    expect((await p.hostClient.post(`/api/reviews/items/${mine}/report`, { reason: 'other' })).status).toBe(404);
    expect((await p.cleanerClient.post(`/api/reviews/items/${mine}/reply`, { text: 'x'.repeat(501) })).status).toBe(
      400,
    );
    expect((await p.cleanerClient.post(`/api/reviews/items/${mine}/reply`, { text: 'Thank you, Hana!' })).status).toBe(
      200,
    );
    expect((await p.cleanerClient.post(`/api/reviews/items/${mine}/reply`, { text: 'Again' })).status).toBe(409);
    const listed = await p.hostClient.get(`/api/reviews/users/${p.cleaner.userId}`);
    expect(listed.body.reviews[0]).toMatchObject({ reply: 'Thank you, Hana!' });

    const report = { reason: 'private_data', details: 'Names my street.' };
    expect((await p.cleanerClient.post(`/api/reviews/items/${mine}/report`, report)).status).toBe(200);
    expect((await p.cleanerClient.post(`/api/reviews/items/${mine}/report`, report)).status).toBe(409);
    const [filed] = await db().select().from(supportCase).where(eq(supportCase.subjectId, mine));
    expect(filed).toMatchObject({
      kind: 'review',
      reason: 'private_data',
      details: 'Names my street.',
      status: 'open',
    });
    expect((await p.cleanerClient.post(`/api/reviews/items/${mine}/report`, { reason: 'nope' })).status).toBe(400);
    expect(await db().select().from(reviewReport).where(eq(reviewReport.reviewId, mine))).toMatchObject([
      { reporterUserId: p.cleaner.userId, reason: 'private_data', details: 'Names my street.' },
    ]);

    const subject = reviewSupportSubjects.review;
    expect(await subject.describe(db(), mine)).toMatchObject({
      title: 'Review by Hana Host of Maria Vega',
      people: [
        { id: p.host.userId, role: 'host' },
        { id: p.cleaner.userId, role: 'cleaner' },
      ],
    });
    await subject.act(db(), mine, 'hide', p.host.userId, 'Private data');
    expect((await p.hostClient.get(`/api/reviews/users/${p.cleaner.userId}`)).body.reviews).toEqual([]);
    expect((await p.cleanerClient.get(`/api/reviews/turnovers/${p.turnoverId}`)).body.theirs).toBeNull();
    expect((await p.cleanerClient.post(`/api/reviews/items/${mine}/report`, report)).status).toBe(404);
  });
});

describe('no-show', () => {
  async function confirmedPair(startsAt: Date) {
    const host = await createHost(db(), { firstName: 'Hana', lastName: 'Host' });
    const job = await createJob(db(), host.userId, { state: 'FL', city: 'Miami' });
    const cleaner = await createCleaner(db(), { firstName: 'Maria', lastName: 'Vega' });
    const turnoverId = await confirmedTurnover(db(), { jobId: job.id, cleanerUserId: cleaner.userId, startsAt });
    return {
      host,
      job,
      cleaner,
      turnoverId,
      hostClient: await signedIn(host),
      cleanerClient: await signedIn(cleaner),
    };
  }
  /** The turnover as the host's Turnovers page (and its card) gets it. */
  async function hostCard(p: Awaited<ReturnType<typeof confirmedPair>>) {
    const res = await p.hostClient.get(`/api/host/jobs/${p.job.id}/turnovers`);
    expect(res.status).toBe(200);
    return (res.body.turnovers as { id: string; noShow: unknown }[]).find((t) => t.id === p.turnoverId)!;
  }

  it('the host marks it (missed, a labelled review opens); the cleaner contests within 48 hours', async () => {
    const p = await confirmedPair(new Date(now().getTime() - 6 * 3600_000));
    expect((await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show`)).status).toBe(403);
    const other = await signedIn(await createHost(db()));
    expect((await other.post(`/api/reviews/turnovers/${p.turnoverId}/no-show`)).status).toBe(404);

    expect((await hostCard(p)).noShow).toBeNull();
    const marked = await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show`);
    expect(marked.status).toBe(200);
    // The card knows it is marked (no second 'Mark no-show').
    expect((await hostCard(p)).noShow).toMatchObject({ withdrawn: false, statement: null });
    expect(marked.body).toMatchObject({ kind: 'no_show', role: 'host', noShow: { statement: null } });
    expect(await turnoverStatus(db(), p.turnoverId)).toBe('missed');
    expect((await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show`)).status).toBe(409);
    const bell = await db().select().from(notification).where(eq(notification.userId, p.cleaner.userId));
    expect(bell.map((n) => n.type)).toEqual(['no_show_marked']);
    await env.smtp.waitForMail(p.cleaner.email, /marked a no-show/);

    expect(
      (await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show/contest`, { statement: 'x' })).status,
    ).toBe(403);
    const contest = await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show/contest`, {
      statement: 'The lockbox was empty; I waited an hour.',
    });
    expect(contest.status).toBe(200);
    expect(contest.body.noShow).toMatchObject({ statement: 'The lockbox was empty; I waited an hour.' });
    expect((await hostCard(p)).noShow).toMatchObject({ statement: 'The lockbox was empty; I waited an hour.' });
    expect(
      (await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show/contest`, { statement: 'Again' }))
        .status,
    ).toBe(409);

    // Both review; the host's review of her shows labelled, with her statement beside it.
    await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}`, {
      cleaner: { quality: 1, punctuality: 1, communication: 1 },
    });
    await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}`, hostReview);
    const profile = await p.hostClient.get(`/api/reviews/users/${p.cleaner.userId}`);
    expect(profile.body.reviews).toMatchObject([
      { kind: 'no_show', contestStatement: 'The lockbox was empty; I waited an hour.', turnoversTogether: 0 },
    ]);
    expect(await reviewSupportSubjects.no_show_contest.describe(db(), p.turnoverId)).toMatchObject({
      body: 'The lockbox was empty; I waited an hour.',
    });

    // On both reliability records, and a case in the support queue for the contest.
    const records = async () => reliabilityFor(db(), [p.cleaner.userId, p.host.userId]);
    expect((await records()).get(p.cleaner.userId)!.total).toMatchObject({ noShows: 1, noShowsContested: 1 });
    expect((await records()).get(p.host.userId)!.total).toMatchObject({ noShowsMarked: 1, noShowsMarkedContested: 1 });
    const [filed] = await db().select().from(supportCase).where(eq(supportCase.subjectId, p.turnoverId));
    expect(filed).toMatchObject({ kind: 'no_show_contest', reporterUserId: p.cleaner.userId, status: 'open' });
    // Support withdraws it: it leaves both records (and keeping it after all brings it back).
    await db().transaction((tx) =>
      reviewSupportSubjects.no_show_contest.act(tx, p.turnoverId, 'withdraw', p.host.userId, 'x'),
    );
    expect((await records()).get(p.cleaner.userId)!.total).toMatchObject({ noShows: 0, noShowsContested: 0 });
    expect((await records()).get(p.host.userId)!.total).toMatchObject({ noShowsMarked: 0, noShowsMarkedContested: 0 });
    await db().transaction((tx) =>
      reviewSupportSubjects.no_show_contest.act(tx, p.turnoverId, 'keep', p.host.userId, 'x'),
    );
    expect((await records()).get(p.cleaner.userId)!.total).toMatchObject({ noShows: 1, noShowsContested: 1 });
  });

  it('a no-show reopened and done by another cleaner opens that pair’s own window beside the no-show’s', async () => {
    const p = await confirmedPair(new Date(now().getTime() - 6 * 3600_000));
    expect((await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show`)).status).toBe(200);
    // Reopened; another cleaner takes it and completes it (the run opens the window, as here).
    const second = await createCleaner(db(), { firstName: 'Lena', lastName: 'Park' });
    const secondClient = await signedIn(second);
    await db()
      .update(turnover)
      .set({ assignedCleanerUserId: second.userId, status: 'completed', startedAt: now(), completedAt: now() })
      .where(eq(turnover.id, p.turnoverId));
    for (let i = 0; i < 2; i++)
      await db().transaction((tx) =>
        openReviewWindow(tx, { turnoverId: p.turnoverId, kind: 'completed' }, deps(), now()),
      );
    // Invited once.
    const bell = await db().select().from(notification).where(eq(notification.userId, second.userId));
    expect(bell.map((n) => n.type)).toEqual(['review_invited']);

    // The host has two windows for the turnover: the newest by default, either by `with`.
    const pending = await p.hostClient.get('/api/reviews/pending');
    expect(pending.body.pending.map((w: { other: { id: string } }) => w.other.id).sort()).toEqual(
      [p.cleaner.userId, second.userId].sort(),
    );
    const url = `/api/reviews/turnovers/${p.turnoverId}`;
    expect((await p.hostClient.get(url)).body).toMatchObject({ kind: 'completed', other: { id: second.userId } });
    expect((await p.hostClient.get(`${url}?with=${p.cleaner.userId}`)).body).toMatchObject({
      kind: 'no_show',
      other: { id: p.cleaner.userId },
      noShow: { statement: null },
    });
    expect((await p.hostClient.get(`${url}?with=${second.userId}`)).body).toMatchObject({
      kind: 'completed',
      noShow: null,
    });
    expect((await secondClient.get(url)).body).toMatchObject({ kind: 'completed', role: 'cleaner', noShow: null });
    // Nobody else's pair is reachable through `with`.
    expect((await secondClient.get(`${url}?with=${p.cleaner.userId}`)).status).toBe(404);

    // The second pair reviews each other: published together; the no-show's window stays blind.
    const toSecond = await p.hostClient.post(`${url}?with=${second.userId}`, cleanerReview);
    expect(toSecond.status).toBe(200);
    expect(toSecond.body).toMatchObject({ publishedAt: null, theirs: null });
    expect((await p.hostClient.post(`${url}?with=${second.userId}`, cleanerReview)).status).toBe(409);
    const back = await secondClient.post(url, hostReview);
    expect(back.status).toBe(200);
    expect(back.body.publishedAt).not.toBeNull();
    expect(back.body.theirs).toMatchObject({ kind: 'completed', contestStatement: null });

    // The no-show's window: one review per direction, its own publication.
    const toFirst = await p.hostClient.post(`${url}?with=${p.cleaner.userId}`, {
      cleaner: { quality: 1, punctuality: 1, communication: 1 },
    });
    expect(toFirst.status).toBe(200);
    expect(toFirst.body).toMatchObject({ kind: 'no_show', publishedAt: null });
    expect(
      (
        await p.hostClient.post(`${url}?with=${p.cleaner.userId}`, {
          cleaner: { quality: 1, punctuality: 1, communication: 1 },
        })
      ).status,
    ).toBe(409);
    expect((await p.cleanerClient.post(url, hostReview)).body).toMatchObject({ kind: 'no_show' });
    const firstProfile = await p.hostClient.get(`/api/reviews/users/${p.cleaner.userId}`);
    expect(firstProfile.body.reviews).toMatchObject([{ kind: 'no_show' }]);
    const secondProfile = await p.hostClient.get(`/api/reviews/users/${second.userId}`);
    expect(secondProfile.body.reviews).toMatchObject([{ kind: 'completed', turnoversTogether: 1 }]);
  });

  it('is refused before the day of the window, after 48 hours, and the contest after 48 hours', async () => {
    const later = await confirmedPair(new Date(now().getTime() + 3 * 24 * 3600_000));
    expect((await later.hostClient.post(`/api/reviews/turnovers/${later.turnoverId}/no-show`)).status).toBe(409);
    const old = await confirmedPair(new Date(now().getTime() - 60 * 3600_000));
    expect((await old.hostClient.post(`/api/reviews/turnovers/${old.turnoverId}/no-show`)).status).toBe(409);

    const p = await confirmedPair(new Date(now().getTime() - 6 * 3600_000));
    expect((await p.hostClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show`)).status).toBe(200);
    const clock = env.t.app.ctx.clock;
    try {
      await clock.advance(49 * 3600_000);
      const late = await p.cleanerClient.post(`/api/reviews/turnovers/${p.turnoverId}/no-show/contest`, {
        statement: 'I was there.',
      });
      expect(late.status).toBe(409);
    } finally {
      await clock.reset();
    }
  });
});
