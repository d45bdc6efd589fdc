// The built-in test-mode payment provider (no Stripe keys): our own checkout page with Pay and
// Cancel, subscriptions kept in test_* tables as Stripe would keep them on its side, and the same
// signed events Stripe would send, delivered through the same webhook handler (signature check
// included) after the change that caused them has committed. Events that could not be delivered
// are retried by the billing sweep, as Stripe retries.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { errors } from '@core/messages/en/errors';
import { planPrice } from '@core/plans';
import type { PaidPlan, SubscriptionStatus, TestCheckout } from '@core/schemas/billing';
import type { Db, Tx } from '../../db/client';
import { testCheckoutSession, testSubscription, testWebhookEvent, user } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { addMonth, toUnix, type Clock } from '../clock';
import { ensureCustomerId } from '../customers';
import { kindOfPlan, WEBHOOK_TOLERANCE_SECONDS, type PaymentProvider, type WebhookHandler } from '../provider';
import { testWebhookSecret } from './secret';

export const TEST_PRICES: Record<PaidPlan, string> = {
  pro: 'price_test_pro',
  premium: 'price_test_premium',
  highlight: 'price_test_highlight',
};
const DAY_MS = 86_400_000;
const CHECKOUT_TTL_MS = 24 * 3_600_000;
const RENEWING_STATUSES = ['active', 'trialing', 'past_due'] as const satisfies readonly SubscriptionStatus[];

export const randomId = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
export const planForTestPrice = (priceId: string) =>
  (Object.keys(TEST_PRICES) as PaidPlan[]).find((p) => TEST_PRICES[p] === priceId);

// ---- Stripe-shaped objects (API version 2025+: the period is on the subscription item) ----
const metadataOf = (row: { userId: string; plan: PaidPlan }) => ({
  user_id: row.userId,
  kind: kindOfPlan(row.plan),
  plan: row.plan,
});

function itemsOf(row: SubscriptionRow) {
  return {
    object: 'list',
    data: [
      {
        id: row.itemId,
        object: 'subscription_item',
        quantity: 1,
        subscription: row.id,
        current_period_start: toUnix(row.currentPeriodStart),
        current_period_end: toUnix(row.currentPeriodEnd),
        price: {
          id: row.priceId,
          object: 'price',
          active: true,
          currency: 'usd',
          product: `prod_test_${row.plan}`,
          type: 'recurring',
          unit_amount: planPrice(row.plan) * 100,
          recurring: { interval: 'month', interval_count: 1 },
        },
      },
    ],
    has_more: false,
    total_count: 1,
    url: `/v1/subscription_items?subscription=${row.id}`,
  };
}

export function subscriptionObject(row: SubscriptionRow): Record<string, unknown> {
  const ended = row.status === 'canceled';
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancel_at: row.cancelAtPeriodEnd ? toUnix(row.currentPeriodEnd) : null,
    canceled_at: row.canceledAt ? toUnix(row.canceledAt) : null,
    ended_at: ended ? toUnix(row.canceledAt ?? row.currentPeriodEnd) : null,
    created: toUnix(row.createdAt),
    start_date: toUnix(row.createdAt),
    billing_cycle_anchor: toUnix(row.createdAt),
    collection_method: 'charge_automatically',
    currency: 'usd',
    livemode: false,
    metadata: metadataOf(row),
    items: itemsOf(row),
  };
}

function invoiceObject(
  row: SubscriptionRow,
  paid: boolean,
  reason: 'subscription_create' | 'subscription_cycle',
  now: Date,
): Record<string, unknown> {
  const amount = planPrice(row.plan) * 100;
  return {
    id: randomId('in_test_'),
    object: 'invoice',
    customer: row.customerId,
    status: paid ? 'paid' : 'open',
    billing_reason: reason,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    currency: 'usd',
    created: toUnix(now),
    period_start: toUnix(row.currentPeriodStart),
    period_end: toUnix(row.currentPeriodEnd),
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: row.id, metadata: metadataOf(row) },
    },
  };
}

export type TestModeControls = {
  getCheckout(sessionId: string, userId: string): Promise<TestCheckout | null>;
  payCheckout(sessionId: string, userId: string): Promise<{ redirectUrl: string }>;
  cancelCheckout(sessionId: string, userId: string): Promise<{ redirectUrl: string }>;
  /** Moves the billing clock forward and runs what falls due: renewals, failed renewals, period ends. */
  advanceClock(days: number, options?: { failRenewals?: boolean }): Promise<Date>;
  /** Renews or ends the subscriptions whose period is over (the sweep calls it as time passes). */
  processDue(options?: { failRenewals?: boolean }): Promise<void>;
  /** Delivers events whose first delivery failed. */
  redeliverPending(): Promise<void>;
};

export type SubscriptionRow = typeof testSubscription.$inferSelect;
type Emit = (
  type: string,
  subscriptionId: string,
  object: Record<string, unknown>,
  previousAttributes?: Record<string, unknown>,
) => Promise<void>;

export function createTestProvider(options: {
  db: Db;
  clock: Clock;
  appUrl: string;
  authSecret: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, appUrl, log } = options;
  const secret = testWebhookSecret(options.authSecret);
  let handler: WebhookHandler | undefined;

  /** Runs a change in one transaction, then delivers the events it emitted, in order. */
  async function mutate<T>(change: (tx: Tx, emit: Emit) => Promise<T>): Promise<T> {
    const emitted: string[] = [];
    const result = await db.transaction(async (tx) => {
      const emit: Emit = async (type, subscriptionId, object, previousAttributes) => {
        const created = await nextEventTime(tx, subscriptionId);
        const event = {
          id: randomId('evt_test_'),
          object: 'event',
          api_version: Stripe.API_VERSION,
          created,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          type,
          data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
        };
        await tx.insert(testWebhookEvent).values({ id: event.id, type, payload: JSON.stringify(event) });
        emitted.push(event.id);
      };
      return change(tx, emit);
    });
    await deliver(emitted);
    return result;
  }

  /** Event times strictly increase per subscription, so "newest wins" always has an answer. */
  async function nextEventTime(tx: Tx, subscriptionId: string): Promise<number> {
    const [row] = await tx
      .update(testSubscription)
      .set({ lastEventCreated: sql`greatest(${testSubscription.lastEventCreated} + 1, ${toUnix(clock.now())})` })
      .where(eq(testSubscription.id, subscriptionId))
      .returning({ created: testSubscription.lastEventCreated });
    if (!row) throw new Error(`test subscription ${subscriptionId} not found`);
    return row.created;
  }

  async function deliver(eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    if (!handler) throw new Error('the test-mode provider has no webhook handler attached');
    const rows = await db
      .select({ id: testWebhookEvent.id, type: testWebhookEvent.type, payload: testWebhookEvent.payload })
      .from(testWebhookEvent)
      .where(and(inArray(testWebhookEvent.id, eventIds), isNull(testWebhookEvent.deliveredAt)))
      .orderBy(asc(testWebhookEvent.seq));
    let failed = 0;
    for (const row of rows) {
      try {
        const signature = Stripe.webhooks.generateTestHeaderString({ payload: row.payload, secret });
        await handler(Buffer.from(row.payload), signature);
        await db.update(testWebhookEvent).set({ deliveredAt: new Date() }).where(eq(testWebhookEvent.id, row.id));
      } catch (err) {
        failed++;
        log.error(
          { err, eventId: row.id, type: row.type },
          'test-mode event delivery failed; the billing sweep retries it',
        );
      }
    }
    if (failed > 0) throw new Error(`${failed} of ${rows.length} test-mode events could not be delivered`);
  }

  async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow> {
    const [row] = await tx.select().from(testSubscription).where(eq(testSubscription.id, id)).for('update').limit(1);
    if (!row) throw new Error(`test subscription ${id} not found`);
    if (!(RENEWING_STATUSES as readonly string[]).includes(row.status))
      throw new AppError('NOT_SUBSCRIBED', errors.billing.notSubscribed);
    return row;
  }

  /** One customer's checkouts are paid one at a time (the second sees what the first did). */
  async function lockCustomer(tx: Tx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`turnready:test-checkout:${userId}`}, 0))`);
  }

  async function endNow(tx: Tx, emit: Emit, row: SubscriptionRow, canceledAt: Date): Promise<void> {
    const ended = await updateSubscription(tx, row.id, { status: 'canceled', canceledAt });
    await emit('customer.subscription.deleted', row.id, subscriptionObject(ended));
  }

  async function updateSubscription(
    tx: Tx,
    id: string,
    values: Partial<typeof testSubscription.$inferInsert>,
  ): Promise<SubscriptionRow> {
    const [row] = await tx
      .update(testSubscription)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(testSubscription.id, id))
      .returning();
    return row!;
  }

  // ---- Provider ----------------------------------------------------------------------------
  const provider: PaymentProvider = {
    name: 'test',
    hasPortal: false,

    async createCheckout({ userId, plan, successUrl, cancelUrl }) {
      const customerId = await ensureCustomerId(db, userId, 'test', async () => randomId('cus_test_'));
      const id = randomId('cs_test_');
      await db.insert(testCheckoutSession).values({
        id,
        userId,
        customerId,
        plan,
        priceId: TEST_PRICES[plan],
        successUrl,
        cancelUrl,
        expiresAt: new Date(clock.now().getTime() + CHECKOUT_TTL_MS),
      });
      return { url: `${appUrl}/billing/test-checkout/${id}` };
    },

    async changePlan(subscriptionId, plan) {
      await mutate(async (tx, emit) => {
        const before = await lockSubscription(tx, subscriptionId);
        if (before.plan === plan && !before.cancelAtPeriodEnd) return;
        const after = await updateSubscription(tx, subscriptionId, {
          plan,
          priceId: TEST_PRICES[plan],
          cancelAtPeriodEnd: false,
          canceledAt: null,
        });
        const previous: Record<string, unknown> = {};
        if (before.plan !== plan) Object.assign(previous, { items: itemsOf(before), metadata: metadataOf(before) });
        if (before.cancelAtPeriodEnd)
          Object.assign(previous, {
            cancel_at_period_end: true,
            cancel_at: toUnix(before.currentPeriodEnd),
            canceled_at: before.canceledAt ? toUnix(before.canceledAt) : null,
          });
        // The plan's price changes now; the prorated difference goes on the next invoice, as Stripe does.
        await emit('customer.subscription.updated', subscriptionId, subscriptionObject(after), previous);
      });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await mutate(async (tx, emit) => {
        const before = await lockSubscription(tx, subscriptionId);
        if (before.cancelAtPeriodEnd === cancel) return;
        const after = await updateSubscription(tx, subscriptionId, {
          cancelAtPeriodEnd: cancel,
          canceledAt: cancel ? clock.now() : null,
        });
        await emit('customer.subscription.updated', subscriptionId, subscriptionObject(after), {
          cancel_at_period_end: before.cancelAtPeriodEnd,
          cancel_at: before.cancelAtPeriodEnd ? toUnix(before.currentPeriodEnd) : null,
          canceled_at: before.canceledAt ? toUnix(before.canceledAt) : null,
        });
      });
    },

    async cancelNow(subscriptionId) {
      await mutate(async (tx, emit) => {
        const [row] = await tx
          .select()
          .from(testSubscription)
          .where(eq(testSubscription.id, subscriptionId))
          .for('update')
          .limit(1);
        if (!row) throw new Error(`test subscription ${subscriptionId} not found`);
        if (!(RENEWING_STATUSES as readonly string[]).includes(row.status)) return;
        await endNow(tx, emit, row, clock.now());
      });
    },

    async expireOtherCheckouts(customerId, completedSessionId) {
      await db
        .update(testCheckoutSession)
        .set({ status: 'expired' })
        .where(
          and(
            eq(testCheckoutSession.customerId, customerId),
            eq(testCheckoutSession.status, 'open'),
            ne(testCheckoutSession.id, completedSessionId),
          ),
        );
    },

    async createPortalSession() {
      return null;
    },

    verifyEvent(rawBody, signatureHeader) {
      return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
    },

    planForPrice: planForTestPrice,
  };

  // ---- Checkout page and clock ----------------------------------------------------------------
  async function processDue(opts: { failRenewals?: boolean } = {}): Promise<void> {
    await mutate(async (tx, emit) => {
      const now = clock.now();
      const due = await tx
        .select()
        .from(testSubscription)
        .where(
          and(inArray(testSubscription.status, [...RENEWING_STATUSES]), lte(testSubscription.currentPeriodEnd, now)),
        )
        .orderBy(asc(testSubscription.currentPeriodEnd))
        .limit(100)
        .for('update', { skipLocked: true });
      for (let row of due) {
        while (
          (RENEWING_STATUSES as readonly string[]).includes(row.status) &&
          row.currentPeriodEnd.getTime() <= now.getTime()
        ) {
          // A cancelled plan ends at its period end; a renewal that fails twice in a row ends it too
          // (Stripe's retries exhausted).
          if (row.cancelAtPeriodEnd || (opts.failRenewals && row.status === 'past_due')) {
            await endNow(tx, emit, row, row.canceledAt ?? row.currentPeriodEnd);
            break;
          }
          const before = row;
          const periodStart = row.currentPeriodEnd;
          const status = opts.failRenewals ? 'past_due' : 'active';
          row = await updateSubscription(tx, row.id, {
            status,
            currentPeriodStart: periodStart,
            currentPeriodEnd: addMonth(periodStart),
          });
          if (opts.failRenewals)
            await emit('invoice.payment_failed', row.id, invoiceObject(row, false, 'subscription_cycle', now));
          else await emit('invoice.paid', row.id, invoiceObject(row, true, 'subscription_cycle', now));
          const previous: Record<string, unknown> = { items: itemsOf(before) };
          if (before.status !== status) previous.status = before.status;
          await emit('customer.subscription.updated', row.id, subscriptionObject(row), previous);
        }
      }
    });
  }

  const controls: TestModeControls = {
    async getCheckout(sessionId, userId) {
      const [row] = await db
        .select({ session: testCheckoutSession, email: user.email })
        .from(testCheckoutSession)
        .innerJoin(user, eq(user.id, testCheckoutSession.userId))
        .where(and(eq(testCheckoutSession.id, sessionId), eq(testCheckoutSession.userId, userId)))
        .limit(1);
      if (!row) return null;
      const s = row.session;
      const expired = s.status === 'open' && s.expiresAt.getTime() <= clock.now().getTime();
      return {
        id: s.id,
        plan: s.plan,
        price: planPrice(s.plan),
        status: expired ? 'canceled' : s.status,
        customerEmail: row.email,
      };
    },

    async payCheckout(sessionId, userId) {
      const outcome = await mutate(async (tx, emit): Promise<{ redirectUrl: string } | 'superseded'> => {
        await lockCustomer(tx, userId);
        const s = await lockCheckout(tx, sessionId, userId);
        if (s.status === 'complete') return { redirectUrl: s.successUrl };
        if (s.status === 'canceled') throw new AppError('CHECKOUT_CLOSED', errors.billing.checkoutCanceled);
        if (s.status === 'expired') throw new AppError('CHECKOUT_CLOSED', errors.billing.checkoutSuperseded);
        const now = clock.now();
        if (s.expiresAt.getTime() <= now.getTime())
          throw new AppError('CHECKOUT_CLOSED', errors.billing.checkoutExpired);
        // One paid plan of a kind per account: a plan still running refuses this payment (nothing
        // is charged); one whose cancelled period is over ends now, as the sweep would end it.
        const sameKind =
          s.plan === 'highlight'
            ? eq(testSubscription.plan, 'highlight')
            : inArray(testSubscription.plan, ['pro', 'premium']);
        const running = await tx
          .select()
          .from(testSubscription)
          .where(
            and(
              eq(testSubscription.customerId, s.customerId),
              sameKind,
              inArray(testSubscription.status, [...RENEWING_STATUSES]),
            ),
          )
          .for('update');
        if (running.some((row) => !row.cancelAtPeriodEnd || row.currentPeriodEnd.getTime() > now.getTime())) {
          // Closed for good (its page says so), like the checkouts expired when a plan was paid.
          await tx.update(testCheckoutSession).set({ status: 'expired' }).where(eq(testCheckoutSession.id, s.id));
          return 'superseded';
        }
        for (const row of running) await endNow(tx, emit, row, row.canceledAt ?? row.currentPeriodEnd);
        const [sub] = await tx
          .insert(testSubscription)
          .values({
            id: randomId('sub_test_'),
            userId,
            customerId: s.customerId,
            itemId: randomId('si_test_'),
            plan: s.plan,
            priceId: s.priceId,
            status: 'active',
            currentPeriodStart: now,
            currentPeriodEnd: addMonth(now),
            lastEventCreated: toUnix(now) - 1,
            createdAt: now,
          })
          .returning();
        await tx
          .update(testCheckoutSession)
          .set({ status: 'complete', subscriptionId: sub!.id })
          .where(eq(testCheckoutSession.id, s.id));
        // The account's other open checkouts can no longer be paid (Stripe: the webhook expires them too).
        await tx
          .update(testCheckoutSession)
          .set({ status: 'expired' })
          .where(
            and(
              eq(testCheckoutSession.customerId, s.customerId),
              eq(testCheckoutSession.status, 'open'),
              ne(testCheckoutSession.id, s.id),
            ),
          );
        const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
        await emit('checkout.session.completed', sub!.id, {
          id: s.id,
          object: 'checkout.session',
          mode: 'subscription',
          status: 'complete',
          payment_status: 'paid',
          customer: s.customerId,
          customer_email: owner?.email ?? null,
          client_reference_id: userId,
          subscription: sub!.id,
          success_url: s.successUrl,
          cancel_url: s.cancelUrl,
          amount_total: planPrice(s.plan) * 100,
          currency: 'usd',
          livemode: false,
          metadata: metadataOf(s),
        });
        await emit('customer.subscription.created', sub!.id, subscriptionObject(sub!));
        await emit('invoice.paid', sub!.id, invoiceObject(sub!, true, 'subscription_create', now));
        return { redirectUrl: s.successUrl };
      });
      if (outcome === 'superseded') throw new AppError('CHECKOUT_CLOSED', errors.billing.checkoutSuperseded);
      return outcome;
    },

    async cancelCheckout(sessionId, userId) {
      return db.transaction(async (tx) => {
        const s = await lockCheckout(tx, sessionId, userId);
        if (s.status === 'complete') throw new AppError('CHECKOUT_CLOSED', errors.billing.checkoutComplete);
        if (s.status === 'open')
          await tx.update(testCheckoutSession).set({ status: 'canceled' }).where(eq(testCheckoutSession.id, s.id));
        return { redirectUrl: s.cancelUrl };
      });
    },

    async advanceClock(days, opts = {}) {
      await clock.advance(days * DAY_MS);
      await processDue(opts);
      return clock.now();
    },

    processDue,

    async redeliverPending() {
      // Older than 30 seconds (younger ones are still being delivered by the request that made
      // them) and younger than 3 days (Stripe, too, stops retrying after three days).
      const pending = await db
        .select({ id: testWebhookEvent.id })
        .from(testWebhookEvent)
        .where(
          and(
            isNull(testWebhookEvent.deliveredAt),
            lte(testWebhookEvent.createdAt, sql`now() - interval '30 seconds'`),
            gte(testWebhookEvent.createdAt, sql`now() - interval '3 days'`),
          ),
        )
        .orderBy(asc(testWebhookEvent.seq))
        .limit(100);
      await deliver(pending.map((p) => p.id));
    },
  };

  async function lockCheckout(tx: Tx, sessionId: string, userId: string) {
    const [s] = await tx
      .select()
      .from(testCheckoutSession)
      .where(and(eq(testCheckoutSession.id, sessionId), eq(testCheckoutSession.userId, userId)))
      .for('update')
      .limit(1);
    // Someone else's checkout is "not found", like a wrong id.
    if (!s) throw notFound(errors.billing.checkoutNotFound);
    return s;
  }

  return {
    provider,
    controls,
    /** The handler the events go through: the webhook route's own. */
    attach(webhookHandler: WebhookHandler) {
      handler = webhookHandler;
    },
  };
}
