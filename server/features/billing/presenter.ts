// Subscription rows → the BillingStatus contract (core/schemas/billing.ts): the one place that
// decides what the billing pages learn. Provider ids (subscription, customer) never leave the server.
import { isPaidTier } from '@core/plans';
import type { BillingStatus } from '@core/schemas/billing';
import type { subscription } from '../../db/schema';

export type SubscriptionRow = typeof subscription.$inferSelect;

export function presentBillingStatus(input: {
  role: 'host' | 'cleaner';
  hostTier: 'free' | 'pro' | 'premium';
  highlighted: boolean;
  current: SubscriptionRow | null;
  portalAvailable: boolean;
}): BillingStatus {
  const { role, current } = input;
  // The derived profile columns are the entitlement: the same values the job limit and applicant
  // visibility read, so the pages never disagree with what the host can actually do.
  const entitled = role === 'host' ? isPaidTier(input.hostTier) : input.highlighted;
  return {
    role,
    subscriptionTier: role === 'host' ? input.hostTier : 'free',
    isSubscribed: entitled,
    subscriptionStatus: current?.status ?? null,
    hasActiveSubscription: entitled,
    isHighlighted: input.highlighted,
    subscription: current
      ? {
          kind: current.kind,
          plan: current.plan,
          status: current.status,
          currentPeriodEnd: current.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: current.cancelAtPeriodEnd,
        }
      : null,
    portalAvailable: input.portalAvailable,
  };
}
