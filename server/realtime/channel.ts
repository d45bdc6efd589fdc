// The one PostgreSQL channel every server process LISTENs on (server/realtime/hub.ts). A feature
// announces a change for a user here, inside the transaction that made it: pg_notify is
// transactional, so every process hears of it only after commit. The payload names the user and the
// changed row, and which kind of event it is (none: a notification; issue 40 adds 'message' and
// 'message_seen'); each hub loads the row with the loader it was built with (it knows no feature).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

export const REALTIME_CHANNEL = 'turnready_notifications';

/** Tells every process that `userId` has a new event `id` of `kind` (heard after the transaction commits). */
export async function announceToUser(q: Queryable, userId: string, id: string, kind?: string): Promise<void> {
  const payload = kind ? { userId, id, kind } : { userId, id };
  await q.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** Tells every process that a session has ended, so they end its streams. */
export async function announceSessionEnded(q: Queryable, sessionId: string): Promise<void> {
  await q.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ endedSessionId: sessionId })})`);
}
