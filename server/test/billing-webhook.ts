// Shared by the tests of the billing webhook in test mode (server/features/billing, server/test/
// concurrency): events signed as the provider signs them, posted as raw bytes, and the plan a host
// ends with.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { isPaidTier } from '@core/plans';
import { testWebhookSecret } from '../billing/test-mode/secret';
import { hostProfile } from '../db/schema';
import type { TestApp } from './app';

/** `app` is read when a helper runs: the file's app is made in its beforeAll. */
export function webhookHelpers(app: () => TestApp) {
  /** The stripe-signature header for `payload`: the test-mode secret and the current time unless told. */
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? testWebhookSecret(app().app.ctx.env.authSecret),
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });

  /** Sends a body to the webhook as the provider would: raw JSON bytes and the stripe-signature header. */
  const post = (payload: string, signature?: string) =>
    app().app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });

  /** The host's plan as their profile has it, and whether it is a paid one. */
  const tierOf = async (userId: string) => {
    const { tier } = (
      await app()
        .database.db.select({ tier: hostProfile.subscriptionTier })
        .from(hostProfile)
        .where(eq(hostProfile.userId, userId))
    )[0]!;
    return { tier, paid: isPaidTier(tier) };
  };

  return { sign, post, tierOf };
}
