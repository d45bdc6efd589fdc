// The provider's customer of each user: created once, before the user's first checkout, and reused.
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { billingCustomer } from '../db/schema';
import type { ProviderName } from './provider';

export async function findCustomerId(q: Queryable, userId: string, provider: ProviderName): Promise<string | null> {
  const [row] = await q
    .select({ customerId: billingCustomer.customerId })
    .from(billingCustomer)
    .where(and(eq(billingCustomer.userId, userId), eq(billingCustomer.provider, provider)))
    .limit(1);
  return row?.customerId ?? null;
}

export async function findUserByCustomer(q: Queryable, customerId: string): Promise<string | null> {
  const [row] = await q
    .select({ userId: billingCustomer.userId })
    .from(billingCustomer)
    .where(eq(billingCustomer.customerId, customerId))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The user's customer id with this provider, creating it with `create` when there is none. Two
 * concurrent first checkouts may both call `create` (Stripe's idempotency key makes that one
 * customer); the first mapping written wins and both get it. A mapping left by the other
 * provider (the deployment switched between test mode and Stripe) is replaced.
 */
export async function ensureCustomerId(
  q: Queryable,
  userId: string,
  provider: ProviderName,
  create: () => Promise<string>,
): Promise<string> {
  const existing = await findCustomerId(q, userId, provider);
  if (existing) return existing;
  const customerId = await create();
  // Any conflict means a mapping exists. No arbiter is named on purpose: two concurrent first
  // checkouts insert the same user *and* the same customer (Stripe's idempotency key), and an
  // insert naming only user_id fails on the customer_id index when the two race (PostgreSQL).
  await q.insert(billingCustomer).values({ userId, provider, customerId }).onConflictDoNothing();
  await q
    .update(billingCustomer)
    .set({ provider, customerId })
    .where(and(eq(billingCustomer.userId, userId), sql`${billingCustomer.provider} <> ${provider}`));
  const stored = await findCustomerId(q, userId, provider);
  if (!stored) throw new Error(`no ${provider} customer stored for user ${userId}`);
  return stored;
}

/** Records the customer ↔ user link a completed checkout reports (a no-op when it is known). */
export async function linkCustomer(
  q: Queryable,
  userId: string,
  provider: ProviderName,
  customerId: string,
): Promise<void> {
  await q.insert(billingCustomer).values({ userId, provider, customerId }).onConflictDoNothing();
}
