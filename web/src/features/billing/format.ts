// How billing figures read on screen: plan names from the catalog, prices from core/plans.ts, and
// period ends as calendar dates.
import type { PaidPlan, SubscriptionSummary } from '@core/schemas/billing';
import type { Messages } from '@core/messages/en';
import { intlTag } from '@web/lib/i18n';

export type AnyPlan = PaidPlan | 'free';

export function planName(plan: AnyPlan, m: Pick<Messages, 'billing' | 'jobs'>): string {
  return plan === 'highlight' ? m.billing.testCheckout.planNames.highlight : m.jobs.tiers[plan];
}

/** The price table is core/plans.ts, shared with the server's emails and test checkout. */
export { planPrice } from '@core/plans';

/** "$29", "$8", "$12.50": whole dollars without cents, as the spec writes prices (core/money.ts). */
export { formatUsd as formatPrice } from '@core/money';

/** "March 5, 2027", or null when the provider gave no date. */
export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString(intlTag(), { month: 'long', day: 'numeric', year: 'numeric' });
}

/** Which badge a subscription wears (spec: Active, Canceling, Past due, Free...). */
export type BadgeKind =
  'free' | 'active' | 'trialing' | 'canceling' | 'past_due' | 'unpaid' | 'incomplete' | 'paused' | 'ended';

export function badgeKind(subscription: SubscriptionSummary | null): BadgeKind {
  if (!subscription) return 'free';
  const { status, cancelAtPeriodEnd } = subscription;
  if (status === 'canceled' || status === 'incomplete_expired') return 'ended';
  if (cancelAtPeriodEnd && (status === 'active' || status === 'trialing' || status === 'past_due')) return 'canceling';
  return status;
}
