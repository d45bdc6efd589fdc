// Creating notifications. Called inside the transaction of the change that causes it (an
// application, a status change), so a notification exists exactly when that change committed.
// pg_notify is transactional too: listeners on every server hear of it only after commit.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { notification } from '../../db/schema';

/** The PostgreSQL channel every server LISTENs on; the payload names the user and notification. */
export const NOTIFICATION_CHANNEL = 'turnready_notifications';

export type NewNotification = {
  userId: string;
  type: 'job_application' | 'application_status';
  title: string;
  message: string;
  data?: { job_id?: string; application_id?: string };
};

export async function createNotification(q: Queryable, input: NewNotification): Promise<string> {
  const [row] = await q
    .insert(notification)
    .values({ userId: input.userId, type: input.type, title: input.title, message: input.message, data: input.data ?? {} })
    .returning({ id: notification.id });
  await q.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ userId: input.userId, id: row!.id })})`);
  return row!.id;
}
