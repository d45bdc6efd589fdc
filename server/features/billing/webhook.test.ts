// POST /api/billing/webhook: signature on the raw body, stale and tampered events refused with
// nothing written, each event applied once, and an older event never overwriting a newer state.
// Every event delivered several times at once, in any order:
// server/test/concurrency/billing-webhook.test.ts.
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingCustomer,
  billingEvent,
  billingInvoice,
  outboxEmail,
  subscription,
  testCheckoutSession,
  testSubscription,
  testWebhookEvent,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { webhookHelpers } from '../../test/billing-webhook';
import { createHost } from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

const { sign, post, tierOf } = webhookHelpers(() => t);

let n = 0;
/** A customer.subscription.created event (API 2025+ shape) for `userId` on the test prices. */
function subscriptionEvent(
  userId: string,
  overrides: { plan?: 'pro' | 'premium'; type?: string; status?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const plan = overrides.plan ?? 'pro';
  n++;
  return JSON.stringify({
    id: `evt_test_manual${n}${Date.now()}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now,
    livemode: false,
    type: overrides.type ?? 'customer.subscription.created',
    data: {
      object: {
        id: `sub_test_manual${n}${Date.now()}`,
        object: 'subscription',
        customer: `cus_test_manual${n}${Date.now()}`,
        status: overrides.status ?? 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: { user_id: userId, kind: 'host_plan', plan },
        items: {
          object: 'list',
          data: [
            {
              id: `si_test_manual${n}`,
              object: 'subscription_item',
              current_period_start: now,
              current_period_end: now + 30 * 86_400,
              price: { id: `price_test_${plan}`, object: 'price' },
            },
          ],
        },
      },
    },
  });
}

const billingTables = {
  billingCustomer,
  billingEvent,
  billingInvoice,
  subscription,
  testCheckoutSession,
  testSubscription,
  testWebhookEvent,
  outboxEmail,
};
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(billingTables)) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    counts[name] = Number(row!.n);
  }
  return counts;
}

describe('signature checks', () => {
  it('applies a correctly signed event: 200 { received: true } and the host is pro', async () => {
    const host = await createHost(t.database.db);
    const payload = subscriptionEvent(host.userId);
    const ok = await post(payload, sign(payload));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ received: true });
    expect(await tierOf(host.userId)).toEqual({ tier: 'pro', paid: true });
  });

  it.each([
    [
      'a tampered body',
      (payload: string) => ({
        body: payload.replace('price_test_pro', 'price_test_premium'),
        signature: sign(payload),
      }),
    ],
    [
      'the wrong secret',
      (payload: string) => ({ body: payload, signature: sign(payload, { secret: 'whsec_not_ours_0123456789' }) }),
    ],
    [
      'a timestamp older than 5 minutes',
      (payload: string) => ({
        body: payload,
        signature: sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      }),
    ],
    ['no signature', (payload: string) => ({ body: payload, signature: undefined })],
    ['a malformed signature header', (payload: string) => ({ body: payload, signature: 'v1=deadbeef' })],
    ['a body that is not JSON', () => ({ body: 'not json at all', signature: sign('not json at all') })],
    ['signed JSON that is not an event', () => ({ body: '{"hello":"world"}', signature: sign('{"hello":"world"}') })],
    ['an empty body', () => ({ body: '', signature: sign('') })],
  ])('refuses %s with 400 WEBHOOK_INVALID and writes nothing', async (_name, make) => {
    const host = await createHost(t.database.db);
    const { body, signature } = make(subscriptionEvent(host.userId, { plan: 'pro' }));
    const before = await rowCounts();
    const res = await post(body, signature);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('WEBHOOK_INVALID');
    expect(await rowCounts()).toEqual(before);
    expect(await tierOf(host.userId)).toEqual({ tier: 'free', paid: false });
  });

  it('is not subject to the Origin check (the provider calls it from its own servers)', async () => {
    const host = await createHost(t.database.db);
    const payload = subscriptionEvent(host.userId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': sign(payload),
        origin: 'https://hooks.stripe.com',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('each event once', () => {
  it('records an event id once: a repeat answers 200 and changes nothing', async () => {
    const host = await createHost(t.database.db);
    const payload = subscriptionEvent(host.userId);
    for (let i = 0; i < 3; i++) expect((await post(payload, sign(payload))).statusCode).toBe(200);
    const id = JSON.parse(payload).id as string;
    expect(await t.database.db.select().from(billingEvent).where(eq(billingEvent.id, id))).toHaveLength(1);
    expect(await t.database.db.select().from(subscription).where(eq(subscription.userId, host.userId))).toHaveLength(1);
  });

  it('records unknown event types and events for nobody we know, and ignores them', async () => {
    const unknown = JSON.stringify({
      id: 'evt_test_unknown_type_1',
      object: 'event',
      created: 1_800_000_000,
      type: 'customer.tax_id.created',
      data: { object: { id: 'txi_1', object: 'tax_id' } },
    });
    expect((await post(unknown, sign(unknown))).statusCode).toBe(200);
    const nobody = subscriptionEvent('00000000-0000-4000-8000-000000000000');
    expect((await post(nobody, sign(nobody))).statusCode).toBe(200);
    const rows = await t.database.db.select().from(billingEvent).where(eq(billingEvent.id, 'evt_test_unknown_type_1'));
    expect(rows).toMatchObject([{ type: 'customer.tax_id.created', outcome: 'ignored', userId: null }]);
    expect(
      (
        await t.database.db
          .select()
          .from(billingEvent)
          .where(eq(billingEvent.id, JSON.parse(nobody).id))
      )[0]!.outcome,
    ).toBe('ignored');
  });

  it('keeps the newest state: an older event never overwrites it, a tie goes to canceled, and canceled is final', async () => {
    const host = await createHost(t.database.db);
    const base = JSON.parse(subscriptionEvent(host.userId, { plan: 'premium' }));
    const at = (offset: number, type: string, status: string, plan: 'pro' | 'premium') => {
      const event = structuredClone(base);
      Object.assign(event, { id: `${base.id}_${offset}_${type}`, created: base.created + offset, type });
      Object.assign(event.data.object, { status, metadata: { ...event.data.object.metadata, plan } });
      event.data.object.items.data[0].price.id = `price_test_${plan}`;
      return JSON.stringify(event);
    };
    const deliver = async (payload: string) => expect((await post(payload, sign(payload))).statusCode).toBe(200);
    const state = async () =>
      (
        await t.database.db
          .select({ plan: subscription.plan, status: subscription.status })
          .from(subscription)
          .where(eq(subscription.userId, host.userId))
      )[0];

    await deliver(at(10, 'customer.subscription.updated', 'active', 'premium'));
    await deliver(at(5, 'customer.subscription.updated', 'active', 'pro'));
    expect(await state()).toEqual({ plan: 'premium', status: 'active' });
    expect(await tierOf(host.userId)).toEqual({ tier: 'premium', paid: true });

    await deliver(at(10, 'customer.subscription.deleted', 'canceled', 'premium'));
    expect(await state()).toEqual({ plan: 'premium', status: 'canceled' });
    await deliver(at(20, 'customer.subscription.updated', 'active', 'pro'));
    expect(await state()).toEqual({ plan: 'premium', status: 'canceled' });
    expect(await tierOf(host.userId)).toEqual({ tier: 'free', paid: false });
  });
});

describe('the rest of the API', () => {
  it('keeps JSON parsing for every other billing route, and documents the billing routes', async () => {
    const client = await signedIn(await createHost(t.database.db));
    const res = await client.request('POST', '/api/billing/checkout', undefined, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    const spec = (await client.get('/api/openapi.json')).body;
    for (const path of [
      '/api/billing/subscription',
      '/api/billing/checkout',
      '/api/billing/webhook',
      '/api/billing/test-checkout/{sessionId}/pay',
      '/api/dev/billing-clock',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
  });
});
