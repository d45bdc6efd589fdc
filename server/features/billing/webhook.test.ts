// POST /api/billing/webhook: signature on the raw body, stale and tampered events refused with
// nothing written, each event applied once, and any delivery order ending in the same state.
import { asc, count, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaidTier } from '@core/plans';
import { testWebhookSecret } from '../../billing/test-mode/secret';
import {
  billingCustomer,
  billingEvent,
  billingInvoice,
  hostProfile,
  outboxEmail,
  subscription,
  testCheckoutSession,
  testSubscription,
  testWebhookEvent,
} from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { createHost } from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  secret = testWebhookSecret(t.app.ctx.env.authSecret);
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? secret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });

/** Sends a body to the webhook as the provider would: raw JSON bytes and the stripe-signature header. */
const post = (payload: string, signature?: string) =>
  t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) } });

let n = 0;
/** A customer.subscription.created event (API 2025+ shape) for `userId` on the test prices. */
function subscriptionEvent(userId: string, overrides: { plan?: 'pro' | 'premium'; type?: string; status?: string } = {}) {
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
        items: { object: 'list', data: [{ id: `si_test_manual${n}`, object: 'subscription_item', current_period_start: now, current_period_end: now + 30 * 86_400, price: { id: `price_test_${plan}`, object: 'price' } }] },
      },
    },
  });
}

const billingTables = { billingCustomer, billingEvent, billingInvoice, subscription, testCheckoutSession, testSubscription, testWebhookEvent, outboxEmail };
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(billingTables)) {
    const [row] = await t.database.db.select({ n: count() }).from(table);
    counts[name] = Number(row!.n);
  }
  return counts;
}
const tierOf = async (userId: string) => {
  const { tier } = (await t.database.db.select({ tier: hostProfile.subscriptionTier }).from(hostProfile).where(eq(hostProfile.userId, userId)))[0]!;
  return { tier, paid: isPaidTier(tier) };
};

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
    ['a tampered body', (payload: string) => ({ body: payload.replace('price_test_pro', 'price_test_premium'), signature: sign(payload) })],
    ['the wrong secret', (payload: string) => ({ body: payload, signature: sign(payload, { secret: 'whsec_not_ours_0123456789' }) })],
    ['a timestamp older than 5 minutes', (payload: string) => ({ body: payload, signature: sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }) })],
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
    const res = await t.app.inject({ method: 'POST', url: '/api/billing/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload), origin: 'https://hooks.stripe.com' } });
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
    const unknown = JSON.stringify({ id: 'evt_test_unknown_type_1', object: 'event', created: 1_800_000_000, type: 'customer.tax_id.created', data: { object: { id: 'txi_1', object: 'tax_id' } } });
    expect((await post(unknown, sign(unknown))).statusCode).toBe(200);
    const nobody = subscriptionEvent('00000000-0000-4000-8000-000000000000');
    expect((await post(nobody, sign(nobody))).statusCode).toBe(200);
    const rows = await t.database.db.select().from(billingEvent).where(eq(billingEvent.id, 'evt_test_unknown_type_1'));
    expect(rows).toMatchObject([{ type: 'customer.tax_id.created', outcome: 'ignored', userId: null }]);
    expect((await t.database.db.select().from(billingEvent).where(eq(billingEvent.id, JSON.parse(nobody).id)))[0]!.outcome).toBe('ignored');
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
    const state = async () => (await t.database.db.select({ plan: subscription.plan, status: subscription.status }).from(subscription).where(eq(subscription.userId, host.userId)))[0];

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

describe('delivery order', () => {
  type Captured = { type: string; payload: string };

  /** Every billing fact about a user, with provider ids left out (they differ between replays). */
  async function snapshot(userId: string, email: string) {
    const db = t.database.db;
    const subs = await db.select().from(subscription).where(eq(subscription.userId, userId));
    const invoices = await db.select().from(billingInvoice).where(eq(billingInvoice.userId, userId));
    const events = await db.select().from(billingEvent).where(eq(billingEvent.userId, userId));
    const customers = await db.select().from(billingCustomer).where(eq(billingCustomer.userId, userId));
    const mail = await db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, email));
    return {
      subscriptions: subs.map((s) => ({ kind: s.kind, plan: s.plan, status: s.status, cancelAtPeriodEnd: s.cancelAtPeriodEnd, currentPeriodEnd: s.currentPeriodEnd?.toISOString(), stateAt: s.stateAt.toISOString() })),
      profile: await tierOf(userId),
      invoices: invoices.map((i) => `${i.status}:${i.amountDue}:${i.stateAt.toISOString()}`).sort(),
      events: events.map((e) => `${e.type}:${e.outcome}`).sort(),
      customers: customers.length,
      emails: mail.filter((m) => m.kind.startsWith('billing-')).map((m) => `${m.kind}|${m.subject}`).sort(),
    };
  }

  /** The same events for another user: ids renamed, then signed again. */
  function replayFor(events: Captured[], from: { userId: string; customerId: string; subscriptionId: string }, to: { userId: string }, tag: string) {
    return events.map((e) => {
      const payload = e.payload
        .split(from.userId)
        .join(to.userId)
        .split(from.customerId)
        .join(`cus_test_${tag}`)
        .split(from.subscriptionId)
        .join(`sub_test_${tag}`)
        .replaceAll('evt_test_', `evt_test_${tag}`)
        .replaceAll('in_test_', `in_test_${tag}`)
        .replaceAll('cs_test_', `cs_test_${tag}`);
      return { type: e.type, payload };
    });
  }

  function shuffled<T>(items: T[]): T[] {
    const a = [...items];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  }

  it('every event type, delivered 5 times concurrently in shuffled order, ends as one in-order delivery, with no duplicate email', async () => {
    // A host's whole life as a subscriber, through the API and the dev clock; the test provider
    // sends every event it would (through the webhook handler) and keeps what it sent.
    const original = await createHost(t.database.db);
    const client = await signedIn(original);
    const checkout = await client.post('/api/billing/checkout', { plan: 'pro' });
    const sessionId = new URL(checkout.body.url).pathname.split('/').pop()!;
    expect((await client.post(`/api/billing/test-checkout/${sessionId}/pay`)).status).toBe(200);
    const dev = new TestClient(t.app);
    for (const [path, body] of [
      ['/api/billing/change-plan', { plan: 'premium' }],
      ['/api/billing/cancel', { kind: 'host_plan' }],
      ['/api/billing/resume', { kind: 'host_plan' }],
      ['/api/dev/billing-clock', { advanceDays: 32, failRenewals: true }],
      ['/api/dev/billing-clock', { advanceDays: 31 }],
      ['/api/billing/cancel', { kind: 'host_plan' }],
      ['/api/dev/billing-clock', { advanceDays: 32 }],
    ] as const) {
      const res = await (path.startsWith('/api/dev') ? dev : client).post(path, body);
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    }
    const captured: Captured[] = await t.database.db
      .select({ type: testWebhookEvent.type, payload: testWebhookEvent.payload })
      .from(testWebhookEvent)
      .where(like(testWebhookEvent.payload, `%${original.userId}%`))
      .orderBy(asc(testWebhookEvent.seq));
    expect(new Set(captured.map((e) => e.type))).toEqual(
      new Set(['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.paid', 'invoice.payment_failed']),
    );
    const [sub] = await t.database.db.select().from(subscription).where(eq(subscription.userId, original.userId));
    const [customer] = await t.database.db.select().from(billingCustomer).where(eq(billingCustomer.userId, original.userId));
    const from = { userId: original.userId, customerId: customer!.customerId, subscriptionId: sub!.id };

    // Two endings: renewed and paid up (before the last cancellation), and ended (all of it).
    expect(captured.slice(-2).map((e) => e.type)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    const withoutEnd = captured.slice(0, -2);
    for (const [events, shuffles] of [
      [withoutEnd, 2],
      [captured, 3],
    ] as const) {
      const inOrder = await createHost(t.database.db);
      for (const e of replayFor(events, from, inOrder, `o${inOrder.userId.slice(0, 8)}`)) {
        const res = await post(e.payload, sign(e.payload));
        expect(res.statusCode, res.body).toBe(200);
      }
      const expected = await snapshot(inOrder.userId, inOrder.email);
      expect(expected.subscriptions).toHaveLength(1);
      const kinds = expected.emails.map((m) => m.split('|')[0]);
      if (events === captured) {
        expect(kinds).toEqual(['billing-cancellation-scheduled', 'billing-cancellation-scheduled', 'billing-payment-failed', 'billing-plan-activated', 'billing-plan-ended']);
        expect(expected.profile).toEqual({ tier: 'free', paid: false });
        // Replayed in order, the events rebuild exactly what the original host has.
        expect(expected).toEqual(await snapshot(original.userId, original.email));
      } else {
        expect(kinds).toEqual(['billing-cancellation-scheduled', 'billing-payment-failed', 'billing-plan-activated']);
        expect(expected.profile).toEqual({ tier: 'premium', paid: true });
        expect(expected.subscriptions[0]).toMatchObject({ plan: 'premium', status: 'active', cancelAtPeriodEnd: false });
      }

      for (let s = 0; s < shuffles; s++) {
        const host = await createHost(t.database.db);
        const replay = replayFor(events, from, host, `s${host.userId.slice(0, 8)}`);
        const deliveries = shuffled(replay.flatMap((e) => Array.from({ length: 5 }, () => e)));
        const results = await Promise.all(deliveries.map((e) => post(e.payload, sign(e.payload))));
        for (const r of results) expect(r.statusCode, r.body).toBe(200);
        expect(await snapshot(host.userId, host.email)).toEqual(expected);
      }
    }
  });
});

describe('the rest of the API', () => {
  it('keeps JSON parsing for every other billing route, and documents the billing routes', async () => {
    const client = await signedIn(await createHost(t.database.db));
    const res = await client.request('POST', '/api/billing/checkout', undefined, { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    const spec = (await client.get('/api/openapi.json')).body;
    for (const path of ['/api/billing/subscription', '/api/billing/checkout', '/api/billing/webhook', '/api/billing/test-checkout/{sessionId}/pay', '/api/dev/billing-clock']) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
  });
});
