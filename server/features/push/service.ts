// A person's push subscriptions (one per browser on a device) and the pushes queued for them. A push
// is queued inside the transaction of the change it tells of, one row per subscription, so it exists
// exactly when that change committed; the sender (sender.ts) delivers it later, never in the request.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PushDevice, PushPayload, PushSubscribeInput } from '@core/schemas/push';
import type { Queryable } from '../../db/client';
import { pushOutbox, pushSubscription } from '../../db/schema';

/**
 * Subscribes this browser for the user. The endpoint is the browser's: subscribing it again (new
 * keys, or another person signed in on the same browser) takes over the one row.
 */
export async function subscribe(
  q: Queryable,
  input: { userId: string; label: string; subscription: PushSubscribeInput },
): Promise<string> {
  const { endpoint, keys } = input.subscription;
  const [row] = await q
    .insert(pushSubscription)
    .values({ userId: input.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, label: input.label })
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { userId: input.userId, p256dh: keys.p256dh, auth: keys.auth, label: input.label },
    })
    .returning({ id: pushSubscription.id });
  return row!.id;
}

export async function listDevices(q: Queryable, userId: string, currentEndpoint?: string): Promise<PushDevice[]> {
  const rows = await q
    .select()
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId))
    .orderBy(asc(pushSubscription.createdAt), asc(pushSubscription.id));
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    createdAt: r.createdAt.toISOString(),
    lastSuccessAt: r.lastSuccessAt?.toISOString() ?? null,
    current: r.endpoint === currentEndpoint,
  }));
}

/** Removes one of the user's own devices (its queued pushes go with it); false when it is not theirs. */
export async function removeDevice(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.id, id), eq(pushSubscription.userId, userId)))
    .returning({ id: pushSubscription.id });
  return rows.length > 0;
}

/** Queues a push to every device of the user (none subscribed: nothing). Call inside the change's transaction. */
export async function enqueuePush(
  q: Queryable,
  input: { userId: string; payload: PushPayload; urgency?: 'normal' | 'high' },
): Promise<void> {
  await q.execute(sql`
    insert into ${pushOutbox} (${sql.identifier('subscription_id')}, ${sql.identifier('payload')}, ${sql.identifier('urgency')})
    select ${pushSubscription.id}, ${JSON.stringify(input.payload)}::jsonb, ${input.urgency ?? 'normal'}
    from ${pushSubscription} where ${pushSubscription.userId} = ${input.userId}`);
}
