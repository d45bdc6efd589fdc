// The one writer of the subscriptions table: a subscription's state as its provider last told it,
// newest state wins. The webhook handler writes through it, and so does the test mode's demo seeding.
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { subscription } from '../db/schema';
import { TERMINAL_STATUSES } from './entitlements';
import type { ProviderName } from './provider';
import type { SubscriptionState } from './stripe-objects';

const terminal = sql.raw(TERMINAL_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * Writes a subscription's state unless we already hold a newer one. Ties on the event time go to
 * a terminal status; a terminal row is never changed again (Stripe never revives a canceled
 * subscription). Returns whether the row changed.
 */
export async function upsertSubscription(
  tx: Tx,
  s: SubscriptionState & { userId: string; provider: ProviderName; stateAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(subscription)
    .values({
      id: s.id,
      userId: s.userId,
      provider: s.provider,
      customerId: s.customerId,
      kind: s.kind,
      plan: s.plan,
      status: s.status,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      stateAt: s.stateAt,
    })
    .onConflictDoUpdate({
      target: subscription.id,
      set: {
        customerId: sql`excluded.customer_id`,
        kind: sql`excluded.kind`,
        plan: sql`excluded.plan`,
        status: sql`excluded.status`,
        currentPeriodEnd: sql`excluded.current_period_end`,
        cancelAtPeriodEnd: sql`excluded.cancel_at_period_end`,
        stateAt: sql`excluded.state_at`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${subscription.status} not in (${terminal}) and (excluded.state_at > ${subscription.stateAt} or (excluded.state_at = ${subscription.stateAt} and excluded.status in (${terminal})))`,
    })
    .returning({ id: subscription.id });
  return rows.length > 0;
}
