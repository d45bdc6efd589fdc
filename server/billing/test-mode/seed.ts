// Demo data in test mode (server/seed.ts): paid subscriptions that exist without a checkout.
import type { PaidPlan } from '@core/schemas/billing';
import type { Tx } from '../../db/client';
import { testSubscription } from '../../db/schema';
import { addMonth, toUnix } from '../clock';
import { ensureCustomerId } from '../customers';
import { recomputeEntitlements } from '../entitlements';
import { readSubscription } from '../stripe-objects';
import { upsertSubscription } from '../subscriptions';
import { planForTestPrice, randomId, subscriptionObject, TEST_PRICES } from './provider';

/**
 * Demo data: a paid test-mode subscription that started `startedDaysAgo` days ago, with our side
 * derived from its Stripe-shaped object exactly as the webhook derives it, and entitlements
 * recomputed. Writes no event (there is no webhook to deliver to while seeding).
 */
export async function seedTestSubscription(
  tx: Tx,
  options: { userId: string; plan: PaidPlan; now: Date; startedDaysAgo: number },
) {
  const { userId, plan, now } = options;
  const customerId = await ensureCustomerId(tx, userId, 'test', async () => randomId('cus_test_'));
  let start = new Date(now.getTime() - options.startedDaysAgo * 86_400_000);
  let end = addMonth(start);
  while (end.getTime() <= now.getTime()) [start, end] = [end, addMonth(end)];
  const [row] = await tx
    .insert(testSubscription)
    .values({
      id: randomId('sub_test_'),
      userId,
      customerId,
      itemId: randomId('si_test_'),
      plan,
      priceId: TEST_PRICES[plan],
      status: 'active',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      lastEventCreated: toUnix(now),
      createdAt: new Date(now.getTime() - options.startedDaysAgo * 86_400_000),
    })
    .returning();
  const read = readSubscription(subscriptionObject(row!), planForTestPrice);
  if (!read.ok) throw new Error(read.reason);
  await upsertSubscription(tx, { ...read.value, userId, provider: 'test', stateAt: now });
  return recomputeEntitlements(tx, userId, now);
}
