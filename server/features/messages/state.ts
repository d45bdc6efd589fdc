// A person's own state in their conversations (issue 40): what they have seen (the other side's
// 'Seen', unread counts, the away email re-armed), their email choices, and blocking.
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import { MESSAGE_EMAIL_AFTER_MS } from '@core/message-rules';
import { messageEmails as text } from '@core/messages/en/message-emails';
import { SEEN_EVENT, type MessagePreferences } from '@core/schemas/messages';
import type { Queryable, Tx } from '../../db/client';
import { conversationMember, message, messagePreferences } from '../../db/schema';
import { notFound } from '../../errors';
import { announceToUser } from '../../realtime/channel';
import { cancelWork, scheduleWork } from '../../work/schedule';
import { conversationOf } from './policy';
import { emailsWanted } from './send';

const conversationNotFound = () => notFound(text.errors.conversationNotFound);

/**
 * Everything up to `upTo` (a message of the conversation) is seen by the caller: the other side's
 * streams hear it ('Seen'), the away email is re-armed (one more may go once something new stays
 * unread), and one is due for what is still unread after `upTo`.
 */
export async function markSeen(
  tx: Tx,
  input: { userId: string; conversationId: string; upTo: string; now: Date },
): Promise<void> {
  const found = await conversationOf(tx, input.userId, input.conversationId, true);
  if (!found) throw conversationNotFound();
  const [anchor] = await tx
    .select({ seq: message.seq })
    .from(message)
    .where(and(eq(message.id, input.upTo), eq(message.conversationId, input.conversationId)))
    .limit(1);
  if (!anchor) throw notFound(text.errors.conversationNotFound);
  const me = found.me;
  const seq = Math.max(me.lastSeenSeq, anchor.seq);
  const [stillUnread] = await tx
    .select({ id: message.id })
    .from(message)
    .where(
      and(
        eq(message.conversationId, input.conversationId),
        gt(message.seq, seq),
        eq(message.kind, 'text'),
        ne(message.senderUserId, input.userId),
      ),
    )
    .orderBy(asc(message.seq))
    .limit(1);
  const emailDueAt =
    stillUnread && me.emailWhenAway && (await emailsWanted(tx, input.userId))
      ? new Date(input.now.getTime() + MESSAGE_EMAIL_AFTER_MS)
      : null;
  await tx
    .update(conversationMember)
    .set({ lastSeenSeq: seq, seenAt: sql`now()`, emailedSinceSeen: false, emailDueAt })
    .where(eq(conversationMember.id, me.id));
  if (emailDueAt) await scheduleWork(tx, { kind: 'message-email', subjectId: me.id, dueAt: emailDueAt });
  else await cancelWork(tx, 'message-email', me.id);
  if (seq > me.lastSeenSeq) await announceToUser(tx, found.other.userId, input.conversationId, SEEN_EVENT);
}

/** The caller's email choice for one conversation (off: no away email for it; a due one is dropped). */
export async function setConversationEmail(
  tx: Tx,
  input: { userId: string; conversationId: string; emailWhenAway: boolean },
): Promise<void> {
  const found = await conversationOf(tx, input.userId, input.conversationId, true);
  if (!found) throw conversationNotFound();
  await tx
    .update(conversationMember)
    .set({ emailWhenAway: input.emailWhenAway, ...(input.emailWhenAway ? {} : { emailDueAt: null }) })
    .where(eq(conversationMember.id, found.me.id));
  if (!input.emailWhenAway) await cancelWork(tx, 'message-email', found.me.id);
}

/** Blocks (or unblocks) the other side: nothing new either way while blocked; what was said stays. */
export async function setBlocked(
  tx: Tx,
  input: { userId: string; conversationId: string; blocked: boolean },
): Promise<void> {
  const found = await conversationOf(tx, input.userId, input.conversationId, true);
  if (!found) throw conversationNotFound();
  if (input.blocked === (found.me.blockedAt !== null)) return;
  await tx
    .update(conversationMember)
    .set({ blockedAt: input.blocked ? sql`now()` : null })
    .where(eq(conversationMember.id, found.me.id));
}

export async function getMessagePreferences(q: Queryable, userId: string): Promise<MessagePreferences> {
  return { emailWhenAway: await emailsWanted(q, userId) };
}

/** The profile's switch; off drops the away emails due in every conversation. */
export async function saveMessagePreferences(tx: Tx, userId: string, prefs: MessagePreferences): Promise<void> {
  await tx
    .insert(messagePreferences)
    .values({ userId, emailWhenAway: prefs.emailWhenAway })
    .onConflictDoUpdate({
      target: messagePreferences.userId,
      set: { emailWhenAway: prefs.emailWhenAway, updatedAt: sql`now()` },
    });
  if (!prefs.emailWhenAway) {
    const due = await tx
      .update(conversationMember)
      .set({ emailDueAt: null })
      .where(and(eq(conversationMember.userId, userId), sql`${conversationMember.emailDueAt} is not null`))
      .returning({ id: conversationMember.id });
    await cancelWork(
      tx,
      'message-email',
      due.map((d) => d.id),
    );
  }
}
