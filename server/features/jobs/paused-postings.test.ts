// Plan limits after a plan ends (issue 13): a host over the new plan's limit has the newest extra
// postings paused (hidden from browse, no new applications; applicants already there carry on), is
// told in the bell and by email, chooses which jobs stay open, and can reopen more after paying again.
// Reopening several at once: server/test/concurrency/job-limits.test.ts.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleaner as cleanerText } from '@core/messages/en/cleaner';
import { outboxEmail } from '../../db/schema';
import { createTestApp, TestClient, TEST_APP_URL, type TestApp } from '../../test/app';
import { createApplicant, createCleaner, createHost, createJob, subscribeForReal } from '../../test/factories';
import { hostJobs } from '../../test/jobs';
import { signedInClient } from '../../test/sessions';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

const advanceClock = async (days: number) => {
  const res = await new TestClient(t.app).post('/api/dev/billing-clock', { advanceDays: days });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const browseIds = async (client: TestClient) => {
  const res = await client.get('/api/jobs?state=VT');
  expect(res.status).toBe(200);
  return (res.body.jobs as { id: string }[]).map((j) => j.id);
};

/** A premium host (paid through the test checkout) with five open jobs in Vermont, oldest first. */
async function premiumHostWithFiveJobs() {
  const host = await createHost(t.database.db, { firstName: 'Paula' });
  const client = await signedIn(host);
  await subscribeForReal(t.app, host, 'premium');
  const base = Date.now() - 10 * 86_400_000;
  const jobs = [];
  for (let i = 0; i < 5; i++) {
    jobs.push(
      await createJob(t.database.db, host.userId, {
        state: 'VT',
        city: `Stowe ${host.userId.slice(0, 8)} ${i}`,
        propertyAddress: `${i + 1} Maple Lane`,
        createdAt: new Date(base + i * 60_000),
      }),
    );
  }
  expect((await client.get('/api/host/job-limits')).body).toMatchObject({
    currentJobCount: 5,
    maxJobs: 10,
    subscriptionTier: 'premium',
  });
  return { host, client, jobs };
}

async function endPlan(client: TestClient) {
  expect((await client.post('/api/billing/cancel', { kind: 'host_plan' })).status).toBe(200);
  await advanceClock(32);
  expect((await client.get('/api/host/job-limits')).body.subscriptionTier).toBe('free');
}

describe('when a plan ends with more open jobs than the free plan allows', () => {
  it('pauses the newest extras, hides them from browse, refuses new applications and lets the host choose', async () => {
    const { host, client, jobs } = await premiumHostWithFiveJobs();
    const newest = jobs[4]!;
    // An applicant on the newest job, before the plan ends: they carry on afterwards.
    const { application: existing } = await createApplicant(t.database.db, newest.id);
    const cleaner = await createCleaner(t.database.db);
    const cleanerClient = await signedIn(cleaner);
    expect(await browseIds(cleanerClient)).toEqual(expect.arrayContaining(jobs.map((j) => j.id)));

    await endPlan(client);

    // The oldest job stays open; the four newest are paused and no longer count.
    const listed = await hostJobs(client);
    expect(listed.map((j) => j.id)).toEqual([...jobs].reverse().map((j) => j.id));
    expect(listed.filter((j) => j.pausedAt === null).map((j) => j.id)).toEqual([jobs[0]!.id]);
    expect((await client.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: 1,
      maxJobs: 1,
      canPostNewJob: false,
      subscriptionTier: 'free',
    });

    // Browse shows only the open job; applying to a paused one answers a clear error.
    const visible = await browseIds(cleanerClient);
    expect(visible).toContain(jobs[0]!.id);
    for (const j of jobs.slice(1)) expect(visible).not.toContain(j.id);
    const applied = await cleanerClient.post('/api/applications', { jobId: jobs[2]!.id });
    expect(applied.status).toBe(409);
    expect(applied.body.error).toEqual({ code: 'JOB_PAUSED', message: cleanerText.apply.jobPaused });

    // The applicant who was already there is still listed and can be hired.
    const applicants = await client.get(`/api/host/jobs/${newest.id}/applicants`);
    expect(applicants.status).toBe(200);
    expect(JSON.stringify(applicants.body)).toContain(existing.id);
    expect(
      (await client.request('PATCH', `/api/host/applications/${existing.id}`, { action: 'hire' })).body.status,
    ).toBe('accepted');

    // Told in the bell and by email, naming the paused jobs.
    const bell = (await client.get('/api/notifications')).body.notifications as {
      type: string;
      title: string;
      message: string;
    }[];
    const note = bell.find((n) => n.type === 'postings_paused');
    expect(note).toMatchObject({ title: 'Job postings paused' });
    expect(note!.message).toContain('The limit of open jobs on your plan is 1, so we paused your newest 4: ');
    for (const address of ['2 Maple Lane', '3 Maple Lane', '4 Maple Lane', '5 Maple Lane'])
      expect(note!.message).toContain(address);
    expect(note!.message).not.toContain('1 Maple Lane');
    const mail = await t.database.db
      .select()
      .from(outboxEmail)
      .where(and(eq(outboxEmail.toAddress, host.email), eq(outboxEmail.kind, 'postings-paused')))
      .orderBy(asc(outboxEmail.createdAt));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('We paused 4 of your job postings');
    expect(mail[0]!.text).toContain(
      'Hi Paula, the limit of open jobs on your Free plan is 1, so we paused your newest 4:',
    );
    expect(mail[0]!.text).toContain('• 5 Maple Lane');
    expect(mail[0]!.text).toContain(`${TEST_APP_URL}/host/dashboard`);

    // Reopening beyond the limit gives the spec's limit message.
    const refused = await client.post(`/api/host/jobs/${jobs[3]!.id}/reopen`);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'JOB_LIMIT_REACHED',
      message: "You've reached the maximum of 1 job posts for your Free plan. Upgrade to post more jobs.",
    });

    // Pause the open one, reopen another: the host chooses which job stays open.
    const paused = await client.post(`/api/host/jobs/${jobs[0]!.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.pausedAt).not.toBeNull();
    const reopened = await client.post(`/api/host/jobs/${jobs[3]!.id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ id: jobs[3]!.id, pausedAt: null, status: 'active' });
    const nowVisible = await browseIds(cleanerClient);
    expect(nowVisible).toContain(jobs[3]!.id);
    expect(nowVisible).not.toContain(jobs[0]!.id);
    expect((await cleanerClient.post('/api/applications', { jobId: jobs[3]!.id })).status).toBe(201);
    // Posting still counts open jobs only: at the free limit.
    expect((await client.get('/api/host/job-limits')).body.currentJobCount).toBe(1);

    // Paying again lets the host reopen up to the new plan's limit (pro: 3).
    await subscribeForReal(t.app, host, 'pro');
    expect((await client.post(`/api/host/jobs/${jobs[0]!.id}/reopen`)).status).toBe(200);
    expect((await client.post(`/api/host/jobs/${jobs[1]!.id}/reopen`)).status).toBe(200);
    const overPro = await client.post(`/api/host/jobs/${jobs[2]!.id}/reopen`);
    expect(overPro.status).toBe(403);
    expect(overPro.body.error.message).toBe(
      "You've reached the maximum of 3 job posts for your Pro plan. Upgrade to post more jobs.",
    );
    expect((await client.get('/api/host/job-limits')).body).toMatchObject({
      currentJobCount: 3,
      maxJobs: 3,
      subscriptionTier: 'pro',
    });
  });

  it('pauses nothing and tells no one when the host is within the new limit', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    await subscribeForReal(t.app, host, 'premium');
    const only = await createJob(t.database.db, host.userId, { state: 'VT' });
    await endPlan(client);
    expect((await hostJobs(client)).map((j) => [j.id, j.pausedAt])).toEqual([[only.id, null]]);
    expect(
      ((await client.get('/api/notifications')).body.notifications as { type: string }[]).some(
        (n) => n.type === 'postings_paused',
      ),
    ).toBe(false);
    const mail = await t.database.db
      .select()
      .from(outboxEmail)
      .where(and(eq(outboxEmail.toAddress, host.email), eq(outboxEmail.kind, 'postings-paused')));
    expect(mail).toHaveLength(0);
  });

  it('pausing and reopening are idempotent and only for the owning host', async () => {
    const { client, jobs } = await premiumHostWithFiveJobs();
    const other = await signedIn(await createHost(t.database.db));
    expect((await other.post(`/api/host/jobs/${jobs[0]!.id}/pause`)).status).toBe(404);
    expect((await client.post(`/api/host/jobs/${jobs[0]!.id}/pause`)).status).toBe(200);
    expect((await client.post(`/api/host/jobs/${jobs[0]!.id}/pause`)).body.pausedAt).not.toBeNull();
    expect((await other.post(`/api/host/jobs/${jobs[0]!.id}/reopen`)).status).toBe(404);
    expect((await client.post(`/api/host/jobs/${jobs[0]!.id}/reopen`)).body.pausedAt).toBeNull();
    expect((await client.post(`/api/host/jobs/${jobs[0]!.id}/reopen`)).status).toBe(200);
  });
});
