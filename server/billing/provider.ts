// What the app needs from a payment provider. server/billing/index.ts picks one implementation
// (Stripe, or the built-in test mode) from the environment; nothing else knows which one runs.
//
// Shared by both: this interface, the webhook handler (webhook.ts), the Stripe-shaped event objects
// both providers speak (stripe-objects.ts), customers, entitlements and the subscriptions writer.
// The Stripe path is stripe-provider.ts; the test mode (a product feature for demos, with its own
// test_* tables) lives in test-mode/. Neither imports the other: lint enforces it.
import type Stripe from 'stripe';
import type { HostPaidTier, PaidPlan } from '@core/schemas/billing';

export type CheckoutRequest = {
  userId: string;
  email: string;
  plan: PaidPlan;
  /** Where the provider sends the browser after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
};

export type ProviderName = 'stripe' | 'test';

export interface PaymentProvider {
  readonly name: ProviderName;
  /** A hosted page for cards and invoices exists (Stripe's Billing Portal). */
  readonly hasPortal: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Switches a host plan's price, prorated, and undoes a scheduled cancellation. */
  changePlan(subscriptionId: string, plan: HostPaidTier): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<void>;
  /**
   * Ends a subscription now (a second paid plan of its kind on one account). A subscription that
   * has already ended is left as it is.
   */
  cancelNow(subscriptionId: string): Promise<void>;
  /** Expires the customer's open checkouts other than the one that completed: none of them can be paid any more. */
  expireOtherCheckouts(customerId: string, completedSessionId: string): Promise<void>;
  /** null: this provider has no portal. */
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string } | null>;
  /**
   * The event in a webhook body, after checking its signature against the raw bytes. Throws when
   * the signature does not match or its timestamp is more than 5 minutes old.
   */
  verifyEvent(rawBody: Buffer, signatureHeader: string): Stripe.Event;
  /** The plan a price id stands for (each provider has its own price ids). */
  planForPrice(priceId: string): PaidPlan | undefined;
}

/** What verifies and applies a provider's signed event (server/billing/webhook.ts); the test mode delivers its events to it. */
export type WebhookResult = { duplicate: boolean };
export type WebhookHandler = (
  rawBody: Buffer | undefined,
  signatureHeader: string | undefined,
) => Promise<WebhookResult>;

/** Stripe's default tolerance for a signed webhook's age, in seconds. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const kindOfPlan = (plan: PaidPlan) => (plan === 'highlight' ? ('highlight' as const) : ('host_plan' as const));
