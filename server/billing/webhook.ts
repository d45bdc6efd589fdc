// The webhook handler: the only way subscription state (and so every entitlement) changes. It
// verifies the signature on the raw body, records the event id so a repeat is a no-op, applies
// the event under a per-user lock with "newest state wins", derives entitlements and queues the
// emails, all in one transaction. Stripe's HTTP calls and the test-mode provider both come here.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@core/locale';
import { errors } from '@core/messages/en/errors';
import { APPLICANT_PREVIEW_CAP, JOB_LIMITS, planPrice } from '@core/plans';
import type { PaidPlan } from '@core/schemas/billing';
import type { Db, Tx } from '../db/client';
import { billingEvent, billingInvoice, subscription, user } from '../db/schema';
import type { Mailer } from '../email/mailer';
import {
  cancellationScheduledEmail,
  paymentFailedEmail,
  planActivatedEmail,
  planEndedEmail,
  secondPlanCanceledEmail,
} from '../email/templates';
import { AppError } from '../errors';
import { fromUnix, type Clock } from './clock';
import { findUserByCustomer, linkCustomer } from './customers';
import { isEntitled, lockBillingUser, recomputeEntitlements, type PlanChanged } from './entitlements';
import type { PaymentProvider, WebhookHandler } from './provider';
import {
  cancellationWasScheduled,
  EventEnvelope,
  readCheckoutSession,
  readInvoice,
  readSubscription,
} from './stripe-objects';
import { upsertSubscription } from './subscriptions';

type Deps = {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  log: FastifyBaseLogger;
  planChanged: PlanChanged;
};
/** Provider calls an event asks for, made after its transaction commits (they may deliver events themselves). */
type FollowUp =
  | { operation: 'expireOtherCheckouts'; customerId: string; sessionId: string }
  | { operation: 'cancelNow'; subscriptionId: string };
type Outcome = { outcome: 'applied' | 'ignored'; userId: string | null; emails: number; followUps?: FollowUp[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalid = () => new AppError('WEBHOOK_INVALID', errors.billing.webhookInvalid);

export function createWebhookHandler(deps: Deps): WebhookHandler {
  const { db, provider, mailer, clock, appUrl, log, planChanged } = deps;
  const billingUrl = (plan: PaidPlan) => `${appUrl}${plan === 'highlight' ? '/cleaner/billing' : '/host/billing'}`;

  return async function handleWebhook(rawBody, signatureHeader) {
    if (!rawBody || rawBody.length === 0 || !signatureHeader) {
      log.warn(
        { hasBody: !!rawBody?.length, hasSignature: !!signatureHeader },
        'billing webhook refused: no body or no signature',
      );
      throw invalid();
    }
    let verified: unknown;
    try {
      verified = provider.verifyEvent(rawBody, signatureHeader);
    } catch (err) {
      log.warn(
        { reason: (err as Error).message },
        'billing webhook refused: signature or timestamp does not check out',
      );
      throw invalid();
    }
    const envelope = EventEnvelope.safeParse(verified);
    if (!envelope.success) {
      log.warn({ issue: envelope.error.issues[0]?.message }, 'billing webhook refused: signed, but not an event');
      throw invalid();
    }
    const event = envelope.data;

    const result = await db.transaction(async (tx) => {
      // The event id is the idempotency key: a repeat (or a concurrent duplicate, which waits on
      // this row's unique index until the first commits) inserts nothing and changes nothing.
      const inserted = await tx
        .insert(billingEvent)
        .values({ id: event.id, type: event.type, created: fromUnix(event.created), outcome: 'ignored' })
        .onConflictDoNothing()
        .returning({ id: billingEvent.id });
      if (inserted.length === 0) return null;
      const outcome = await applyEvent(tx, event);
      if (outcome.outcome === 'applied' || outcome.userId) {
        await tx
          .update(billingEvent)
          .set({ outcome: outcome.outcome, userId: outcome.userId })
          .where(eq(billingEvent.id, event.id));
      }
      return outcome;
    });

    if (!result) {
      log.info({ eventId: event.id, type: event.type }, 'billing event already handled');
      return { duplicate: true };
    }
    log.info(
      { eventId: event.id, type: event.type, outcome: result.outcome, userId: result.userId },
      'billing event handled',
    );
    if (result.emails > 0) void mailer.kick();
    for (const followUp of result.followUps ?? []) await runFollowUp(followUp, event.id);
    return { duplicate: false };
  };

  /**
   * A failure is logged, not thrown: the event is applied and recorded. A second plan left running
   * is cancelled again by the billing sweep (cancelSupersededPlans); an open checkout left behind
   * is still caught by the next webhook.
   */
  async function runFollowUp(followUp: FollowUp, eventId: string): Promise<void> {
    try {
      if (followUp.operation === 'expireOtherCheckouts')
        await provider.expireOtherCheckouts(followUp.customerId, followUp.sessionId);
      else await provider.cancelNow(followUp.subscriptionId);
    } catch (err) {
      log.error({ err, eventId, ...followUp }, 'billing follow-up call to the payment provider failed');
    }
  }

  async function applyEvent(tx: Tx, event: EventEnvelope): Promise<Outcome> {
    if (event.type === 'checkout.session.completed') return applyCheckoutCompleted(tx, event);
    if (event.type.startsWith('customer.subscription.')) return applySubscriptionEvent(tx, event);
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') return applyInvoiceEvent(tx, event);
    return { outcome: 'ignored', userId: null, emails: 0 };
  }

  function ignore(event: EventEnvelope, reason: string, userId: string | null = null): Outcome {
    log.warn({ eventId: event.id, type: event.type, reason }, 'billing event ignored');
    return { outcome: 'ignored', userId, emails: 0 };
  }

  /** The customer mapping we made is trusted first; the metadata we attached is the fallback. */
  async function resolveUser(
    tx: Tx,
    customerId: string | null,
    metadataUserId: string | undefined,
  ): Promise<string | null> {
    if (customerId) {
      const byCustomer = await findUserByCustomer(tx, customerId);
      if (byCustomer) return byCustomer;
    }
    if (metadataUserId && UUID.test(metadataUserId)) {
      const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, metadataUserId)).limit(1);
      if (row) return row.id;
    }
    return null;
  }

  async function recipient(tx: Tx, userId: string) {
    const [row] = await tx
      .select({ email: user.email, name: user.name, locale: user.locale })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    // Issue 41: billing emails in the account's stored language.
    return row ? { email: row.email, name: row.name.split(' ')[0] || row.name, locale: row.locale } : null;
  }

  async function applyCheckoutCompleted(tx: Tx, event: EventEnvelope): Promise<Outcome> {
    const read = readCheckoutSession(event.data.object);
    if (!read.ok) return ignore(event, read.reason);
    const session = read.value;
    const userId = await resolveUser(tx, session.customerId, session.userId);
    if (!userId) return ignore(event, `checkout session ${session.id} names no user of ours`);
    await lockBillingUser(tx, userId);
    if (session.customerId) await linkCustomer(tx, userId, provider.name, session.customerId);
    let emails = 0;
    const to = await recipient(tx, userId);
    if (session.paid && session.plan && to) {
      const plan = session.plan;
      const content = planActivatedEmail({
        locale: to.locale,
        appUrl,
        name: to.name,
        plan,
        billingUrl: billingUrl(plan),
        price: planPrice(plan),
        jobs: plan === 'highlight' ? 0 : JOB_LIMITS[plan],
      });
      await mailer.enqueue(tx, { to: to.email, kind: 'billing-plan-activated', ...content });
      emails++;
    }
    // One paid plan per account: the account's other open checkouts can no longer be paid.
    const followUps: FollowUp[] =
      session.paid && session.customerId
        ? [{ operation: 'expireOtherCheckouts', customerId: session.customerId, sessionId: session.id }]
        : [];
    return { outcome: 'applied', userId, emails, followUps };
  }

  /**
   * One paid plan of a kind per account. When this user now holds two entitled subscriptions of
   * the kind (two checkouts paid at once, or one paid after another had started), the oldest stays;
   * each newer one is marked superseded (it grants nothing from now on), the user is emailed once,
   * and the provider is asked to end it after the commit.
   */
  async function supersedeSecondPlans(
    tx: Tx,
    userId: string,
    kind: 'host_plan' | 'highlight',
    to: { email: string; name: string; locale: Locale } | null,
  ) {
    const now = clock.now();
    const rows = (
      await tx
        .select()
        .from(subscription)
        .where(and(eq(subscription.userId, userId), eq(subscription.kind, kind), isNull(subscription.supersededAt)))
        .orderBy(asc(subscription.createdAt), asc(subscription.id))
    ).filter((r) => isEntitled(r, now));
    const [kept, ...extra] = rows;
    const followUps: FollowUp[] = [];
    let emails = 0;
    for (const row of extra) {
      await tx
        .update(subscription)
        .set({ supersededAt: now, updatedAt: new Date() })
        .where(eq(subscription.id, row.id));
      if (row.provider === provider.name) followUps.push({ operation: 'cancelNow', subscriptionId: row.id });
      if (to && kept) {
        const content = secondPlanCanceledEmail({
          locale: to.locale,
          appUrl,
          name: to.name,
          plan: row.plan,
          kept: kept.plan,
          billingUrl: billingUrl(row.plan),
        });
        await mailer.enqueue(tx, { to: to.email, kind: 'billing-second-plan-canceled', ...content });
        emails++;
      }
      log.warn(
        { userId, kept: kept?.id, superseded: row.id },
        'a second paid plan of one kind: the newer one is canceled',
      );
    }
    return { followUps, emails };
  }

  async function applySubscriptionEvent(tx: Tx, event: EventEnvelope): Promise<Outcome> {
    const read = readSubscription(event.data.object, (id) => provider.planForPrice(id));
    if (!read.ok) return ignore(event, read.reason);
    const state = read.value;
    const userId = await resolveUser(tx, state.customerId, state.metadataUserId);
    if (!userId) return ignore(event, `subscription ${state.id} belongs to no user of ours`);
    await lockBillingUser(tx, userId);
    await upsertSubscription(tx, { ...state, userId, provider: provider.name, stateAt: fromUnix(event.created) });
    const to = await recipient(tx, userId);
    const second = await supersedeSecondPlans(tx, userId, state.kind, to);
    const followUps = second.followUps;
    const now = clock.now();
    const entitlements = await recomputeEntitlements(tx, userId, now, planChanged);

    // Emails follow from the event itself, not from what arrived before it, so any delivery order
    // sends the same emails; the event id makes each one go out once.
    let emails = second.emails;
    if (!to) return { outcome: 'applied', userId, emails, followUps };
    if (
      event.type === 'customer.subscription.updated' &&
      cancellationWasScheduled(event.data.object, event.data.previous_attributes)
    ) {
      const content = cancellationScheduledEmail({
        locale: to.locale,
        appUrl,
        name: to.name,
        plan: state.plan,
        billingUrl: billingUrl(state.plan),
        endsAt: state.currentPeriodEnd,
        freeJobs: JOB_LIMITS.free,
      });
      await mailer.enqueue(tx, { to: to.email, kind: 'billing-cancellation-scheduled', ...content });
      emails++;
    }
    const stillEntitled = state.kind === 'highlight' ? entitlements.highlighted : entitlements.hostTier !== 'free';
    if (event.type === 'customer.subscription.deleted' && state.status === 'canceled' && !stillEntitled) {
      const content = planEndedEmail({
        locale: to.locale,
        appUrl,
        name: to.name,
        plan: state.plan,
        billingUrl: billingUrl(state.plan),
        freeJobs: JOB_LIMITS.free,
        preview: APPLICANT_PREVIEW_CAP,
      });
      await mailer.enqueue(tx, { to: to.email, kind: 'billing-plan-ended', ...content });
      emails++;
    }
    return { outcome: 'applied', userId, emails, followUps };
  }

  async function applyInvoiceEvent(tx: Tx, event: EventEnvelope): Promise<Outcome> {
    const read = readInvoice(event.data.object);
    if (!read.ok) return ignore(event, read.reason);
    const invoice = read.value;
    const userId = await resolveUser(tx, invoice.customerId, invoice.metadataUserId);
    if (!userId) return ignore(event, `invoice ${invoice.id} belongs to no user of ours`);
    await lockBillingUser(tx, userId);
    const status = event.type === 'invoice.paid' ? ('paid' as const) : ('failed' as const);
    const stateAt = fromUnix(event.created);
    // Newest event wins; at the same second a payment beats a failure (a retry that succeeded).
    await tx
      .insert(billingInvoice)
      .values({
        id: invoice.id,
        userId,
        subscriptionId: invoice.subscriptionId,
        status,
        amountDue: invoice.amountDue,
        currency: invoice.currency,
        stateAt,
      })
      .onConflictDoUpdate({
        target: billingInvoice.id,
        set: {
          status: sql`excluded.status`,
          amountDue: sql`excluded.amount_due`,
          stateAt: sql`excluded.state_at`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`excluded.state_at > ${billingInvoice.stateAt} or (excluded.state_at = ${billingInvoice.stateAt} and excluded.status = 'paid')`,
      });

    let emails = 0;
    if (status === 'failed') {
      const plan =
        invoice.metadataPlan ??
        (invoice.subscriptionId ? await planOfSubscription(tx, invoice.subscriptionId) : undefined);
      const to = await recipient(tx, userId);
      if (!plan)
        log.warn(
          { eventId: event.id, invoiceId: invoice.id },
          'payment failed for an invoice of no known plan: no email',
        );
      else if (to) {
        const content = paymentFailedEmail({
          locale: to.locale,
          appUrl,
          name: to.name,
          plan,
          billingUrl: billingUrl(plan),
          amountCents: invoice.amountDue,
          currency: invoice.currency,
        });
        await mailer.enqueue(tx, { to: to.email, kind: 'billing-payment-failed', ...content });
        emails++;
      }
    }
    return { outcome: 'applied', userId, emails };
  }
}

async function planOfSubscription(tx: Tx, subscriptionId: string): Promise<PaidPlan | undefined> {
  const [row] = await tx
    .select({ plan: subscription.plan })
    .from(subscription)
    .where(eq(subscription.id, subscriptionId))
    .limit(1);
  return row?.plan;
}
