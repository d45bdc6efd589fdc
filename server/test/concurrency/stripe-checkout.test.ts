// Stripe mode raced: two first checkouts of one account at once make one customer at Stripe (one
// idempotency key per user) and one stored, each with a subscription-mode session carrying our
// URLs, price and metadata; the next checkout reuses the customer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCustomer } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../app';
import { createHost } from '../factories';
import { signedInClient } from '../sessions';
import { PRICES, startStripeStandIn, stripeModeEnv, type StripeStandIn } from '../stripe-stand-in';

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

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

describe('checkout against the Stripe API', () => {
  it('creates one customer per user (also for concurrent first checkouts) and a subscription-mode session with our URLs, price and metadata', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    const [a, b] = await Promise.all([
      client.post('/api/billing/checkout', { plan: 'pro' }),
      client.post('/api/billing/checkout', { plan: 'pro' }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_live_StandIn\d+$/);

    const customerCalls = stripe.requests.filter((r) => r.path === '/v1/customers');
    expect(customerCalls.length).toBeGreaterThanOrEqual(1);
    expect(new Set(customerCalls.map((r) => r.idempotencyKey))).toEqual(new Set([`turnready-customer-${host.userId}`]));
    expect(customerCalls[0]!.params).toMatchObject({ email: host.email, 'metadata[user_id]': host.userId });
    const customers = await t.database.db.select().from(billingCustomer).where(eq(billingCustomer.userId, host.userId));
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ provider: 'stripe' });

    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      expect(s.method).toBe('POST');
      expect(s.params).toEqual({
        mode: 'subscription',
        customer: customers[0]!.customerId,
        client_reference_id: host.userId,
        'line_items[0][price]': PRICES.pro,
        'line_items[0][quantity]': '1',
        success_url: `${TEST_APP_URL}/host/billing?success=true`,
        cancel_url: `${TEST_APP_URL}/host/billing?canceled=true`,
        'subscription_data[metadata][user_id]': host.userId,
        'subscription_data[metadata][kind]': 'host_plan',
        'subscription_data[metadata][plan]': 'pro',
        'metadata[user_id]': host.userId,
        'metadata[kind]': 'host_plan',
        'metadata[plan]': 'pro',
      });
    }

    // The next checkout reuses the customer.
    stripe.requests.length = 0;
    expect((await client.post('/api/billing/checkout', { plan: 'premium' })).status).toBe(200);
    expect(stripe.requests.map((r) => r.path)).toEqual(['/v1/checkout/sessions']);
    expect(stripe.requests[0]!.params['line_items[0][price]']).toBe(PRICES.premium);
    // A checkout grants nothing by itself.
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscriptionTier: 'free',
      isSubscribed: false,
    });
  });
});
