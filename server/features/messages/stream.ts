// What a stream sends for a message or a 'seen' announced on the realtime channel (issue 40): the
// loader server/app.ts hands the hub. Each reader loads their own view (fromMe, 'Seen', their unread total).
import { and, eq } from 'drizzle-orm';
import { MESSAGE_EVENT, SEEN_EVENT } from '@core/schemas/messages';
import type { Queryable } from '../../db/client';
import { message } from '../../db/schema';
import type { StreamEvent } from '../../realtime/events';
import { conversationOf } from './policy';
import { findMessageFor, unreadTotal } from './reads';

/** The stream event of a message (`id`: the message) or a 'seen' (`id`: the conversation) for `userId`. */
export async function loadMessageEvent(
  q: Queryable,
  userId: string,
  id: string,
  kind: string,
): Promise<StreamEvent | null> {
  if (kind === MESSAGE_EVENT) {
    const found = await findMessageFor(q, userId, id);
    if (!found) return null;
    return {
      name: 'message',
      data: { conversationId: found.conversationId, message: found.message, unreadTotal: await unreadTotal(q, userId) },
    };
  }
  if (kind === SEEN_EVENT) {
    const c = await conversationOf(q, userId, id);
    if (!c || !c.other.seenAt || c.other.lastSeenSeq === 0) return null;
    const [upTo] = await q
      .select({ id: message.id })
      .from(message)
      .where(and(eq(message.conversationId, id), eq(message.seq, c.other.lastSeenSeq)))
      .limit(1);
    if (!upTo) return null;
    return { name: 'message_seen', data: { conversationId: id, upTo: upTo.id, seenAt: c.other.seenAt.toISOString() } };
  }
  return null;
}
