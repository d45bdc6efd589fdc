// A host's applicants (spec §2, §4, §6): who the host sees in full on each plan and in what order,
// an application moved along the status graph, and what the cleaner hears of it (issue 14).
// Changes and publish sweeps at once: server/test/concurrency/application-status.test.ts.
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicants as text } from '@core/messages/en/applicants';
import { application, hostProfile, notification } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { bell, hostWithApplicants, minute } from '../../test/applicants';
import { publishDueNotifications } from '../notifications/service';
import { createApplicant, createCleaner, createHost, createJob } from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

const patch = (client: TestClient, id: string, action: string) =>
  client.request('PATCH', `/api/host/applications/${id}`, { action });

const REDUCED_KEYS = ['appliedAt', 'displayName', 'id', 'isHighlighted', 'jobId', 'locked', 'status'];

describe('GET /api/host/jobs/:jobId/applicants', () => {
  it('gives a free host exactly 5 full applicants and 2 reduced ones without contact details, bio, availability or last name', async () => {
    const { job, client } = await hostWithApplicants(t, 7);
    const res = await client.get(`/api/host/jobs/${job.id}/applicants`);
    expect(res.status).toBe(200);
    expect(res.body.paid).toBe(false);
    const list = res.body.jobs[0].applicants;
    expect(list).toHaveLength(7);
    const full = list.filter((a: { locked: boolean }) => !a.locked);
    const reduced = list.filter((a: { locked: boolean }) => a.locked);
    expect(full).toHaveLength(5);
    expect(reduced).toHaveLength(2);
    expect(full[0]).toMatchObject({
      firstName: 'Cleaner0',
      lastName: 'Surname0',
      email: expect.any(String),
      phone: '5551234567',
      availability: 'Weekdays',
      bio: 'Detail oriented.',
      city: 'Austin',
      state: 'TX',
      experienceYears: '3-5',
      rating: 4.5,
    });
    for (const a of reduced) expect(Object.keys(a).sort()).toEqual(REDUCED_KEYS);
    expect(reduced.map((a: { displayName: string }) => a.displayName)).toEqual(['Cleaner5 S.', 'Cleaner6 S.']);
    // Nothing of the hidden cleaners is anywhere in the response.
    const raw = JSON.stringify(res.body);
    for (const hidden of ['Surname5', 'Surname6']) expect(raw).not.toContain(hidden);
    expect(res.body.counts).toEqual({ all: 7, favorites: 0, rejected: 0 });
  });

  it('gives a paid host (pro or premium) all 7 in full', async () => {
    for (const tier of ['pro', 'premium'] as const) {
      const { job, client } = await hostWithApplicants(t, 7, { tier });
      const res = await client.get(`/api/host/jobs/${job.id}/applicants`);
      expect(res.body.paid).toBe(true);
      expect(
        res.body.jobs[0].applicants.filter((a: { locked: boolean; email?: string }) => !a.locked && a.email),
      ).toHaveLength(7);
    }
  });

  it('issue 15: the applicants page, the profile and the billing page agree on who is a paid host', async () => {
    for (const tier of ['free', 'pro', 'premium'] as const) {
      const { job, client } = await hostWithApplicants(t, 6, { tier });
      const applicants = (await client.get(`/api/host/jobs/${job.id}/applicants`)).body;
      const profile = (await client.get('/api/host/profile')).body;
      const billing = (await client.get('/api/billing/subscription')).body;
      const paid = tier !== 'free';
      expect({
        tier,
        applicants: applicants.paid,
        profile: profile.hasActiveSubscription,
        billing: billing.isSubscribed,
        billingFlag: billing.hasActiveSubscription,
      }).toEqual({
        tier,
        applicants: paid,
        profile: paid,
        billing: paid,
        billingFlag: paid,
      });
      expect(applicants.jobs[0].applicants.filter((a: { locked: boolean }) => a.locked)).toHaveLength(paid ? 0 : 1);
    }
  });

  it('orders highlighted cleaners first, then by applied time; the preview follows application order', async () => {
    const { job, client } = await hostWithApplicants(t, 7, { highlighted: [4, 6] });
    const res = await client.get(`/api/host/jobs/${job.id}/applicants`);
    const list = res.body.jobs[0].applicants;
    expect(list.map((a: { firstName?: string; displayName?: string }) => a.firstName ?? a.displayName)).toEqual([
      'Cleaner4',
      'Cleaner6 S.',
      'Cleaner0',
      'Cleaner1',
      'Cleaner2',
      'Cleaner3',
      'Cleaner5 S.',
    ]);
    expect(list.slice(0, 2).every((a: { isHighlighted: boolean }) => a.isHighlighted)).toBe(true);
  });

  it('issue 14: a highlighted sixth applicant is listed first but locked; the five the host starred and contacted stay unlocked on both pages', async () => {
    const { job, applicants, client } = await hostWithApplicants(t, 5);
    expect((await patch(client, applicants[4]!.application.id, 'favorite')).status).toBe(200);
    expect((await patch(client, applicants[3]!.application.id, 'contact')).status).toBe(200);
    await createApplicant(t.database.db, job.id, {
      firstName: 'Late',
      lastName: 'Star',
      appliedAt: minute(10),
      isHighlighted: true,
    });
    for (const url of [`/api/host/jobs/${job.id}/applicants`, '/api/host/applicants']) {
      const list = (await client.get(url)).body.jobs[0].applicants;
      expect(list[0]).toMatchObject({ locked: true, displayName: 'Late S.', isHighlighted: true });
      expect(list.slice(1).map((a: { locked: boolean; firstName?: string }) => [a.firstName, a.locked])).toEqual(
        [0, 1, 2, 3, 4].map((i) => [`Cleaner${i}`, false]),
      );
    }
    // The host can still act on the fifth: it was never locked.
    expect((await patch(client, applicants[4]!.application.id, 'hire')).status).toBe(200);
  });

  it('is 404 for another host, and for a deleted job; 401 signed out; 403 for a cleaner', async () => {
    const a = await hostWithApplicants(t, 1);
    const b = await createHost(t.database.db);
    const asB = await signedIn(b);
    expect((await asB.get(`/api/host/jobs/${a.job.id}/applicants`)).status).toBe(404);
    expect((await asB.get(`/api/host/applicants?job_id=${a.job.id}`)).status).toBe(404);
    const deleted = await createJob(t.database.db, a.host.userId, { status: 'deleted' });
    expect((await a.client.get(`/api/host/jobs/${deleted.id}/applicants`)).status).toBe(404);
    expect((await new TestClient(t.app).get(`/api/host/jobs/${a.job.id}/applicants`)).status).toBe(401);
    const cleaner = await createCleaner(t.database.db);
    expect((await (await signedIn(cleaner)).get(`/api/host/jobs/${a.job.id}/applicants`)).status).toBe(403);
  });
});

describe('GET /api/host/applicants', () => {
  it("lists every active job of the host with the preview applied per job, or just job_id's", async () => {
    const host = await createHost(t.database.db, { subscriptionTier: 'free' });
    const first = await createJob(t.database.db, host.userId, { createdAt: minute(0) });
    const second = await createJob(t.database.db, host.userId, { createdAt: minute(1) });
    await createJob(t.database.db, host.userId, { status: 'deleted' });
    for (let i = 0; i < 6; i++) await createApplicant(t.database.db, first.id, { appliedAt: minute(i) });
    for (let i = 0; i < 6; i++)
      await createApplicant(t.database.db, second.id, {
        appliedAt: minute(i),
        status: i === 0 ? 'favorite' : 'pending',
      });
    const client = await signedIn(host);

    const all = await client.get('/api/host/applicants');
    expect(all.status).toBe(200);
    expect(all.body.jobs.map((j: { job: { id: string } }) => j.job.id)).toEqual([second.id, first.id]);
    for (const j of all.body.jobs) expect(j.applicants.filter((a: { locked: boolean }) => a.locked)).toHaveLength(1);
    expect(all.body.counts).toEqual({ all: 12, favorites: 1, rejected: 0 });

    const one = await client.get(`/api/host/applicants?job_id=${first.id}`);
    expect(one.body.jobs).toHaveLength(1);
    expect(one.body.jobs[0].job.id).toBe(first.id);
    expect((await client.get('/api/host/applicants?job_id=nope')).status).toBe(400);
  });

  it('answers a host without jobs with an empty list', async () => {
    const host = await createHost(t.database.db);
    const res = await (await signedIn(host)).get('/api/host/applicants');
    expect(res.body).toEqual({ paid: false, jobs: [], counts: { all: 0, favorites: 0, rejected: 0 } });
  });
});

describe('PATCH /api/host/applications/:id', () => {
  const statusOf = async (id: string) =>
    (await t.database.db.select({ s: application.status }).from(application).where(eq(application.id, id)))[0]!.s;

  it('walks the graph: favorite, reject (from favorite), un-reject, contact, hire', async () => {
    const { applicants, client } = await hostWithApplicants(t, 1);
    const id = applicants[0]!.application.id;
    for (const [action, status] of [
      ['favorite', 'favorite'],
      ['unfavorite', 'pending'],
      ['favorite', 'favorite'],
      ['reject', 'rejected'],
      ['favorite', 'favorite'],
      ['reject', 'rejected'],
      ['unreject', 'pending'],
      ['contact', 'contacting'],
      ['hire', 'accepted'],
    ] as const) {
      const res = await patch(client, id, action);
      expect(res.status, action).toBe(200);
      expect(res.body).toEqual({ id, jobId: applicants[0]!.application.jobId, status });
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('refuses illegal transitions with 409 and a clear message, leaving the status alone', async () => {
    const { applicants, client } = await hostWithApplicants(t, 2);
    const pending = applicants[0]!.application.id;
    let res = await patch(client, pending, 'unreject');
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'An application that is "Pending" cannot be un-rejected.',
    });
    res = await patch(client, pending, 'unfavorite');
    expect(res.status).toBe(409);
    expect(await statusOf(pending)).toBe('pending');

    const hired = applicants[1]!.application.id;
    expect((await patch(client, hired, 'hire')).status).toBe(200);
    for (const action of ['favorite', 'reject', 'contact', 'hire']) {
      res = await patch(client, hired, action);
      expect(res.status, action).toBe(409);
    }
    expect(res.body.error.message).toBe('An application that is "Hired" cannot be hired.');
    expect(await statusOf(hired)).toBe('accepted');
  });

  it('validates the action and the id', async () => {
    const { applicants, client } = await hostWithApplicants(t, 1);
    const res = await patch(client, applicants[0]!.application.id, 'accept');
    expect(res.status).toBe(400);
    expect((await patch(client, 'not-a-uuid', 'favorite')).status).toBe(400);
  });

  it("is 404 for another host's application, changing nothing", async () => {
    const a = await hostWithApplicants(t, 1);
    const b = await createHost(t.database.db, { subscriptionTier: 'premium' });
    const res = await patch(await signedIn(b), a.applicants[0]!.application.id, 'reject');
    expect(res.status).toBe(404);
    expect(await statusOf(a.applicants[0]!.application.id)).toBe('pending');
  });

  it('refuses a change to a locked applicant with 403, and allows it once the host pays', async () => {
    const { host, applicants, client } = await hostWithApplicants(t, 6);
    const locked = applicants[5]!.application.id;
    const res = await patch(client, locked, 'favorite');
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'APPLICANT_LOCKED', message: text.errors.locked });
    expect(await statusOf(locked)).toBe('pending');
    expect((await patch(client, applicants[4]!.application.id, 'favorite')).status).toBe(200);

    await t.database.db.update(hostProfile).set({ subscriptionTier: 'pro' }).where(eq(hostProfile.userId, host.userId));
    expect((await patch(client, locked, 'favorite')).status).toBe(200);
  });

  it('notifies the cleaner of a hire at once, in the same transaction', async () => {
    const { job, applicants, client } = await hostWithApplicants(t, 1);
    const { cleaner, application: app } = applicants[0]!;
    expect((await patch(client, app.id, 'hire')).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, cleaner.userId), eq(notification.type, 'application_status')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      title: text.cleanerNotification.hiredTitle,
      read: false,
      publishAt: null,
      data: { job_id: job.id, application_id: app.id },
    });
    expect(rows[0]!.message).toContain(job.propertyAddress!);
    expect((await bell(t, cleaner)).map((n) => n.title)).toEqual([text.cleanerNotification.hiredTitle]);

    // A refused change notifies no one.
    expect((await patch(client, app.id, 'reject')).status).toBe(409);
    expect(await t.database.db.select().from(notification).where(eq(notification.userId, cleaner.userId))).toHaveLength(
      1,
    );
  });
});

/** The status the cleaner sees under My Applications. */
async function cleanerSees(cleaner: { userId: string }, applicationId: string) {
  const res = await (await signedIn(cleaner)).get('/api/applications/mine');
  expect(res.status).toBe(200);
  return (res.body.applications as { id: string; status: string }[]).find((a) => a.id === applicationId)?.status;
}

/** Lets the undo grace of every held-back notification run out, then runs the publish sweep. */
async function graceRunsOut() {
  await t.database.db
    .update(notification)
    .set({ publishAt: new Date(Date.now() - 1000) })
    .where(isNotNull(notification.publishAt));
  return publishDueNotifications(t.database.db);
}

describe("what the cleaner hears of the host's triage (issue 14)", () => {
  it('star, un-star, contact and un-reject notify no one; the cleaner sees pending throughout', async () => {
    const { applicants, client } = await hostWithApplicants(t, 1);
    const { cleaner, application: app } = applicants[0]!;
    expect((await patch(client, app.id, 'favorite')).status).toBe(200);
    expect(await cleanerSees(cleaner, app.id)).toBe('pending');
    expect((await patch(client, app.id, 'unfavorite')).status).toBe(200);
    expect((await patch(client, app.id, 'favorite')).status).toBe(200);
    expect((await patch(client, app.id, 'contact')).status).toBe(200);
    expect(await cleanerSees(cleaner, app.id)).toBe('pending');
    await graceRunsOut();
    expect(await bell(t, cleaner)).toEqual([]);
    expect(await t.database.db.select().from(notification).where(eq(notification.userId, cleaner.userId))).toHaveLength(
      0,
    );
  });

  it('a rejection reaches the cleaner once, as not selected, only after the grace', async () => {
    const { job, applicants, client } = await hostWithApplicants(t, 1);
    const { cleaner, application: app } = applicants[0]!;
    expect((await patch(client, app.id, 'reject')).status).toBe(200);
    // Held back: not in the bell, not counted, and My Applications still says pending.
    expect(await bell(t, cleaner)).toEqual([]);
    expect((await (await signedIn(cleaner)).get('/api/notifications')).body.unreadCount).toBe(0);
    expect(await cleanerSees(cleaner, app.id)).toBe('pending');
    // A sweep before the grace publishes nothing.
    expect(await publishDueNotifications(t.database.db)).toBe(0);

    expect(await graceRunsOut()).toBe(1);
    const items = await bell(t, cleaner);
    expect(items.map((n) => n.title)).toEqual([text.cleanerNotification.notSelectedTitle]);
    expect(items[0]!.message).toContain(job.propertyAddress!);
    expect(await cleanerSees(cleaner, app.id)).toBe('rejected');

    // Un-reject and reject again: the cleaner was already told once, and is not told again.
    expect((await patch(client, app.id, 'unreject')).status).toBe(200);
    expect((await patch(client, app.id, 'reject')).status).toBe(200);
    await graceRunsOut();
    expect((await bell(t, cleaner)).map((n) => n.title)).toEqual([text.cleanerNotification.notSelectedTitle]);
  });

  it('reject then un-reject (or star) within the grace tells the cleaner nothing', async () => {
    const { applicants, client } = await hostWithApplicants(t, 2);
    const [a, b] = applicants;
    expect((await patch(client, a!.application.id, 'reject')).status).toBe(200);
    expect((await patch(client, a!.application.id, 'unreject')).status).toBe(200);
    expect((await patch(client, b!.application.id, 'reject')).status).toBe(200);
    expect((await patch(client, b!.application.id, 'favorite')).status).toBe(200);
    expect(await graceRunsOut()).toBe(0);
    expect(await bell(t, a!.cleaner)).toEqual([]);
    expect(await bell(t, b!.cleaner)).toEqual([]);
    expect(await cleanerSees(b!.cleaner, b!.application.id)).toBe('pending');
  });
});
