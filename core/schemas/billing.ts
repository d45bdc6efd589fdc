// Contracts of the billing endpoints (spec §2 billing/pricing/highlight pages, §3 subscription info,
// §7 create-checkout, stripe-checkout, check-subscription). Shared by the server and the web pages.
// Which payment provider runs (Stripe or the built-in test mode) is invisible here on purpose.
import { z } from 'zod';
import { TEST_CHECKOUT_SESSION_ID } from '../plans';

/** What can be bought: a host plan (pro, premium) or the cleaner Highlight. */
export const PAID_PLANS = ['pro', 'premium', 'highlight'] as const;
export const PaidPlan = z.enum(PAID_PLANS);
export type PaidPlan = z.infer<typeof PaidPlan>;

export const HOST_PAID_TIERS = ['pro', 'premium'] as const;
export const HostPaidTier = z.enum(HOST_PAID_TIERS);
export type HostPaidTier = z.infer<typeof HostPaidTier>;

export const SUBSCRIPTION_KINDS = ['host_plan', 'highlight'] as const;
export const SubscriptionKind = z.enum(SUBSCRIPTION_KINDS);
export type SubscriptionKind = z.infer<typeof SubscriptionKind>;

/** Stripe's subscription statuses; the test-mode provider uses the same ones. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

/** One subscription as its owner sees it. */
export const SubscriptionSummary = z.object({
  kind: SubscriptionKind,
  plan: PaidPlan,
  status: SubscriptionStatus,
  /** ISO time the paid period ends (renewal date, or the end of access when cancelling). */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummary>;

/**
 * GET /api/billing/subscription — spec §3 "Subscription info" plus what the billing pages show.
 * For a host: the host plan; for a cleaner: the Highlight. Derived only from verified provider events.
 */
export const BillingStatus = z.object({
  role: z.enum(['host', 'cleaner']),
  subscriptionTier: z.enum(['free', 'pro', 'premium']),
  isSubscribed: z.boolean(),
  subscriptionStatus: SubscriptionStatus.nullable(),
  hasActiveSubscription: z.boolean(),
  isHighlighted: z.boolean(),
  /** The role's current subscription (entitled or not), or null when there has never been one. */
  subscription: SubscriptionSummary.nullable(),
  /** The provider has a hosted page for cards and invoices (Stripe's Billing Portal). */
  portalAvailable: z.boolean(),
});
export type BillingStatus = z.infer<typeof BillingStatus>;

/** POST /api/billing/checkout — starts a subscription checkout; the server picks the return URLs. */
export const CheckoutInput = z.object({ plan: PaidPlan });
export const CheckoutResponse = z.object({ url: z.string() });

/** POST /api/billing/change-plan — a subscribed host switches between pro and premium (prorated). */
export const ChangePlanInput = z.object({ plan: HostPaidTier });

/** POST /api/billing/cancel and /api/billing/resume — cancel at period end, or undo that. */
export const SubscriptionKindInput = z.object({ kind: SubscriptionKind });

/** POST /api/billing/portal — the provider's page for payment methods and invoices. */
export const PortalResponse = z.object({ url: z.string() });

/** Test-mode checkout page (GET /api/billing/test-checkout/:sessionId). */
export const TestCheckoutSessionId = z.object({ sessionId: z.string().regex(TEST_CHECKOUT_SESSION_ID) });
export const TestCheckout = z.object({
  id: z.string(),
  plan: PaidPlan,
  /** Monthly price in US dollars. */
  price: z.number(),
  /** expired: closed because another checkout of the account completed first. */
  status: z.enum(['open', 'complete', 'canceled', 'expired']),
  customerEmail: z.string(),
});
export type TestCheckout = z.infer<typeof TestCheckout>;
export const TestCheckoutResult = z.object({ redirectUrl: z.string() });

/** Development-only clock (POST /api/dev/billing-clock) that lets tests move past a period end. */
export const BillingClockInput = z.object({
  advanceDays: z.number().int().min(0).max(400),
  /** Renewals that fall due in this move fail (card declined): past_due, then canceled on a second failure. */
  failRenewals: z.boolean().optional(),
});
export const BillingClock = z.object({ now: z.string() });
