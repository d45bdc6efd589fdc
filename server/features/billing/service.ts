// The billing verbs behind the routes (spec §2 billing/pricing/highlight pages, §7 create-checkout,
// stripe-checkout, check-subscription). They ask the provider for changes; the state they answer
// with is what verified provider events have written (server/billing/webhook.ts), never the
// provider's reply, so a page shows a plan only once it is paid.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { errors } from '@core/messages/en/errors';
import { isPaidTier } from '@core/plans';
import type { BillingStatus, HostPaidTier, PaidPlan, SubscriptionKind } from '@core/schemas/billing';
import type { Billing } from '../../billing';
import { isEntitled } from '../../billing/entitlements';
import type { Db } from '../../db/client';
import { cleanerProfile, hostProfile, subscription } from '../../db/schema';
import { AppError } from '../../errors';
import { detectRole, type SessionUser } from '../../http/session';
import { presentBillingStatus, type SubscriptionRow } from './presenter';

type Deps = { db: Db; billing: Billing; appUrl: string; log?: FastifyBaseLogger };
type Role = 'host' | 'cleaner';

const kindOf = (role: Role): SubscriptionKind => (role === 'host' ? 'host_plan' : 'highlight');
const PLAN_RANK: Record<PaidPlan, number> = { premium: 2, pro: 1, highlight: 1 };

export async function requireBillingRole(db: Db, userId: string): Promise<Role> {
  const role = await detectRole(db, userId);
  if (!role) throw new AppError('FORBIDDEN', errors.billing.noProfile);
  return role;
}

async function subscriptionsOf(db: Db, userId: string, kind: SubscriptionKind): Promise<SubscriptionRow[]> {
  return (
    db
      .select()
      .from(subscription)
      // A superseded subscription (a second paid plan, being canceled) is not the account's plan.
      .where(and(eq(subscription.userId, userId), eq(subscription.kind, kind), isNull(subscription.supersededAt)))
      .orderBy(desc(subscription.stateAt))
  );
}

/** The subscription the billing page is about: the best entitled one, else the latest. */
function currentOf(rows: SubscriptionRow[], now: Date): SubscriptionRow | null {
  const entitled = rows.filter((r) => isEntitled(r, now)).sort((a, b) => PLAN_RANK[b.plan] - PLAN_RANK[a.plan]);
  return entitled[0] ?? rows[0] ?? null;
}

export async function getBillingStatus(deps: Deps, userId: string): Promise<BillingStatus> {
  const role = await requireBillingRole(deps.db, userId);
  // Between two sweeps a cancelled plan may just have ended: the caller sees it right away.
  await deps.billing.syncLapsed(userId);
  const now = deps.billing.clock.now();
  const [host] = await deps.db
    .select({ tier: hostProfile.subscriptionTier })
    .from(hostProfile)
    .where(eq(hostProfile.userId, userId))
    .limit(1);
  const [cleaner] = await deps.db
    .select({ highlighted: cleanerProfile.isHighlighted })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  const current = currentOf(await subscriptionsOf(deps.db, userId, kindOf(role)), now);
  return presentBillingStatus({
    role,
    hostTier: host?.tier ?? 'free',
    highlighted: cleaner?.highlighted ?? false,
    current,
    portalAvailable: await deps.billing.portalAvailableFor(userId),
  });
}

function checkoutUrls(appUrl: string, plan: PaidPlan) {
  return plan === 'highlight'
    ? { successUrl: `${appUrl}/highlight/success`, cancelUrl: `${appUrl}/cleaner/billing?canceled=true` }
    : { successUrl: `${appUrl}/host/billing?success=true`, cancelUrl: `${appUrl}/host/billing?canceled=true` };
}

export async function startCheckout(deps: Deps, user: SessionUser, plan: PaidPlan): Promise<{ url: string }> {
  const role = await requireBillingRole(deps.db, user.id);
  if (plan === 'highlight') {
    if (role !== 'cleaner') throw new AppError('FORBIDDEN', errors.billing.highlightOnly);
    const [cleaner] = await deps.db
      .select({ highlighted: cleanerProfile.isHighlighted })
      .from(cleanerProfile)
      .where(eq(cleanerProfile.userId, user.id));
    if (cleaner?.highlighted) throw new AppError('ALREADY_SUBSCRIBED', errors.billing.alreadySubscribed);
  } else {
    if (role !== 'host') throw new AppError('FORBIDDEN', errors.billing.hostPlansOnly);
    const [host] = await deps.db
      .select({ tier: hostProfile.subscriptionTier })
      .from(hostProfile)
      .where(eq(hostProfile.userId, user.id));
    // A paying host changes plan instead (prorated), rather than paying for two plans at once.
    if (isPaidTier(host?.tier)) throw new AppError('ALREADY_SUBSCRIBED', errors.billing.alreadyHostPlan);
  }
  return deps.billing.createCheckout(
    { userId: user.id, email: user.email, plan, ...checkoutUrls(deps.appUrl, plan) },
    deps.log,
  );
}

async function entitledOf(deps: Deps, userId: string, kind: SubscriptionKind) {
  const now = deps.billing.clock.now();
  return (await subscriptionsOf(deps.db, userId, kind))
    .filter((r) => isEntitled(r, now))
    .sort((a, b) => PLAN_RANK[b.plan] - PLAN_RANK[a.plan]);
}

export async function changePlan(deps: Deps, userId: string, plan: HostPaidTier): Promise<void> {
  const role = await requireBillingRole(deps.db, userId);
  if (role !== 'host') throw new AppError('FORBIDDEN', errors.billing.hostPlansOnly);
  const [current] = await entitledOf(deps, userId, 'host_plan');
  if (!current) throw new AppError('NOT_SUBSCRIBED', errors.billing.notSubscribed);
  if (current.plan === plan && !current.cancelAtPeriodEnd) return;
  await deps.billing.changePlan(current.id, plan, deps.log);
}

function requireOwnKind(role: Role, kind: SubscriptionKind) {
  if (kindOf(role) !== kind) throw new AppError('FORBIDDEN', errors.billing.wrongKind);
}

/** Cancels at the period end: access stays until then (terms: no refunds for partial months). */
export async function cancelSubscription(deps: Deps, userId: string, kind: SubscriptionKind): Promise<void> {
  requireOwnKind(await requireBillingRole(deps.db, userId), kind);
  const entitled = await entitledOf(deps, userId, kind);
  if (entitled.length === 0) throw new AppError('NOT_SUBSCRIBED', errors.billing.notSubscribed);
  // Every paid subscription of the kind: someone who paid twice stops paying for both.
  for (const s of entitled) if (!s.cancelAtPeriodEnd) await deps.billing.setCancelAtPeriodEnd(s.id, true, deps.log);
}

/** Undoes a scheduled cancellation of the subscription the billing page shows. */
export async function resumeSubscription(deps: Deps, userId: string, kind: SubscriptionKind): Promise<void> {
  requireOwnKind(await requireBillingRole(deps.db, userId), kind);
  const [current] = await entitledOf(deps, userId, kind);
  if (!current) throw new AppError('NOT_SUBSCRIBED', errors.billing.notSubscribed);
  if (current.cancelAtPeriodEnd) await deps.billing.setCancelAtPeriodEnd(current.id, false, deps.log);
}

export async function openPortal(deps: Deps, userId: string): Promise<{ url: string }> {
  const role = await requireBillingRole(deps.db, userId);
  const returnUrl = `${deps.appUrl}${role === 'host' ? '/host/billing' : '/cleaner/billing'}`;
  const session = await deps.billing.openPortal(userId, returnUrl, deps.log);
  if (!session) throw new AppError('PORTAL_UNAVAILABLE', errors.billing.portalUnavailable);
  return session;
}
