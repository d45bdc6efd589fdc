// A person's push subscriptions (one per browser on a device) and the pushes queued for them. A push
// is queued inside the transaction of the change it tells of, one row per subscription, so it exists
// exactly when that change committed; the sender (sender.ts) delivers it later, never in the request.
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_QUIET_HOURS, FALLBACK_PUSH_TIME_ZONE, pushSendAt, type PushKind } from '@core/push-kinds';
import type { PushDevice, PushPayload, PushPreferences, PushSubscribeInput } from '@core/schemas/push';
import type { Queryable } from '../../db/client';
import { pushOutbox, pushPreferences, pushSubscription } from '../../db/schema';

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

/** The person's preferences; with none saved, every kind on and quiet hours 22:00–07:00. */
export async function getPreferences(q: Queryable, userId: string): Promise<PushPreferences> {
  const [row] = await q.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  if (!row) return { disabledKinds: [], quietHours: { ...DEFAULT_QUIET_HOURS }, timeZone: FALLBACK_PUSH_TIME_ZONE };
  return {
    disabledKinds: row.disabledKinds as PushKind[],
    quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
    timeZone: row.timeZone ?? FALLBACK_PUSH_TIME_ZONE,
  };
}

export async function savePreferences(q: Queryable, userId: string, prefs: PushPreferences): Promise<void> {
  const values = {
    disabledKinds: [...new Set(prefs.disabledKinds)],
    quietStart: prefs.quietHours?.start ?? null,
    quietEnd: prefs.quietHours?.end ?? null,
    timeZone: prefs.timeZone,
    updatedAt: sql`now()`,
  };
  await q
    .insert(pushPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: values });
}

/** Keeps the browser's zone as the person's when push is turned on (the other preferences stay). */
export async function rememberTimeZone(q: Queryable, userId: string, timeZone: string): Promise<void> {
  await q
    .insert(pushPreferences)
    .values({ userId, timeZone })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: { timeZone, updatedAt: sql`now()` } });
}

/**
 * Queues a push to every device of the user (none subscribed: nothing), unless they turned its kind
 * off; a non-urgent push in their quiet hours waits for the end of them. Call inside the change's transaction.
 */
export async function enqueuePush(
  q: Queryable,
  input: { userId: string; payload: PushPayload; urgency?: 'normal' | 'high'; kind?: PushKind },
): Promise<void> {
  const prefs = await getPreferences(q, input.userId);
  if (input.kind && prefs.disabledKinds.includes(input.kind)) return;
  const urgency = input.urgency ?? 'normal';
  // The database's clock, the one the sender compares next_attempt_at with.
  const clock = (await q.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`)) as unknown as {
    rows: { ms: number | string }[];
  };
  const now = new Date(Number(clock.rows[0]!.ms));
  const sendAt = pushSendAt({ now, urgency, quiet: prefs.quietHours, timeZone: prefs.timeZone });
  const heldUntil = sendAt > now ? sendAt.toISOString() : null;
  await q.execute(sql`
    insert into ${pushOutbox} (${sql.identifier('subscription_id')}, ${sql.identifier('payload')}, ${sql.identifier('urgency')}, ${sql.identifier('next_attempt_at')})
    select ${pushSubscription.id}, ${JSON.stringify(input.payload)}::jsonb, ${urgency}, coalesce(${heldUntil}::timestamptz, now())
    from ${pushSubscription} where ${pushSubscription.userId} = ${input.userId}`);
}
