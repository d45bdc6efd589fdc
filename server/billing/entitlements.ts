// The one place that turns subscriptions into what a user may do: a host's tier (job limit,
// applicant visibility) and a cleaner's highlight. Everything else reads the derived columns
// host_profiles.subscription_tier (a paid tier is an active subscription: core/plans.ts isPaidTier)
// and cleaner_profiles.is_highlighted.
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '@core/schemas/billing';
import type { Queryable, Tx } from '../db/client';
import { cleanerProfile, hostProfile, subscription } from '../db/schema';

/** Statuses that keep access: past_due too, while the provider retries the card. */
export const ENTITLED_STATUSES = ['active', 'trialing', 'past_due'] as const satisfies readonly SubscriptionStatus[];
/** A subscription in one of these never changes again (Stripe never revives it). */
export const TERMINAL_STATUSES = ['canceled', 'incomplete_expired'] as const satisfies readonly SubscriptionStatus[];

export type EntitlementInput = {
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
};

/** Paid for right now: an entitled status, and not a cancelled plan whose period is over. */
export function isEntitled(s: EntitlementInput, now: Date): boolean {
  if (!(ENTITLED_STATUSES as readonly string[]).includes(s.status)) return false;
  return !(s.cancelAtPeriodEnd && s.currentPeriodEnd !== null && s.currentPeriodEnd.getTime() <= now.getTime());
}

/**
 * Serialises every billing change of one user (events, the sweep) within the transaction, so
 * two events for one user never interleave their read-and-derive steps.
 */
export async function lockBillingUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`turnready:billing:${userId}`}, 0))`);
}

export type Entitlements = { hostTier: 'free' | 'pro' | 'premium'; highlighted: boolean };

/**
 * What else follows a plan change, in the same transaction: a host now over their plan's job limit
 * has the newest extra postings paused and is told (issue 13). The jobs feature owns that rule;
 * server/app.ts hands it to billing, which imports no feature.
 */
export type PlanChanged = (q: Queryable, userId: string) => Promise<unknown>;

/**
 * Derives the user's entitlements from their subscriptions and writes them to their profiles. With
 * `planChanged` (every caller that can lower a plan: events, the sweep), what follows a plan change
 * runs in the same transaction.
 */
export async function recomputeEntitlements(
  q: Queryable,
  userId: string,
  now: Date,
  planChanged?: PlanChanged,
): Promise<Entitlements> {
  const rows = await q
    .select({
      plan: subscription.plan,
      status: subscription.status,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      currentPeriodEnd: subscription.currentPeriodEnd,
    })
    .from(subscription)
    // A superseded subscription (a second paid plan of its kind, being canceled) grants nothing.
    .where(and(eq(subscription.userId, userId), isNull(subscription.supersededAt)));
  const entitled = rows.filter((r) => isEntitled(r, now));
  const hostTier = entitled.some((r) => r.plan === 'premium')
    ? 'premium'
    : entitled.some((r) => r.plan === 'pro')
      ? 'pro'
      : 'free';
  const highlighted = entitled.some((r) => r.plan === 'highlight');
  await q
    .update(hostProfile)
    .set({ subscriptionTier: hostTier, updatedAt: new Date() })
    .where(and(eq(hostProfile.userId, userId), sql`${hostProfile.subscriptionTier} <> ${hostTier}`));
  await q
    .update(cleanerProfile)
    .set({ isHighlighted: highlighted, updatedAt: new Date() })
    .where(and(eq(cleanerProfile.userId, userId), sql`${cleanerProfile.isHighlighted} <> ${highlighted}`));
  if (planChanged) await planChanged(q, userId);
  return { hostTier, highlighted };
}

/**
 * A plan cancelled at its period end gets no event when that end passes (Stripe sends
 * customer.subscription.deleted only later, when it finalises): the users whose profiles still
 * show such a plan need their entitlements derived again.
 */
function lapsedCancellation(now: Date) {
  return and(
    sql`${subscription.cancelAtPeriodEnd}`,
    lte(subscription.currentPeriodEnd, now),
    inArray(subscription.status, [...ENTITLED_STATUSES]),
    or(
      sql`exists (select 1 from ${hostProfile} where ${hostProfile.userId} = ${subscription.userId} and ${hostProfile.subscriptionTier} <> 'free')`,
      sql`exists (select 1 from ${cleanerProfile} where ${cleanerProfile.userId} = ${subscription.userId} and ${cleanerProfile.isHighlighted})`,
    ),
  );
}

export async function usersWithLapsedCancellations(q: Queryable, now: Date, limit = 100): Promise<string[]> {
  const rows = await q
    .selectDistinct({ userId: subscription.userId })
    .from(subscription)
    .where(lapsedCancellation(now))
    .limit(limit);
  return rows.map((r) => r.userId);
}

export async function hasLapsedCancellation(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const rows = await q
    .select({ id: subscription.id })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), lapsedCancellation(now)))
    .limit(1);
  return rows.length > 0;
}
