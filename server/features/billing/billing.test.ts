// Billing in test mode (no Stripe keys): checkout through our own test checkout, entitlements that
// follow verified events only, cancel at period end, the development clock, and the plan's effects
// elsewhere (job limit, applicant visibility, highlighted cleaners first).
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import {
  billingEvent,
  billingInvoice,
  cleanerProfile,
  hostProfile,
  outboxEmail,
  subscription,
  testCheckoutSession,
  testSubscription,
  testWebhookEvent,
} from '../../db/schema';
import { seedDemoData, DEMO_PASSWORD } from '../../seed';
import { createTestApp, TestClient, TEST_APP_URL, type TestApp } from '../../test/app';
import {
  buildJobInput,
  createApplicant,
  createBareUser,
  createCleaner,
  createHost,
  createJob,
  subscribeForReal,
} from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

/** Starts a checkout and returns the test checkout's session id (from the URL the web app opens). */
async function startCheckout(client: TestClient, plan: 'pro' | 'premium' | 'highlight') {
  const res = await client.post('/api/billing/checkout', { plan });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const url = new URL(res.body.url);
  expect(url.origin).toBe(TEST_APP_URL);
  expect(url.pathname).toMatch(/^\/billing\/test-checkout\/cs_test_[A-Za-z0-9_-]+$/);
  return url.pathname.split('/').pop()!;
}

async function buy(client: TestClient, plan: 'pro' | 'premium' | 'highlight') {
  const sessionId = await startCheckout(client, plan);
  const paid = await client.post(`/api/billing/test-checkout/${sessionId}/pay`);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { sessionId, redirectUrl: paid.body.redirectUrl as string };
}

const status = async (client: TestClient) => {
  const res = await client.get('/api/billing/subscription');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const advanceClock = async (days: number, failRenewals?: boolean) => {
  const res = await new TestClient(t.app).post('/api/dev/billing-clock', {
    advanceDays: days,
    ...(failRenewals ? { failRenewals } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Date(res.body.now);
};
const emailsTo = async (address: string) =>
  (
    await t.database.db
      .select({ kind: outboxEmail.kind, subject: outboxEmail.subject, text: outboxEmail.text })
      .from(outboxEmail)
      .where(eq(outboxEmail.toAddress, address))
      .orderBy(asc(outboxEmail.createdAt))
  ).filter((m) => m.kind.startsWith('billing-'));
const days = (n: number) => n * 86_400_000;

describe('GET /api/billing/subscription', () => {
  it('is 401 signed out and 403 without a host or cleaner profile', async () => {
    expect((await new TestClient(t.app).get('/api/billing/subscription')).status).toBe(401);
    const bare = await createBareUser(t.database.db);
    const res = await (await signedIn(bare)).get('/api/billing/subscription');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('shows a new host and a new cleaner on the free plan, with nothing to manage', async () => {
    const host = await createHost(t.database.db);
    expect(await status(await signedIn(host))).toEqual({
      role: 'host',
      subscriptionTier: 'free',
      isSubscribed: false,
      subscriptionStatus: null,
      hasActiveSubscription: false,
      isHighlighted: false,
      subscription: null,
      portalAvailable: false,
    });
    const cleaner = await createCleaner(t.database.db);
    expect(await status(await signedIn(cleaner))).toMatchObject({
      role: 'cleaner',
      subscriptionTier: 'free',
      isSubscribed: false,
      isHighlighted: false,
      subscription: null,
    });
  });
});

describe('POST /api/billing/checkout', () => {
  it('lets hosts buy pro or premium and cleaners the highlight, nothing else', async () => {
    const host = await signedIn(await createHost(t.database.db));
    const cleaner = await signedIn(await createCleaner(t.database.db));
    const bare = await signedIn(await createBareUser(t.database.db));
    expect((await host.post('/api/billing/checkout', { plan: 'highlight' })).body.error).toEqual({
      code: 'FORBIDDEN',
      message: 'Only cleaners can buy the Highlight plan.',
    });
    expect((await cleaner.post('/api/billing/checkout', { plan: 'pro' })).status).toBe(403);
    expect((await bare.post('/api/billing/checkout', { plan: 'pro' })).status).toBe(403);
    expect((await host.post('/api/billing/checkout', { plan: 'gold' })).status).toBe(400);
    expect((await host.post('/api/billing/checkout', {})).status).toBe(400);
    expect((await new TestClient(t.app).post('/api/billing/checkout', { plan: 'pro' })).status).toBe(401);
    await startCheckout(host, 'premium');
    await startCheckout(cleaner, 'highlight');
  });

  it('refuses a request from another site (Origin check)', async () => {
    const host = await signedIn(await createHost(t.database.db));
    const res = await host.post('/api/billing/checkout', { plan: 'pro' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('BAD_ORIGIN');
  });

  it('limits checkouts per user (each creates a session at the provider)', async () => {
    const host = await signedIn(await createHost(t.database.db));
    for (let i = 0; i < 10; i++) expect((await host.post('/api/billing/checkout', { plan: 'pro' })).status).toBe(200);
    const res = await host.post('/api/billing/checkout', { plan: 'pro' });
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('RATE_LIMITED');
    // Another user is not affected.
    await startCheckout(await signedIn(await createHost(t.database.db)), 'pro');
  });
});

describe('the test-mode checkout page', () => {
  it('shows the plan, price and account to the user who started it, and to nobody else', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    const sessionId = await startCheckout(client, 'premium');
    const res = await client.get(`/api/billing/test-checkout/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: sessionId, plan: 'premium', price: 69, status: 'open', customerEmail: host.email });

    const other = await signedIn(await createHost(t.database.db));
    expect((await other.get(`/api/billing/test-checkout/${sessionId}`)).status).toBe(404);
    expect((await other.post(`/api/billing/test-checkout/${sessionId}/pay`)).status).toBe(404);
    expect((await other.post(`/api/billing/test-checkout/${sessionId}/cancel`)).status).toBe(404);
    expect((await new TestClient(t.app).get(`/api/billing/test-checkout/${sessionId}`)).status).toBe(401);
    expect((await client.get('/api/billing/test-checkout/cs_test_doesnotexist123')).status).toBe(404);
    expect((await client.get('/api/billing/test-checkout/not-a-session')).status).toBe(400);
    // The stranger's attempts changed nothing: it is still open and the host still free.
    expect((await client.get(`/api/billing/test-checkout/${sessionId}`)).body.status).toBe('open');
    expect((await status(client)).subscriptionTier).toBe('free');
  });

  it('Cancel returns to the cancel URL, grants nothing, and the checkout can no longer be paid', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    const sessionId = await startCheckout(client, 'pro');
    const res = await client.post(`/api/billing/test-checkout/${sessionId}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ redirectUrl: `${TEST_APP_URL}/host/billing?canceled=true` });
    expect((await client.get(`/api/billing/test-checkout/${sessionId}`)).body.status).toBe('canceled');
    const pay = await client.post(`/api/billing/test-checkout/${sessionId}/pay`);
    expect(pay.status).toBe(409);
    expect(pay.body.error.code).toBe('CHECKOUT_CLOSED');
    expect(await status(client)).toMatchObject({ subscriptionTier: 'free', subscription: null });
    expect(await emailsTo(host.email)).toEqual([]);
  });

  it('returning to the success URL without paying grants nothing', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    await startCheckout(client, 'pro');
    // The browser lands on the success page (a client route of the SPA) without any payment.
    await client.get('/host/billing?success=true');
    expect(await status(client)).toMatchObject({
      subscriptionTier: 'free',
      isSubscribed: false,
      hasActiveSubscription: false,
      subscription: null,
    });
    expect((await client.get('/api/host/job-limits')).body).toMatchObject({ maxJobs: 1, subscriptionTier: 'free' });
  });

  it('Pay is idempotent: a second click returns to the success URL without a second subscription', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    const { sessionId, redirectUrl } = await buy(client, 'pro');
    expect(redirectUrl).toBe(`${TEST_APP_URL}/host/billing?success=true`);
    const again = await client.post(`/api/billing/test-checkout/${sessionId}/pay`);
    expect(again.body).toEqual({ redirectUrl });
    expect(await t.database.db.select().from(subscription).where(eq(subscription.userId, host.userId))).toHaveLength(1);
    expect((await client.post(`/api/billing/test-checkout/${sessionId}/cancel`)).status).toBe(409);
    expect((await client.get(`/api/billing/test-checkout/${sessionId}`)).body.status).toBe('complete');
  });
});

describe('one paid plan per account (test mode)', () => {
  it('paying Pro expires the open Premium checkout: its page says so, Pay refuses and charges nothing, the host has one plan', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    // Both checkouts are opened while the host is free (two tabs).
    const pro = await startCheckout(client, 'pro');
    const premium = await startCheckout(client, 'premium');
    expect((await client.post(`/api/billing/test-checkout/${pro}/pay`)).status).toBe(200);

    const page = await client.get(`/api/billing/test-checkout/${premium}`);
    expect(page.status).toBe(200);
    expect(page.body.status).toBe('expired');
    const pay = await client.post(`/api/billing/test-checkout/${premium}/pay`);
    expect(pay.status).toBe(409);
    expect(pay.body.error).toMatchObject({ code: 'CHECKOUT_CLOSED', message: errors.billing.checkoutSuperseded });

    const subs = await t.database.db.select().from(testSubscription).where(eq(testSubscription.userId, host.userId));
    expect(subs.map((s) => [s.plan, s.status])).toEqual([['pro', 'active']]);
    expect(await status(client)).toMatchObject({
      subscriptionTier: 'pro',
      subscription: { plan: 'pro', status: 'active' },
    });
    expect((await emailsTo(host.email)).map((m) => m.kind)).toEqual(['billing-plan-activated']);
  });

  it('a checkout opened before the plan and not expired still cannot add a second plan (refused before any charge)', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    const premium = await startCheckout(client, 'premium');
    await buy(client, 'pro');
    // Even if the checkout were still open (e.g. reopened by hand), the running plan refuses it.
    await t.database.db.update(testCheckoutSession).set({ status: 'open' }).where(eq(testCheckoutSession.id, premium));
    const pay = await client.post(`/api/billing/test-checkout/${premium}/pay`);
    expect(pay.status).toBe(409);
    expect(pay.body.error).toMatchObject({ code: 'CHECKOUT_CLOSED', message: errors.billing.checkoutSuperseded });
    expect((await client.get(`/api/billing/test-checkout/${premium}`)).body.status).toBe('expired');
    expect(
      await t.database.db.select().from(testSubscription).where(eq(testSubscription.userId, host.userId)),
    ).toHaveLength(1);
    expect(await status(client)).toMatchObject({ subscriptionTier: 'pro' });
  });

  it('after a cancelled plan has ended, a new checkout can be paid (one plan again, not two)', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    await buy(client, 'pro');
    expect((await client.post('/api/billing/cancel', { kind: 'host_plan' })).status).toBe(200);
    // The period is over, but the provider has not ended it yet (no sweep between): paying ends it first.
    await t.app.ctx.clock.advance(31 * 86_400_000);
    expect(await status(client)).toMatchObject({ subscriptionTier: 'free' });
    await buy(client, 'premium');
    const subs = await t.database.db
      .select()
      .from(testSubscription)
      .where(eq(testSubscription.userId, host.userId))
      .orderBy(asc(testSubscription.createdAt));
    expect(subs.map((s) => [s.plan, s.status])).toEqual([
      ['pro', 'canceled'],
      ['premium', 'active'],
    ]);
    expect(await status(client)).toMatchObject({ subscriptionTier: 'premium' });
  });

  it('the same for the Highlight: one paid, the other open checkout expired and refused', async () => {
    const cleaner = await createCleaner(t.database.db);
    const client = await signedIn(cleaner);
    const first = await startCheckout(client, 'highlight');
    const second = await startCheckout(client, 'highlight');
    expect((await client.post(`/api/billing/test-checkout/${second}/pay`)).status).toBe(200);
    expect((await client.get(`/api/billing/test-checkout/${first}`)).body.status).toBe('expired');
    const pay = await client.post(`/api/billing/test-checkout/${first}/pay`);
    expect(pay.status).toBe(409);
    expect(pay.body.error.message).toBe(errors.billing.checkoutSuperseded);
    expect(
      await t.database.db.select().from(testSubscription).where(eq(testSubscription.userId, cleaner.userId)),
    ).toHaveLength(1);
    expect(await status(client)).toMatchObject({ isHighlighted: true });
  });
});

describe('host plan entitlements', () => {
  it('free → pro: limit 3 and every applicant unlocked; cancel keeps pro to the period end; then free, jobs kept, new posts refused', async () => {
    const host = await createHost(t.database.db, { firstName: 'Petra' });
    const job = await createJob(t.database.db, host.userId);
    for (let i = 0; i < 7; i++)
      await createApplicant(t.database.db, job.id, { appliedAt: new Date(Date.UTC(2025, 0, 1, 12, i)) });
    const client = await signedIn(host);
    const lockedCount = async () =>
      (await client.get(`/api/host/jobs/${job.id}/applicants`)).body.jobs[0].applicants.filter(
        (a: { locked: boolean }) => a.locked,
      ).length;

    expect((await client.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: 1,
      maxJobs: 1,
      canPostNewJob: false,
      subscriptionTier: 'free',
    });
    expect(await lockedCount()).toBe(2);
    expect((await client.post('/api/host/jobs', buildJobInput())).body.error.code).toBe('JOB_LIMIT_REACHED');

    const before = t.app.ctx.billing.clock.now();
    const { redirectUrl } = await buy(client, 'pro');
    expect(redirectUrl).toBe(`${TEST_APP_URL}/host/billing?success=true`);
    const paid = await status(client);
    expect(paid).toMatchObject({
      subscriptionTier: 'pro',
      isSubscribed: true,
      hasActiveSubscription: true,
      subscriptionStatus: 'active',
      portalAvailable: false,
    });
    expect(paid.subscription).toMatchObject({
      kind: 'host_plan',
      plan: 'pro',
      status: 'active',
      cancelAtPeriodEnd: false,
    });
    const renewal = new Date(paid.subscription.currentPeriodEnd).getTime();
    expect(renewal - before.getTime()).toBeGreaterThan(days(27));
    expect(renewal - before.getTime()).toBeLessThan(days(32));
    expect((await client.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: 1,
      maxJobs: 3,
      canPostNewJob: true,
      subscriptionTier: 'pro',
    });
    expect(await lockedCount()).toBe(0);
    expect((await client.get(`/api/host/jobs/${job.id}/applicants`)).body.paid).toBe(true);
    for (let i = 0; i < 2; i++) expect((await client.post('/api/host/jobs', buildJobInput())).status).toBe(201);
    expect((await client.post('/api/host/jobs', buildJobInput())).body.error.code).toBe('JOB_LIMIT_REACHED');
    // A paying host changes plan instead of buying a second one.
    expect((await client.post('/api/billing/checkout', { plan: 'premium' })).body.error.code).toBe(
      'ALREADY_SUBSCRIBED',
    );

    const canceled = await client.post('/api/billing/cancel', { kind: 'host_plan' });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      subscriptionTier: 'pro',
      isSubscribed: true,
      subscription: { plan: 'pro', status: 'active', cancelAtPeriodEnd: true },
    });
    expect(new Date(canceled.body.subscription.currentPeriodEnd).getTime()).toBe(renewal);

    await advanceClock(Math.floor((renewal - before.getTime()) / days(1)) - 2);
    expect(await status(client)).toMatchObject({ subscriptionTier: 'pro', subscription: { cancelAtPeriodEnd: true } });
    expect((await client.get('/api/host/job-limits')).body.maxJobs).toBe(3);

    await advanceClock(3);
    const ended = await status(client);
    expect(ended).toMatchObject({
      subscriptionTier: 'free',
      isSubscribed: false,
      hasActiveSubscription: false,
      subscriptionStatus: 'canceled',
      subscription: { plan: 'pro', status: 'canceled' },
    });
    // Existing jobs stay listed; the two newest are paused (issue 13), so one is open and no new one fits.
    const jobsAfter = (await client.get('/api/host/jobs')).body.jobs as { pausedAt: string | null }[];
    expect(jobsAfter.map((j) => j.pausedAt === null)).toEqual([false, false, true]);
    expect((await client.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: 1,
      maxJobs: 1,
      canPostNewJob: false,
      subscriptionTier: 'free',
    });
    expect((await client.post('/api/host/jobs', buildJobInput())).body.error.code).toBe('JOB_LIMIT_REACHED');
    expect(await lockedCount()).toBe(2);

    const mail = await emailsTo(host.email);
    expect(mail.map((m) => m.kind)).toEqual([
      'billing-plan-activated',
      'billing-cancellation-scheduled',
      'billing-plan-ended',
    ]);
    expect(mail[0]!.subject).toBe('Your Pro plan is active');
    expect(mail[0]!.text).toContain('Hi Petra');
    expect(mail[0]!.text).toContain('up to 3 jobs');
    expect(mail[1]!.subject).toMatch(/^Your Pro plan ends on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(mail[1]!.text).toContain(`${TEST_APP_URL}/host/billing`);
    expect(mail[2]!.subject).toBe('Your Pro plan has ended');
  });

  it('changes plan pro → premium (limit 10) and back, and resumes a cancelled plan', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    expect((await client.post('/api/billing/change-plan', { plan: 'premium' })).body.error.code).toBe('NOT_SUBSCRIBED');
    expect((await client.post('/api/billing/cancel', { kind: 'host_plan' })).body.error.code).toBe('NOT_SUBSCRIBED');
    expect((await client.post('/api/billing/resume', { kind: 'host_plan' })).body.error.code).toBe('NOT_SUBSCRIBED');
    await buy(client, 'pro');

    const premium = await client.post('/api/billing/change-plan', { plan: 'premium' });
    expect(premium.status).toBe(200);
    expect(premium.body).toMatchObject({
      subscriptionTier: 'premium',
      subscription: { plan: 'premium', status: 'active' },
    });
    expect((await client.get('/api/host/job-limits')).body.maxJobs).toBe(10);

    expect((await client.post('/api/billing/cancel', { kind: 'host_plan' })).body.subscription.cancelAtPeriodEnd).toBe(
      true,
    );
    const resumed = await client.post('/api/billing/resume', { kind: 'host_plan' });
    expect(resumed.body).toMatchObject({ subscriptionTier: 'premium', subscription: { cancelAtPeriodEnd: false } });
    // Changing plan also undoes a scheduled cancellation (as Stripe's update does).
    await client.post('/api/billing/cancel', { kind: 'host_plan' });
    const back = await client.post('/api/billing/change-plan', { plan: 'pro' });
    expect(back.body).toMatchObject({
      subscriptionTier: 'pro',
      subscription: { plan: 'pro', cancelAtPeriodEnd: false },
    });
    expect((await client.get('/api/host/job-limits')).body.maxJobs).toBe(3);
    // The same plan again changes nothing.
    expect((await client.post('/api/billing/change-plan', { plan: 'pro' })).body.subscription.plan).toBe('pro');
    // Hosts cancel their host plan, not a highlight.
    expect((await client.post('/api/billing/cancel', { kind: 'highlight' })).status).toBe(403);
    expect((await client.post('/api/billing/change-plan', { plan: 'highlight' })).status).toBe(400);
  });

  it('renews each month; a failed renewal keeps access (past due) and emails the host; a second failure ends the plan', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    await buy(client, 'premium');
    const first = new Date((await status(client)).subscription.currentPeriodEnd);

    await advanceClock(31);
    const renewed = await status(client);
    expect(renewed).toMatchObject({ subscriptionTier: 'premium', subscriptionStatus: 'active' });
    expect(new Date(renewed.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(first.getTime());

    await advanceClock(31, true);
    expect(await status(client)).toMatchObject({
      subscriptionTier: 'premium',
      isSubscribed: true,
      subscriptionStatus: 'past_due',
    });
    const failedMail = (await emailsTo(host.email)).filter((m) => m.kind === 'billing-payment-failed');
    expect(failedMail).toHaveLength(1);
    expect(failedMail[0]!.subject).toBe('Action needed: your Premium payment did not go through');
    expect(failedMail[0]!.text).toContain('the payment of $69 for');

    await advanceClock(31, true);
    expect(await status(client)).toMatchObject({ subscriptionTier: 'free', subscriptionStatus: 'canceled' });
    const invoices = await t.database.db.select().from(billingInvoice).where(eq(billingInvoice.userId, host.userId));
    expect(invoices.map((i) => i.status).sort()).toEqual(['failed', 'paid', 'paid']);
  });

  it('has no payment portal in test mode', async () => {
    const host = await createHost(t.database.db);
    await subscribeForReal(t.app, host, 'pro');
    const client = await signedIn(host);
    expect((await status(client)).subscriptionTier).toBe('pro');
    const res = await client.post('/api/billing/portal');
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PORTAL_UNAVAILABLE');
  });
});

describe('cleaner highlight', () => {
  it('highlight on → applications first and the profile says so; cancel keeps it to the period end; then off', async () => {
    const host = await createHost(t.database.db, { subscriptionTier: 'premium' });
    const job = await createJob(t.database.db, host.userId);
    await createApplicant(t.database.db, job.id, { firstName: 'Early', appliedAt: new Date(Date.UTC(2025, 0, 1)) });
    const cleaner = await createCleaner(t.database.db, { firstName: 'Lina' });
    const cleanerClient = await signedIn(cleaner);
    expect((await cleanerClient.post('/api/applications', { jobId: job.id })).status).toBe(201);
    const hostClient = await signedIn(host);
    const order = async () =>
      (await hostClient.get(`/api/host/jobs/${job.id}/applicants`)).body.jobs[0].applicants.map(
        (a: { firstName: string }) => a.firstName,
      );

    expect(await order()).toEqual(['Early', 'Lina']);
    expect((await cleanerClient.get('/api/cleaner/profile')).body.isHighlighted).toBe(false);

    const { redirectUrl } = await buy(cleanerClient, 'highlight');
    expect(redirectUrl).toBe(`${TEST_APP_URL}/highlight/success`);
    expect((await cleanerClient.get('/api/cleaner/profile')).body.isHighlighted).toBe(true);
    expect(await status(cleanerClient)).toMatchObject({
      role: 'cleaner',
      isSubscribed: true,
      isHighlighted: true,
      subscription: { kind: 'highlight', plan: 'highlight', status: 'active' },
    });
    expect(await order()).toEqual(['Lina', 'Early']);
    expect((await cleanerClient.post('/api/billing/checkout', { plan: 'highlight' })).body.error.code).toBe(
      'ALREADY_SUBSCRIBED',
    );
    expect((await cleanerClient.post('/api/billing/cancel', { kind: 'host_plan' })).status).toBe(403);

    const downgraded = await cleanerClient.post('/api/billing/cancel', { kind: 'highlight' });
    expect(downgraded.body).toMatchObject({ isHighlighted: true, subscription: { cancelAtPeriodEnd: true } });
    expect(await order()).toEqual(['Lina', 'Early']);

    await advanceClock(32);
    expect((await cleanerClient.get('/api/cleaner/profile')).body.isHighlighted).toBe(false);
    expect(await status(cleanerClient)).toMatchObject({
      isSubscribed: false,
      isHighlighted: false,
      subscriptionStatus: 'canceled',
    });
    expect(await order()).toEqual(['Early', 'Lina']);
    expect((await emailsTo(cleaner.email)).map((m) => m.subject)).toEqual([
      'Your Highlight plan is active',
      expect.stringMatching(/^Your Highlight plan ends on /),
      'Your Highlight plan has ended',
    ]);
  });

  it('ends a lapsed cancellation for the caller even before the provider reports it (between sweeps)', async () => {
    const cleaner = await createCleaner(t.database.db);
    const client = await signedIn(cleaner);
    await buy(client, 'highlight');
    await client.post('/api/billing/cancel', { kind: 'highlight' });
    // The period passes without the provider processing it (no clock-driven events): only the clock moves.
    await t.app.ctx.clock.advance(40 * 86_400_000);
    const [row] = await t.database.db
      .select({ h: cleanerProfile.isHighlighted })
      .from(cleanerProfile)
      .where(eq(cleanerProfile.userId, cleaner.userId));
    expect(row!.h).toBe(true);
    expect(await status(client)).toMatchObject({
      isHighlighted: false,
      isSubscribed: false,
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect((await client.get('/api/cleaner/profile')).body.isHighlighted).toBe(false);
    // The sweep then lets the provider finish it.
    await t.app.ctx.billing.sweep();
    expect((await status(client)).subscription.status).toBe('canceled');
  });
});

describe('demo data', () => {
  it('gives the demo Pro host and the highlighted cleaner real subscriptions with a renewal date', async () => {
    const demo = await createTestApp();
    try {
      await seedDemoData(demo.app.ctx);
      for (const [email, expected] of [
        [
          'host@demo.turnready.app',
          {
            role: 'host',
            subscriptionTier: 'pro',
            isSubscribed: true,
            subscription: { kind: 'host_plan', plan: 'pro', status: 'active', cancelAtPeriodEnd: false },
          },
        ],
        [
          'maria@demo.turnready.app',
          {
            role: 'cleaner',
            isHighlighted: true,
            isSubscribed: true,
            subscription: { kind: 'highlight', plan: 'highlight', status: 'active' },
          },
        ],
        [
          'james@demo.turnready.app',
          { role: 'cleaner', isHighlighted: false, isSubscribed: false, subscription: null },
        ],
      ] as const) {
        const client = new TestClient(demo.app);
        expect((await client.post('/api/session', { email, password: DEMO_PASSWORD })).status).toBe(200);
        const body = (await client.get('/api/billing/subscription')).body;
        expect(body, email).toMatchObject(expected);
        if (body.subscription)
          expect(new Date(body.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
      }
      // The demo host can manage the plan like any subscriber (test mode).
      const host = new TestClient(demo.app);
      await host.post('/api/session', { email: 'host@demo.turnready.app', password: DEMO_PASSWORD });
      expect((await host.post('/api/billing/cancel', { kind: 'host_plan' })).body.subscription.cancelAtPeriodEnd).toBe(
        true,
      );
      const [profile] = await demo.database.db
        .select()
        .from(hostProfile)
        .where(eq(hostProfile.email, 'host@demo.turnready.app'));
      expect(profile).toMatchObject({ subscriptionTier: 'pro' });
    } finally {
      await demo.close();
    }
  });
});

describe('test-mode events', () => {
  it('go through the webhook handler, are recorded once each, and all checked', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    await buy(client, 'pro');
    const sent = await t.database.db
      .select({ id: testWebhookEvent.id, type: testWebhookEvent.type, deliveredAt: testWebhookEvent.deliveredAt })
      .from(testWebhookEvent)
      .where(like(testWebhookEvent.payload, `%${host.userId}%`))
      .orderBy(asc(testWebhookEvent.seq));
    expect(sent.map((e) => e.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    for (const e of sent) expect(e.deliveredAt).not.toBeNull();
    const recorded = await t.database.db.select().from(billingEvent).where(eq(billingEvent.userId, host.userId));
    expect(recorded.map((e) => e.id).sort()).toEqual(sent.map((e) => e.id).sort());
    expect(recorded.every((e) => e.outcome === 'applied')).toBe(true);
    const [sub] = await t.database.db
      .select()
      .from(subscription)
      .where(and(eq(subscription.userId, host.userId), eq(subscription.kind, 'host_plan')));
    expect(sub).toMatchObject({ provider: 'test', plan: 'pro', status: 'active' });
  });
});

describe('a production server', () => {
  it('has no development clock, and gives the pricing page its booking link', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE: 'true',
        DATABASE_URL: 'postgres://unused.invalid/db',
        SMTP_URL: 'smtp://127.0.0.1:9',
        SALES_BOOKING_URL: 'https://cal.example/turnready-sales',
      },
    });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/dev/billing-clock',
        payload: { advanceDays: 31 },
        headers: { origin: TEST_APP_URL },
      });
      expect(res.statusCode).toBe(404);
      expect(() => prod.app.ctx.clock.advance(86_400_000)).toThrow();
      const config = await prod.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.json()).toMatchObject({ salesBookingUrl: 'https://cal.example/turnready-sales' });
    } finally {
      await prod.close();
    }
    // Without the setting the field is absent.
    expect((await new TestClient(t.app).get('/api/config')).body.salesBookingUrl).toBeUndefined();
  });
});
