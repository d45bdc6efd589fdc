// A notification as server/features/notifications writes one (the row, then a realtime nudge after
// commit), spelled here with the time it happened: the demo's bell reads as if each event had
// arrived in its turn, days apart, not all at the moment of seeding.
import type { Queryable } from '../db/client';
import { notification } from '../db/schema';
import { announceToUser } from '../realtime/channel';

export async function notify(q: Queryable, values: typeof notification.$inferInsert): Promise<void> {
  const [row] = await q.insert(notification).values(values).returning({ id: notification.id });
  await announceToUser(q, values.userId, row!.id);
}
