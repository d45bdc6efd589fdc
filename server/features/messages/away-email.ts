// Scheduled work 'message-email' (issue 40; decision 036): a message has waited unread
// MESSAGE_EMAIL_AFTER_MS, so its reader gets one email for the conversation, and no other until they
// read it again (send.ts arms it, state.ts re-arms it). Runs in the runner's transaction on whichever
// server claims it; a stale run (read meanwhile, turned off, moved) finds nothing to do.
import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import { looksLikeAccessCode } from '@core/message-rules';
import { messageEmails as text } from '@core/messages/en/message-emails';
import type { Tx } from '../../db/client';
import { conversationMember, message, photo, user } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { messageAwayEmail } from '../../email/templates';
import type { WorkItem } from '../../work/schedule';
import { emailsWanted } from './send';
import { nameOf } from './reads';

/** At most this many of the newest unread messages are quoted. */
const QUOTED = 5;

export type AwayEmailDeps = { mailer: Mailer; appUrl: string };

export async function runAwayEmail(tx: Tx, item: WorkItem, now: Date, deps: AwayEmailDeps): Promise<void> {
  const [member] = await tx
    .select()
    .from(conversationMember)
    .where(eq(conversationMember.id, item.subjectId))
    .limit(1)
    .for('update');
  if (!member || !member.emailDueAt || member.emailDueAt > now || member.emailedSinceSeen) return;
  const done = () =>
    tx.update(conversationMember).set({ emailDueAt: null }).where(eq(conversationMember.id, member.id));
  if (!member.emailWhenAway || member.blockedAt || !(await emailsWanted(tx, member.userId))) return void (await done());
  const unread = and(
    eq(message.conversationId, member.conversationId),
    gt(message.seq, member.lastSeenSeq),
    eq(message.kind, 'text'),
    ne(message.senderUserId, member.userId),
  );
  const newest = await tx
    .select({ id: message.id, text: message.text, quickReply: message.quickReply, senderUserId: message.senderUserId })
    .from(message)
    .where(unread)
    .orderBy(desc(message.seq))
    .limit(QUOTED);
  if (newest.length === 0) return void (await done());
  const [all] = await tx.select({ n: count() }).from(message).where(unread);
  const [to] = await tx
    .select({ email: user.email, locale: user.locale })
    .from(user)
    .where(eq(user.id, member.userId))
    .limit(1);
  if (!to) return void (await done());
  const withPhotos = new Set(
    (
      await tx
        .select({ messageId: photo.messageId })
        .from(photo)
        .where(eq(photo.conversationId, member.conversationId))
        .orderBy(asc(photo.createdAt))
    ).map((p) => p.messageId),
  );
  const words = newest
    .reverse()
    .map((m) =>
      m.quickReply
        ? text.quickReplies[m.quickReply]
        : // What looks like a door code stays in the app (it was sent anyway, after the warning).
          looksLikeAccessCode(m.text)
          ? text.push.hidden
          : m.text || (withPhotos.has(m.id) ? text.away.photo : ''),
    )
    .filter(Boolean);
  await deps.mailer.enqueue(tx, {
    to: to.email,
    kind: 'message-unread',
    ...messageAwayEmail({
      locale: to.locale,
      appUrl: deps.appUrl,
      from: await nameOf(tx, newest[0]!.senderUserId!),
      conversationId: member.conversationId,
      messages: words,
      more: Number(all?.n ?? 0) - newest.length,
    }),
  });
  await tx
    .update(conversationMember)
    .set({ emailDueAt: null, emailedSinceSeen: true })
    .where(eq(conversationMember.id, member.id));
}
