// Stripe mode: the app talks to a local stand-in for the Stripe API (server/test/stripe-stand-in.ts)
// that records every request, and receives real Stripe-format events (API 2025+ shape) signed with
// the webhook secret: checkout, events driving the same handler, and one paid plan per account.
// First checkouts at once: server/test/concurrency/stripe-checkout.test.ts.
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingCustomer, hostProfile, subscription } from '../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../test/app';
import { createCleaner, createHost } from '../test/factories';
import { testWebhookSecret } from './test-mode/secret';
import { signedInClient } from '../test/sessions';
import { PRICES, startStripeStandIn, stripeModeEnv, WEBHOOK_SECRET, type StripeStandIn } from '../test/stripe-stand-in';

let stripe: StripeStandIn;
let t: TestApp;

beforeAll(async () => {
  stripe = startStripeStandIn();
  t = await createTestApp({ env: stripeModeEnv(await stripe.listen()) });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});
beforeEach(() => {
  stripe.requests.length = 0;
});

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

/** Posts an event to the webhook signed as Stripe signs it (secret and current timestamp). */
async function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

const now = () => Math.floor(Date.now() / 1000);
let seq = 0;
/** The envelope Stripe wraps every webhook event in. */
const event = (type: string, object: object, created = now(), previousAttributes?: object) => ({
  id: `evt_1Stand${++seq}${Date.now()}`,
  object: 'event',
  api_version: '2025-08-27.basil',
  created,
  data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
  livemode: false,
  pending_webhooks: 1,
  request: { id: 'req_abc123', idempotency_key: 'b1b2c3' },
  type,
});

/** A subscription as API versions 2025-03-31 and later send it: the period lives on the item. */
function stripeSubscription(o: {
  id: string;
  customer: string;
  userId: string;
  price: string;
  plan: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  status?: string;
}) {
  return {
    id: o.id,
    object: 'subscription',
    application: null,
    automatic_tax: { enabled: false, liability: null },
    billing_cycle_anchor: o.periodEnd - 30 * 86_400,
    cancel_at: o.cancelAtPeriodEnd ? o.periodEnd : null,
    cancel_at_period_end: o.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: o.periodEnd - 30 * 86_400,
    currency: 'usd',
    customer: o.customer,
    default_payment_method: 'pm_1Card',
    ended_at: null,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_Item123',
          object: 'subscription_item',
          created: o.periodEnd - 30 * 86_400,
          current_period_end: o.periodEnd,
          current_period_start: o.periodEnd - 30 * 86_400,
          metadata: {},
          price: {
            id: o.price,
            object: 'price',
            active: true,
            currency: 'usd',
            product: 'prod_Plan',
            recurring: { interval: 'month', interval_count: 1 },
            type: 'recurring',
            unit_amount: 2900,
          },
          quantity: 1,
          subscription: o.id,
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${o.id}`,
    },
    latest_invoice: 'in_1Latest',
    livemode: false,
    metadata: { user_id: o.userId, kind: o.plan === 'highlight' ? 'highlight' : 'host_plan', plan: o.plan },
    start_date: o.periodEnd - 30 * 86_400,
    status: o.status ?? 'active',
  };
}

describe('checkout against the Stripe API', () => {
  it('sends a cleaner to the highlight success page, or back to billing', async () => {
    const cleaner = await createCleaner(t.database.db);
    const res = await (await signedIn(cleaner)).post('/api/billing/checkout', { plan: 'highlight' });
    expect(res.status).toBe(200);
    const session = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(session.params).toMatchObject({
      'line_items[0][price]': PRICES.highlight,
      success_url: `${TEST_APP_URL}/highlight/success`,
      cancel_url: `${TEST_APP_URL}/cleaner/billing?canceled=true`,
      'subscription_data[metadata][kind]': 'highlight',
      'subscription_data[metadata][plan]': 'highlight',
    });
  });

  it('answers a Stripe failure with 502 PAYMENT_PROVIDER_FAILED (never a 500) and grants nothing', async () => {
    const client = await signedIn(await createHost(t.database.db));
    stripe.failNextWith(400, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such price' },
    });
    const res = await client.post('/api/billing/checkout', { plan: 'pro' });
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({
      code: 'PAYMENT_PROVIDER_FAILED',
      message: 'The payment service could not complete the request. Please try again in a few minutes.',
    });
  });

  it('has no test-mode checkout page or development clock', async () => {
    const client = await signedIn(await createHost(t.database.db));
    expect((await client.get('/api/billing/test-checkout/cs_test_abcdefghijkl')).status).toBe(404);
    expect((await client.post('/api/billing/test-checkout/cs_test_abcdefghijkl/pay')).status).toBe(404);
    expect((await client.post('/api/dev/billing-clock', { advanceDays: 31 })).status).toBe(404);
  });
});

describe('Stripe events drive the same handler', () => {
  it('checkout completed, subscription created and invoice paid make the host Pro; then portal, change plan and cancel send the right parameters', async () => {
    const host = await createHost(t.database.db, { firstName: 'Stella' });
    const client = await signedIn(host);
    expect((await client.post('/api/billing/checkout', { plan: 'pro' })).status).toBe(200);
    const [customer] = await t.database.db
      .select()
      .from(billingCustomer)
      .where(eq(billingCustomer.userId, host.userId));
    const customerId = customer!.customerId;
    const subscriptionId = 'sub_1StandInPro';
    const periodEnd = now() + 30 * 86_400;

    // A Stripe event signed with the test-mode secret is not Stripe's.
    const forged = await deliver(
      event(
        'customer.subscription.created',
        stripeSubscription({
          id: subscriptionId,
          customer: customerId,
          userId: host.userId,
          price: PRICES.premium,
          plan: 'premium',
          periodEnd,
        }),
      ),
      testWebhookSecret(t.app.ctx.env.authSecret),
    );
    expect(forged.statusCode).toBe(400);

    const created = now() - 3;
    const events = [
      event(
        'checkout.session.completed',
        {
          id: 'cs_live_StandIn1',
          object: 'checkout.session',
          amount_subtotal: 2900,
          amount_total: 2900,
          client_reference_id: host.userId,
          currency: 'usd',
          customer: customerId,
          customer_details: { email: host.email, name: 'Stella Host' },
          invoice: 'in_1First',
          livemode: false,
          metadata: { user_id: host.userId, kind: 'host_plan', plan: 'pro' },
          mode: 'subscription',
          payment_status: 'paid',
          status: 'complete',
          subscription: subscriptionId,
          success_url: `${TEST_APP_URL}/host/billing?success=true`,
          cancel_url: `${TEST_APP_URL}/host/billing?canceled=true`,
        },
        created,
      ),
      event(
        'customer.subscription.created',
        stripeSubscription({
          id: subscriptionId,
          customer: customerId,
          userId: host.userId,
          price: PRICES.pro,
          plan: 'pro',
          periodEnd,
        }),
        created + 1,
      ),
      event(
        'invoice.paid',
        {
          id: 'in_1First',
          object: 'invoice',
          amount_due: 2900,
          amount_paid: 2900,
          amount_remaining: 0,
          billing_reason: 'subscription_create',
          currency: 'usd',
          customer: customerId,
          parent: {
            quote_details: null,
            subscription_details: {
              metadata: { user_id: host.userId, kind: 'host_plan', plan: 'pro' },
              subscription: subscriptionId,
            },
            type: 'subscription_details',
          },
          status: 'paid',
        },
        created + 2,
      ),
    ];
    for (const e of events) expect((await deliver(e)).statusCode).toBe(200);

    const [profile] = await t.database.db.select().from(hostProfile).where(eq(hostProfile.userId, host.userId));
    expect(profile).toMatchObject({ subscriptionTier: 'pro' });
    const status = (await client.get('/api/billing/subscription')).body;
    expect(status).toMatchObject({
      subscriptionTier: 'pro',
      isSubscribed: true,
      subscriptionStatus: 'active',
      portalAvailable: true,
      subscription: { plan: 'pro', cancelAtPeriodEnd: false },
    });
    expect(new Date(status.subscription.currentPeriodEnd).getTime()).toBe(periodEnd * 1000);
    expect((await client.get('/api/host/job-limits')).body.maxJobs).toBe(3);

    stripe.requests.length = 0;
    const portal = await client.post('/api/billing/portal');
    expect(portal.body).toEqual({ url: 'https://billing.stripe.test/p/session/abc' });
    expect(stripe.requests).toMatchObject([
      {
        method: 'POST',
        path: '/v1/billing_portal/sessions',
        params: { customer: customerId, return_url: `${TEST_APP_URL}/host/billing` },
      },
    ]);

    stripe.requests.length = 0;
    const changed = await client.post('/api/billing/change-plan', { plan: 'premium' });
    expect(changed.status).toBe(200);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/subscriptions/${subscriptionId}`,
      `POST /v1/subscriptions/${subscriptionId}`,
    ]);
    expect(stripe.requests[1]!.params).toEqual({
      'items[0][id]': 'si_Item123',
      'items[0][price]': PRICES.premium,
      proration_behavior: 'create_prorations',
      cancel_at_period_end: 'false',
    });
    // Stripe's answer is not an event: the plan changes when the signed event arrives.
    expect(changed.body.subscriptionTier).toBe('pro');
    const upgraded = event(
      'customer.subscription.updated',
      stripeSubscription({
        id: subscriptionId,
        customer: customerId,
        userId: host.userId,
        price: PRICES.premium,
        plan: 'pro',
        periodEnd,
      }),
      created + 3,
      {
        items: { object: 'list', data: [{ id: 'si_Item123', price: { id: PRICES.pro } }] },
      },
    );
    expect((await deliver(upgraded)).statusCode).toBe(200);
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscriptionTier: 'premium',
      subscription: { plan: 'premium' },
    });

    stripe.requests.length = 0;
    expect((await client.post('/api/billing/cancel', { kind: 'host_plan' })).status).toBe(200);
    expect(stripe.requests).toMatchObject([
      { method: 'POST', path: `/v1/subscriptions/${subscriptionId}`, params: { cancel_at_period_end: 'true' } },
    ]);
    const canceling = event(
      'customer.subscription.updated',
      stripeSubscription({
        id: subscriptionId,
        customer: customerId,
        userId: host.userId,
        price: PRICES.premium,
        plan: 'pro',
        periodEnd,
        cancelAtPeriodEnd: true,
      }),
      created + 4,
      { cancel_at_period_end: false, cancel_at: null },
    );
    expect((await deliver(canceling)).statusCode).toBe(200);
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscriptionTier: 'premium',
      subscription: { cancelAtPeriodEnd: true },
    });

    stripe.requests.length = 0;
    expect((await client.post('/api/billing/resume', { kind: 'host_plan' })).status).toBe(200);
    expect(stripe.requests).toMatchObject([
      { method: 'POST', path: `/v1/subscriptions/${subscriptionId}`, params: { cancel_at_period_end: 'false' } },
    ]);

    const deleted = event(
      'customer.subscription.deleted',
      {
        ...stripeSubscription({
          id: subscriptionId,
          customer: customerId,
          userId: host.userId,
          price: PRICES.premium,
          plan: 'pro',
          periodEnd,
          cancelAtPeriodEnd: true,
        }),
        status: 'canceled',
        ended_at: periodEnd,
      },
      created + 5,
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscriptionTier: 'free',
      isSubscribed: false,
      subscriptionStatus: 'canceled',
    });
  });

  it('emails the user to update their card when Stripe reports a failed payment', async () => {
    const cleaner = await createCleaner(t.database.db, { firstName: 'Nora' });
    const client = await signedIn(cleaner);
    expect((await client.post('/api/billing/checkout', { plan: 'highlight' })).status).toBe(200);
    const [customer] = await t.database.db
      .select()
      .from(billingCustomer)
      .where(eq(billingCustomer.userId, cleaner.userId));
    const failed = event('invoice.payment_failed', {
      id: 'in_1Failed',
      object: 'invoice',
      amount_due: 800,
      amount_paid: 0,
      billing_reason: 'subscription_cycle',
      currency: 'usd',
      customer: customer!.customerId,
      parent: {
        quote_details: null,
        subscription_details: {
          metadata: { user_id: cleaner.userId, kind: 'highlight', plan: 'highlight' },
          subscription: 'sub_1Highlight',
        },
        type: 'subscription_details',
      },
      status: 'open',
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    const mailer = await t.database.db.query.outboxEmail.findMany({
      where: (m, { eq: is }) => is(m.toAddress, cleaner.email),
    });
    expect(mailer.map((m) => m.subject)).toEqual(['Action needed: your Highlight payment did not go through']);
    expect(mailer[0]!.text).toContain('the payment of $8 for');
    expect(mailer[0]!.text).toContain(`${TEST_APP_URL}/cleaner/billing`);
  });
});

describe('one paid plan per account in Stripe mode', () => {
  /** The signed checkout.session.completed Stripe sends when a checkout is paid. */
  const completed = (
    o: { sessionId: string; customer: string; userId: string; plan: string; subscriptionId: string },
    created: number,
  ) =>
    event(
      'checkout.session.completed',
      {
        id: o.sessionId,
        object: 'checkout.session',
        client_reference_id: o.userId,
        customer: o.customer,
        metadata: { user_id: o.userId, kind: o.plan === 'highlight' ? 'highlight' : 'host_plan', plan: o.plan },
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
        subscription: o.subscriptionId,
      },
      created,
    );
  const checkoutIdOf = (url: string) => url.split('/').pop()!;
  const emailsTo = (address: string) =>
    t.database.db.query.outboxEmail.findMany({
      where: (m, { eq: is }) => is(m.toAddress, address),
      orderBy: (m, { asc }) => asc(m.createdAt),
    });

  it('when one checkout completes, the account’s other open Checkout Sessions are expired at Stripe', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    const pro = checkoutIdOf((await client.post('/api/billing/checkout', { plan: 'pro' })).body.url);
    const premium = checkoutIdOf((await client.post('/api/billing/checkout', { plan: 'premium' })).body.url);
    const [customer] = await t.database.db
      .select()
      .from(billingCustomer)
      .where(eq(billingCustomer.userId, host.userId));
    stripe.complete(pro);

    stripe.requests.length = 0;
    const res = await deliver(
      completed(
        {
          sessionId: pro,
          customer: customer!.customerId,
          userId: host.userId,
          plan: 'pro',
          subscriptionId: 'sub_1OnePro',
        },
        now(),
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/checkout/sessions',
      `POST /v1/checkout/sessions/${premium}/expire`,
    ]);
    expect(stripe.sessions.get(premium)!.status).toBe('expired');
    expect(stripe.sessions.get(pro)!.status).toBe('complete');
  });

  it.each([
    ['host', 'pro', 'premium'],
    ['cleaner', 'highlight', 'highlight'],
  ] as const)(
    'a %s whose second checkout was paid too keeps the first plan: the newer subscription is canceled at Stripe and the user told once',
    async (role, first, second) => {
      const account =
        role === 'host'
          ? await createHost(t.database.db, { firstName: 'Dora' })
          : await createCleaner(t.database.db, { firstName: 'Dora' });
      const client = await signedIn(account);
      const kind = first === 'highlight' ? 'highlight' : 'host_plan';
      expect((await client.post('/api/billing/checkout', { plan: first })).status).toBe(200);
      const [customer] = await t.database.db
        .select()
        .from(billingCustomer)
        .where(eq(billingCustomer.userId, account.userId));
      const customerId = customer!.customerId;
      const periodEnd = now() + 30 * 86_400;
      const older = `sub_1Older${role}`;
      const newer = `sub_1Newer${role}`;
      const created = now() - 10;
      const sub = (id: string, plan: string, status = 'active') =>
        stripeSubscription({
          id,
          customer: customerId,
          userId: account.userId,
          price: PRICES[plan as keyof typeof PRICES],
          plan,
          periodEnd,
          status,
        });

      expect((await deliver(event('customer.subscription.created', sub(older, first), created))).statusCode).toBe(200);
      stripe.requests.length = 0;
      const revealing = event('customer.subscription.created', sub(newer, second), created + 1);
      expect((await deliver(revealing)).statusCode).toBe(200);
      // The newer one is canceled through Stripe right away (its unused time credited).
      expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        `GET /v1/subscriptions/${newer}`,
        `DELETE /v1/subscriptions/${newer}`,
      ]);

      const status = (await client.get('/api/billing/subscription')).body;
      if (role === 'host') expect(status).toMatchObject({ subscriptionTier: 'pro', subscription: { plan: 'pro' } });
      else expect(status).toMatchObject({ isHighlighted: true, subscription: { plan: 'highlight' } });
      const secondPlanEmails = (await emailsTo(account.email)).filter((m) => m.kind === 'billing-second-plan-canceled');
      expect(secondPlanEmails).toHaveLength(1);
      expect(secondPlanEmails[0]!.subject).toBe(
        `Your second ${second === 'highlight' ? 'Highlight' : 'Premium'} subscription was canceled`,
      );
      expect(secondPlanEmails[0]!.text).toContain(
        `while you already had the ${first === 'highlight' ? 'Highlight' : 'Pro'} plan`,
      );

      // Later events about the newer one (a retry, an invoice, its deletion) neither grant it nor email again.
      stripe.requests.length = 0;
      expect((await deliver(event('customer.subscription.updated', sub(newer, second), created + 2))).statusCode).toBe(
        200,
      );
      expect(stripe.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
      expect(
        (
          await deliver(
            event('customer.subscription.deleted', { ...sub(newer, second, 'canceled'), ended_at: now() }, created + 3),
          )
        ).statusCode,
      ).toBe(200);
      const after = (await client.get('/api/billing/subscription')).body;
      if (role === 'host') expect(after).toMatchObject({ subscriptionTier: 'pro', isSubscribed: true });
      else expect(after).toMatchObject({ isHighlighted: true, isSubscribed: true });
      const kinds = (await emailsTo(account.email)).map((m) => m.kind);
      expect(kinds.filter((k) => k === 'billing-second-plan-canceled')).toHaveLength(1);
      expect(kinds).not.toContain('billing-plan-ended');
      const rows = await t.database.db
        .select()
        .from(subscription)
        .where(and(eq(subscription.userId, account.userId), eq(subscription.kind, kind)));
      expect(rows.map((r) => [r.id, r.status, r.supersededAt !== null]).sort()).toEqual([
        [newer, 'canceled', true],
        [older, 'active', false],
      ]);
    },
  );

  it('a cancellation Stripe refused when the event arrived is asked for again by the sweep', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    expect((await client.post('/api/billing/checkout', { plan: 'pro' })).status).toBe(200);
    const [customer] = await t.database.db
      .select()
      .from(billingCustomer)
      .where(eq(billingCustomer.userId, host.userId));
    const periodEnd = now() + 30 * 86_400;
    const sub = (id: string, plan: 'pro' | 'premium') =>
      stripeSubscription({
        id,
        customer: customer!.customerId,
        userId: host.userId,
        price: PRICES[plan],
        plan,
        periodEnd,
      });
    expect(
      (await deliver(event('customer.subscription.created', sub('sub_1SweepOld', 'pro'), now() - 5))).statusCode,
    ).toBe(200);
    // (a 400 is not retried by the SDK)
    stripe.failNextWith(400, { error: { type: 'invalid_request_error', message: 'Try again later.' } });
    // Stripe refuses the cancellation: the event is still applied, the newer plan grants nothing.
    expect(
      (await deliver(event('customer.subscription.created', sub('sub_1SweepNew', 'premium'), now() - 4))).statusCode,
    ).toBe(200);
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ subscriptionTier: 'pro' });

    stripe.requests.length = 0;
    await t.app.ctx.billing.sweep();
    expect(stripe.requests.map((r) => `${r.method} ${r.path}`)).toContain('DELETE /v1/subscriptions/sub_1SweepNew');
  });
});
