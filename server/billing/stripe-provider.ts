// Stripe: Checkout Sessions in subscription mode, one customer per user, the Billing Portal, and
// signed webhooks. STRIPE_API_URL points the SDK somewhere else (tests run a local stand-in).
import Stripe from 'stripe';
import type { PaidPlan } from '@core/schemas/billing';
import type { Db } from '../db/client';
import type { StripeEnv } from '../env';
import { ensureCustomerId } from './customers';
import { kindOfPlan, WEBHOOK_TOLERANCE_SECONDS, type PaymentProvider } from './provider';

export function createStripeProvider(options: { config: StripeEnv; db: Db }): PaymentProvider {
  const { config, db } = options;
  const stripe = new Stripe(config.secretKey, {
    ...apiAddress(config.apiUrl),
    // The SDK retries network failures and 409/429/5xx answers with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'TurnReady' },
  });
  const priceOf: Record<PaidPlan, string> = config.prices;

  return {
    name: 'stripe',
    hasPortal: true,

    async createCheckout({ userId, email, plan, successUrl, cancelUrl }) {
      const customer = await ensureCustomerId(db, userId, 'stripe', async () => {
        // One key per user: two first checkouts at once create one customer, not two.
        const created = await stripe.customers.create(
          { email, metadata: { user_id: userId } },
          { idempotencyKey: `turnready-customer-${userId}` },
        );
        return created.id;
      });
      const metadata = { user_id: userId, kind: kindOfPlan(plan), plan };
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: userId,
        line_items: [{ price: priceOf[plan], quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        subscription_data: { metadata },
        metadata,
      });
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { url: session.url };
    },

    async changePlan(subscriptionId, plan) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item.id, price: priceOf[plan] }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
      });
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel });
    },

    async cancelNow(subscriptionId) {
      const current = await stripe.subscriptions.retrieve(subscriptionId);
      if (current.status === 'canceled' || current.status === 'incomplete_expired') return;
      // Unused time of the period goes back to the customer's balance as a credit.
      await stripe.subscriptions.cancel(
        subscriptionId,
        { prorate: true, invoice_now: true },
        { idempotencyKey: `turnready-cancel-second-plan-${subscriptionId}` },
      );
    },

    async expireOtherCheckouts(customerId, completedSessionId) {
      for await (const session of stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 100 })) {
        if (session.id === completedSessionId) continue;
        try {
          await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: `turnready-expire-${session.id}` });
        } catch (err) {
          // Completed or expired meanwhile: a payment that got through is caught by the webhook.
          if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        }
      }
    },

    async createPortalSession(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    verifyEvent(rawBody, signatureHeader) {
      return stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    },

    planForPrice(priceId) {
      return (Object.keys(priceOf) as PaidPlan[]).find((plan) => priceOf[plan] === priceId);
    },
  };
}

function apiAddress(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
