// Reads the parts of Stripe-shaped objects (subscriptions, invoices, checkout sessions) that billing
// uses, tolerating both older API versions (period end on the subscription, `invoice.subscription`)
// and 2025+ ones (period end on each item, `invoice.parent.subscription_details`). Both providers
// send this shape: Stripe itself, and the test mode that imitates it.
import { z } from 'zod';
import { PaidPlan, SubscriptionStatus } from '@core/schemas/billing';
import { fromUnix } from './clock';
import { kindOfPlan } from './provider';

const Id = z.string().min(1).max(255);
/** An id, or the expanded object carrying it. */
const Ref = z.union([Id, z.object({ id: Id })]).transform((v) => (typeof v === 'string' ? v : v.id));
const Metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((v) => v ?? {});
// Unix seconds within what PostgreSQL's timestamptz holds (up to year 9999).
const Unix = z.number().int().nonnegative().max(253_402_300_799);

const SubscriptionObject = z.object({
  id: Id,
  object: z.literal('subscription'),
  customer: Ref,
  status: SubscriptionStatus,
  cancel_at_period_end: z.boolean(),
  cancel_at: Unix.nullish(),
  current_period_end: Unix.nullish(),
  metadata: Metadata,
  items: z.object({
    data: z.array(z.object({ id: Id, price: z.object({ id: Id }), current_period_end: Unix.nullish() })),
  }),
});

/** The `previous_attributes` of a customer.subscription.updated event, as far as billing reads them. */
const PreviousSubscription = z
  .object({ cancel_at_period_end: z.boolean().optional(), cancel_at: Unix.nullish() })
  .loose();

export type SubscriptionState = {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  plan: PaidPlan;
  kind: 'host_plan' | 'highlight';
  currentPeriodEnd: Date | null;
  /** A cancellation is scheduled: access ends at `currentPeriodEnd`. */
  cancelAtPeriodEnd: boolean;
  metadataUserId: string | undefined;
};

export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: string };

const planFrom = (
  priceId: string | undefined,
  metadata: Record<string, string>,
  planForPrice: (id: string) => PaidPlan | undefined,
) => {
  const fromPrice = priceId ? planForPrice(priceId) : undefined;
  if (fromPrice) return fromPrice;
  const fromMetadata = PaidPlan.safeParse(metadata.plan);
  return fromMetadata.success ? fromMetadata.data : undefined;
};

export function readSubscription(
  object: unknown,
  planForPrice: (id: string) => PaidPlan | undefined,
): ReadResult<SubscriptionState> {
  const parsed = SubscriptionObject.safeParse(object);
  if (!parsed.success)
    return { ok: false, reason: `unreadable subscription: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const s = parsed.data;
  const item = s.items.data[0];
  const plan = planFrom(item?.price.id, s.metadata, planForPrice);
  if (!plan)
    return {
      ok: false,
      reason: `subscription ${s.id} has a price that is none of our plans (${item?.price.id ?? 'no items'})`,
    };
  // API versions since 2025-03-31 keep the period on each item; older ones on the subscription.
  const periodEnd = item?.current_period_end ?? s.current_period_end ?? null;
  // A cancellation may be scheduled with cancel_at_period_end or with a cancel_at time (newer
  // Billing Portal settings); either way access ends at the earlier of that time and the period end.
  const cancelAt = s.cancel_at ?? null;
  const end = cancelAt !== null && (periodEnd === null || cancelAt < periodEnd) ? cancelAt : periodEnd;
  return {
    ok: true,
    value: {
      id: s.id,
      customerId: s.customer,
      status: s.status,
      plan,
      kind: kindOfPlan(plan),
      currentPeriodEnd: end === null ? null : fromUnix(end),
      cancelAtPeriodEnd: s.cancel_at_period_end || cancelAt !== null,
      metadataUserId: s.metadata.user_id,
    },
  };
}

/**
 * Whether a customer.subscription.updated event is the moment a cancellation was scheduled: the
 * event itself says so (its previous attributes had none), so the answer does not depend on which
 * other events arrived first.
 */
export function cancellationWasScheduled(current: unknown, previousAttributes: unknown): boolean {
  const now = SubscriptionObject.pick({ cancel_at_period_end: true, cancel_at: true }).safeParse(current);
  const before = PreviousSubscription.safeParse(previousAttributes ?? {});
  if (!now.success || !before.success) return false;
  const scheduledNow = now.data.cancel_at_period_end || (now.data.cancel_at ?? null) !== null;
  if (!('cancel_at_period_end' in before.data) && !('cancel_at' in before.data)) return false;
  const previousFlag = before.data.cancel_at_period_end ?? now.data.cancel_at_period_end;
  const previousAt = 'cancel_at' in before.data ? (before.data.cancel_at ?? null) : (now.data.cancel_at ?? null);
  return scheduledNow && !(previousFlag || previousAt !== null);
}

const InvoiceObject = z.object({
  id: Id,
  object: z.literal('invoice'),
  customer: Ref,
  // Fits the integer column (Stripe amounts have at most 8 digits).
  amount_due: z.number().int().nonnegative().max(2_147_483_647),
  currency: z.string().min(3).max(3),
  // Before API 2025-03-31.
  subscription: Ref.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: Ref, metadata: Metadata }).nullish() }).nullish(),
});

export type InvoiceState = {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  amountDue: number;
  currency: string;
  metadataUserId: string | undefined;
  metadataPlan: PaidPlan | undefined;
};

export function readInvoice(object: unknown): ReadResult<InvoiceState> {
  const parsed = InvoiceObject.safeParse(object);
  if (!parsed.success)
    return { ok: false, reason: `unreadable invoice: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const i = parsed.data;
  const details = i.parent?.subscription_details ?? null;
  const plan = PaidPlan.safeParse(details?.metadata.plan);
  return {
    ok: true,
    value: {
      id: i.id,
      customerId: i.customer,
      subscriptionId: details?.subscription ?? i.subscription ?? null,
      amountDue: i.amount_due,
      currency: i.currency.toLowerCase(),
      metadataUserId: details?.metadata.user_id,
      metadataPlan: plan.success ? plan.data : undefined,
    },
  };
}

const CheckoutSessionObject = z.object({
  id: Id,
  object: z.literal('checkout.session'),
  mode: z.string(),
  payment_status: z.string(),
  customer: Ref.nullish(),
  client_reference_id: z.string().max(255).nullish(),
  metadata: Metadata,
});

export type CheckoutSessionState = {
  id: string;
  customerId: string | null;
  userId: string | undefined;
  plan: PaidPlan | undefined;
  /** A subscription checkout that was paid (or needed no payment). */
  paid: boolean;
};

export function readCheckoutSession(object: unknown): ReadResult<CheckoutSessionState> {
  const parsed = CheckoutSessionObject.safeParse(object);
  if (!parsed.success)
    return { ok: false, reason: `unreadable checkout session: ${parsed.error.issues[0]?.message ?? 'invalid'}` };
  const c = parsed.data;
  const plan = PaidPlan.safeParse(c.metadata.plan);
  return {
    ok: true,
    value: {
      id: c.id,
      customerId: c.customer ?? null,
      userId: c.client_reference_id ?? c.metadata.user_id,
      plan: plan.success ? plan.data : undefined,
      paid: c.mode === 'subscription' && (c.payment_status === 'paid' || c.payment_status === 'no_payment_required'),
    },
  };
}

/** The envelope of every event. `created` is Unix seconds. */
export const EventEnvelope = z.object({
  id: Id,
  type: z.string().min(1).max(255),
  created: Unix,
  data: z.object({ object: z.unknown(), previous_attributes: z.unknown().optional() }),
});
export type EventEnvelope = z.infer<typeof EventEnvelope>;
