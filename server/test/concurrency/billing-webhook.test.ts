// The billing webhook raced (test mode): a host's whole life as a subscriber, replayed for other
// hosts with every event delivered five times at once in shuffled order, ends exactly as one
// in-order delivery does, with no email sent twice.
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingCustomer,
  billingEvent,
  billingInvoice,
  outboxEmail,
  subscription,
  testWebhookEvent,
} from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../app';
import { webhookHelpers } from '../billing-webhook';
import { createHost } from '../factories';
import { signedInClient } from '../sessions';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

const { sign, post, tierOf } = webhookHelpers(() => t);

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
      subscriptions: subs.map((s) => ({
        kind: s.kind,
        plan: s.plan,
        status: s.status,
        cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        currentPeriodEnd: s.currentPeriodEnd?.toISOString(),
        stateAt: s.stateAt.toISOString(),
      })),
      profile: await tierOf(userId),
      invoices: invoices.map((i) => `${i.status}:${i.amountDue}:${i.stateAt.toISOString()}`).sort(),
      events: events.map((e) => `${e.type}:${e.outcome}`).sort(),
      customers: customers.length,
      emails: mail
        .filter((m) => m.kind.startsWith('billing-'))
        .map((m) => `${m.kind}|${m.subject}`)
        .sort(),
    };
  }

  /** The same events for another user: ids renamed, then signed again. */
  function replayFor(
    events: Captured[],
    from: { userId: string; customerId: string; subscriptionId: string },
    to: { userId: string },
    tag: string,
  ) {
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
      new Set([
        'checkout.session.completed',
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'invoice.paid',
        'invoice.payment_failed',
      ]),
    );
    const [sub] = await t.database.db.select().from(subscription).where(eq(subscription.userId, original.userId));
    const [customer] = await t.database.db
      .select()
      .from(billingCustomer)
      .where(eq(billingCustomer.userId, original.userId));
    const from = { userId: original.userId, customerId: customer!.customerId, subscriptionId: sub!.id };

    // Two endings: renewed and paid up (before the last cancellation), and ended (all of it).
    expect(captured.slice(-2).map((e) => e.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
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
        expect(kinds).toEqual([
          'billing-cancellation-scheduled',
          'billing-cancellation-scheduled',
          'billing-payment-failed',
          'billing-plan-activated',
          'billing-plan-ended',
        ]);
        expect(expected.profile).toEqual({ tier: 'free', paid: false });
        // Replayed in order, the events rebuild exactly what the original host has.
        expect(expected).toEqual(await snapshot(original.userId, original.email));
      } else {
        expect(kinds).toEqual(['billing-cancellation-scheduled', 'billing-payment-failed', 'billing-plan-activated']);
        expect(expected.profile).toEqual({ tier: 'premium', paid: true });
        expect(expected.subscriptions[0]).toMatchObject({
          plan: 'premium',
          status: 'active',
          cancelAtPeriodEnd: false,
        });
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
